import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getSeoFields } from '@/content/seo'
import { getVideo, listVideos, videoAsMessage, type VideoDetail, type VideoRow } from '@/content/videos'
import type { Locale } from '@/i18n/locales'
import { parseIdSegment, SEGMENT } from '@/i18n/query-routes'
import { captionTracks } from '@/lib/captions'
import { clockDuration, shanghaiIso } from '@/lib/seo'
import { videoObjectLd } from '@/lib/structured-data'

import { Breadcrumbs } from './Breadcrumbs'
import { JsonLd } from './JsonLd'
import { toListItem } from './list-item'
import { NewsCard } from './NewsCard'
import { assetUrl, buildMetadata, captionsLd, pageUrl } from './seo'
import shared from './shared.module.css'
import styles from './VideoDetailView.module.css'
import { VideoPlayer } from './VideoPlayer'

/**
 * The video detail of `zxyhdVideoDetail?type=&id=` and `videoDetail` (spec section 2): player with cover, title,
 * time, description and more videos. Both addresses show the same video; the canonical one is zxyhdVideoDetail.
 */
const videoPath = (id: number) => `/zxyhdVideoDetail?type=information&id=${id}`

/** The video of a route segment: an id, or the latest video (`videoDetail` without id). */
export async function loadVideo(locale: Locale, segment: string): Promise<VideoDetail | null> {
  if (segment === SEGMENT.first) {
    const latest = await listVideos(locale, { pageNum: 1, pageSize: 1 })
    return latest.rows[0] ? getVideo(locale, latest.rows[0].videoId) : null
  }
  const id = parseIdSegment(segment)
  return id === null ? null : getVideo(locale, id)
}

export async function videoMetadata(locale: Locale, video: VideoDetail): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'seo' })
  return buildMetadata({
    locale,
    path: videoPath(video.videoId),
    title: video.videoTitle,
    description: video.videoDescription || t('videoDescription', { title: video.videoTitle }),
    image: video.videoUrl ? { url: video.videoUrl, alt: video.videoAlt } : null,
    type: 'video.other',
    seo: await getSeoFields('videos', locale, video.videoId),
  })
}

export async function VideoDetailView({ locale, video }: { locale: Locale; video: VideoDetail }) {
  const [t, more] = await Promise.all([getTranslations('information'), listVideos(locale, { pageNum: 1, pageSize: 7 })])
  const others = more.rows.filter((v) => v.videoId !== video.videoId).slice(0, 6)
  const uploaded = shanghaiIso(video.updateTime)
  const tracks = captionTracks(video.captions, locale)
  const structured = videoObjectLd({
    url: pageUrl(locale, videoPath(video.videoId)),
    name: video.videoTitle,
    description: video.videoDescription,
    thumbnail: assetUrl(video.videoUrl),
    uploaded,
    duration: video.duration,
    contentUrl: assetUrl(video.videoFile),
    locale,
    captions: captionsLd(tracks),
  })
  return (
    <main className={styles.main}>
      <JsonLd data={structured} />
      <div className={shared.container}>
        <Breadcrumbs
          items={[
            { label: t('title'), href: '/information?class=-1&type=information' },
            { label: t('classes.video'), href: '/information?class=video&type=information' },
            { label: video.videoTitle },
          ]}
        />
        <div className={styles.layout}>
          <div className={styles.player}>
            {video.videoFile ? (
              <VideoPlayer
                src={video.videoFile}
                poster={video.videoUrl}
                title={video.videoTitle}
                insight={`video:${video.videoId}`}
                tracks={tracks}
              />
            ) : video.videoUrl ? (
              <img className={styles.cover} src={video.videoUrl} alt={video.videoAlt} width={1280} height={720} />
            ) : null}
          </div>
          <div className={styles.info}>
            <h1 className={styles.title}>{video.videoTitle}</h1>
            <dl className={styles.facts}>
              <div>
                <dt>{t('published')}</dt>
                <dd>
                  <time dateTime={uploaded}>{video.updateTime}</time>
                </dd>
              </div>
              {video.duration > 0 ? (
                <div>
                  <dt>{t('duration')}</dt>
                  <dd>{clockDuration(video.duration)}</dd>
                </div>
              ) : null}
            </dl>
            {video.videoDescription ? (
              <>
                <h2 className={styles.subheading}>{t('aboutVideo')}</h2>
                <p className={styles.description}>{video.videoDescription}</p>
              </>
            ) : null}
          </div>
        </div>
        {others.length > 0 ? <MoreVideos videos={others} /> : null}
      </div>
    </main>
  )
}

/** More videos below the player, as tiles. */
async function MoreVideos({ videos }: { videos: VideoRow[] }) {
  const t = await getTranslations('information')
  return (
    <section className={styles.more} aria-labelledby="more-videos">
      <h2 id="more-videos" className={shared.sectionHeading}>
        {t('moreVideos')}
      </h2>
      <ul className={styles.grid}>
        {videos.map((row) => (
          <li key={row.videoId}>
            <NewsCard item={toListItem(videoAsMessage(row))} headingLevel={3} tile durationLabel={t('duration')} />
          </li>
        ))}
      </ul>
    </section>
  )
}
