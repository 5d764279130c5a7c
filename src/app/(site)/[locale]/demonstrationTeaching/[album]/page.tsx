import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { JsonLd } from '@/components/pages/JsonLd'
import { notFoundMetadata, NotFoundPage } from '@/components/pages/NotFoundPage'
import { PageIntro } from '@/components/pages/PageIntro'
import { pageLocale } from '@/components/pages/params'
import { assetUrl, buildMetadata, captionsLd, pageUrl } from '@/components/pages/seo'
import shared from '@/components/pages/shared.module.css'
import { getSeoFields } from '@/content/seo'
import { type AlbumRow, type ClassificationRow, listClassifications, otherAlbums } from '@/content/teaching'
import { isLocale, LANGUAGES, type Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { parseIdSegment, SEGMENT } from '@/i18n/query-routes'
import { type CaptionTrack, captionTracks } from '@/lib/captions'
import { clockDuration, shanghaiIso } from '@/lib/seo'
import { videoObjectLd } from '@/lib/structured-data'

import { AlbumStage } from './AlbumStage'
import styles from './page.module.css'

type Params = { locale: string; album: string }

export const dynamicParams = true

export function generateStaticParams() {
  return [{ album: SEGMENT.first }]
}

type Loaded = { classifications: ClassificationRow[]; album: AlbumRow | null; chosen: boolean }

/** Every classification with its albums, and the album of the segment (the first one when none is chosen). */
async function load(locale: Locale, segment: string): Promise<Loaded | null> {
  const chosenId = segment === SEGMENT.first ? null : parseIdSegment(segment)
  if (segment !== SEGMENT.first && chosenId === null) return null
  const { rows } = await listClassifications(locale, { pageNum: 1, pageSize: 100 })
  const albums = rows.flatMap((c) => c.albumList)
  const album = chosenId === null ? (albums[0] ?? null) : (albums.find((a) => a.albumId === chosenId) ?? null)
  if (chosenId !== null && !album) return null
  return { classifications: rows, album, chosen: chosenId !== null }
}

const albumHref = (id: number) => ({ pathname: '/demonstrationTeaching', query: { id: String(id) } })

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, album } = await params
  if (!isLocale(locale)) return {}
  const loaded = await load(locale, album)
  if (!loaded) return notFoundMetadata(locale)
  const [t, ts] = await Promise.all([getTranslations({ locale, namespace: 'support' }), getTranslations({ locale, namespace: 'seo' })])
  const courses = loaded.classifications.map((c) => c.classifyName).join(LANGUAGES[locale].listSeparator)
  if (loaded.chosen && loaded.album) {
    return buildMetadata({
      locale,
      path: `/demonstrationTeaching?id=${loaded.album.albumId}`,
      title: ts('teachingAlbumTitle', { title: loaded.album.title }),
      description: loaded.album.summary || ts('teachingDescription', { courses }),
      image: loaded.album.coverUrl ? { url: loaded.album.coverUrl, alt: loaded.album.coverAlt } : null,
      type: 'video.other',
      seo: await getSeoFields('teaching-albums', locale, loaded.album.albumId),
    })
  }
  return buildMetadata({
    locale,
    path: '/demonstrationTeaching',
    title: t('teaching.title'),
    description: ts('teachingDescription', { courses }),
  })
}

/** The structured data (VideoObject) of an album, at its own address (`?id=`). */
function albumLd(locale: Locale, album: AlbumRow, tracks: CaptionTrack[]) {
  return videoObjectLd({
    url: pageUrl(locale, `/demonstrationTeaching?id=${album.albumId}`),
    name: album.title,
    description: album.summary,
    thumbnail: assetUrl(album.coverUrl),
    uploaded: shanghaiIso(album.uploadTime),
    duration: album.duration,
    contentUrl: assetUrl(album.videoFile),
    locale,
    captions: captionsLd(tracks),
  })
}

/**
 * Demonstration teaching (spec section 2): classifications and their albums, the chosen album's player with view
 * count, duration, upload time and summary, and other videos. One view counts once (TeachingPlayer).
 */
export default async function DemonstrationTeachingPage({ params }: { params: Promise<Params> }) {
  const locale = await pageLocale(params)
  const loaded = await load(locale, (await params).album)
  if (!loaded) return <NotFoundPage />
  const { classifications, album } = loaded
  const [t, tc, others] = await Promise.all([
    getTranslations('support.teaching'),
    getTranslations('common'),
    album ? otherAlbums(locale, album.albumId, 6) : Promise.resolve(null),
  ])

  const tracks = album ? captionTracks(album.captions, locale) : []
  // The lesson on show, for search engines; its canonical page is its own address (`?id=`).
  const structured = album ? albumLd(locale, album, tracks) : null

  return (
    <main>
      <JsonLd data={structured} />
      <PageIntro crumbs={[{ label: t('title') }]} title={t('title')} lead={t('lead')} />
      <div className={`${shared.container} ${styles.body}`}>
        {!album ? (
          <p className={shared.empty}>{tc('noData')}</p>
        ) : (
          <>
            <AlbumStage album={album} tracks={tracks} />

            {others && others.rows.length > 0 ? (
              <section className={styles.section} aria-labelledby="other-albums">
                <h2 id="other-albums" className={shared.sectionHeading}>
                  {t('others')}
                </h2>
                <AlbumGrid albums={others.rows} current={album.albumId} />
              </section>
            ) : null}

            <section className={styles.section} aria-labelledby="courses">
              <h2 id="courses" className={shared.sectionHeading}>
                {t('classifications')}
              </h2>
              {classifications.map((c) => (
                <div key={c.classifyId} className={styles.course}>
                  <h3 className={styles.courseTitle}>{c.classifyName}</h3>
                  {c.albumList.length ? (
                    <AlbumGrid albums={c.albumList} current={album.albumId} level={4} />
                  ) : (
                    <p className={shared.muted}>{tc('noData')}</p>
                  )}
                </div>
              ))}
            </section>
          </>
        )}
      </div>
    </main>
  )
}

async function AlbumGrid({ albums, current, level = 3 }: { albums: AlbumRow[]; current: number; level?: 3 | 4 }) {
  const t = await getTranslations('support.teaching')
  const Heading = level === 3 ? 'h3' : 'h4'
  return (
    <ul className={styles.grid}>
      {albums.map((a) => (
        <li key={a.albumId} className={styles.card}>
          <div className={styles.cover}>
            {a.coverUrl ? <img src={a.coverUrl} alt={a.coverAlt} width={800} height={450} loading="lazy" decoding="async" /> : null}
            {a.duration > 0 ? <span className={styles.duration}>{clockDuration(a.duration)}</span> : null}
          </div>
          <Heading className={styles.cardTitle}>
            <Link href={albumHref(a.albumId)} className={styles.cardLink} aria-current={a.albumId === current ? 'page' : undefined}>
              {a.title}
            </Link>
          </Heading>
          <p className={styles.cardMeta}>
            {t('views')}: {a.viewCount}
          </p>
        </li>
      ))}
    </ul>
  )
}
