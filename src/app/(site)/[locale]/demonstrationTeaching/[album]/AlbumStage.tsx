import { getTranslations } from 'next-intl/server'

import { TeachingPlayer } from '@/components/pages/TeachingPlayer'
import type { AlbumRow } from '@/content/teaching'
import type { CaptionTrack } from '@/lib/captions'
import { clockDuration, shanghaiIso } from '@/lib/seo'

import styles from './page.module.css'

/** The chosen album: its player with view count, duration and upload time, its title and summary. */
export async function AlbumStage({ album, tracks }: { album: AlbumRow; tracks: CaptionTrack[] }) {
  const [t, tc] = await Promise.all([getTranslations('support.teaching'), getTranslations('common')])
  return (
    <section className={styles.stage} aria-labelledby="album-title">
      <div className={styles.playerColumn}>
        <TeachingPlayer
          key={album.albumId}
          albumId={album.albumId}
          src={album.videoFile}
          poster={album.coverUrl}
          title={album.title}
          viewCount={album.viewCount}
          viewsLabel={t('views')}
          playLabel={tc('playVideo', { title: album.title })}
          tracks={tracks}
          facts={[
            ...(album.duration > 0 ? [{ label: t('duration'), value: clockDuration(album.duration) }] : []),
            ...(album.uploadTime
              ? [{ label: t('uploaded'), value: album.uploadTime.slice(0, 10), dateTime: shanghaiIso(album.uploadTime) }]
              : []),
          ]}
        />
      </div>
      <div className={styles.details}>
        <p className={styles.kicker}>{t('nowPlaying')}</p>
        <h2 id="album-title" className={styles.albumTitle}>
          {album.title}
        </h2>
        {album.summary ? (
          <>
            <h3 className={styles.summaryHeading}>{t('summary')}</h3>
            <p className={styles.summary}>{album.summary}</p>
          </>
        ) : null}
      </div>
    </section>
  )
}
