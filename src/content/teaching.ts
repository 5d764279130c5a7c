import { and, eq, sql } from '@payloadcms/db-sqlite/drizzle'

import type { Locale } from '@/i18n/locales'
import { relationId } from '@/lib/media-refs'
import { formatShanghaiTime } from '@/lib/time'
import type { TeachingAlbum, TeachingClassification } from '@/payload-types'

import { cached } from './cache'
import { TAGS } from './cache-tags'
import { type CaptionRow, captionRows, imageView, mediaUrl } from './media'
import { getPayloadClient } from './payload'
import { type Paged, type Paging, readOptions, totalOf, visibleIn } from './query'

export type AlbumRow = {
  albumId: number
  classifyId: number
  title: string
  coverUrl: string
  coverAlt: string
  videoFile: string
  viewCount: number
  duration: number
  uploadTime: string
  summary: string
  /** WebVTT caption files by language (src/lib/captions.ts makes the player's tracks). */
  captions: CaptionRow[]
}

export type ClassificationRow = {
  classifyId: number
  classifyName: string
  sort: number
  albumList: AlbumRow[]
}

function toAlbumRow(doc: TeachingAlbum): AlbumRow {
  return {
    albumId: doc.id,
    classifyId: relationId(doc.classification) ?? 0,
    title: doc.title ?? '',
    coverUrl: mediaUrl(doc.cover, 'card'),
    coverAlt: imageView(doc.cover)?.alt || doc.title || '',
    videoFile: mediaUrl(doc.video),
    viewCount: doc.viewCount ?? 0,
    duration: Math.round(doc.duration ?? 0),
    uploadTime: formatShanghaiTime(doc.uploadedAt),
    summary: doc.summary ?? '',
    captions: captionRows(doc.captions),
  }
}

/** How old a view count shown on a page may be; the player shows the exact count once a view is counted. */
const VIEW_COUNT_MAX_AGE_SECONDS = 60

/** Every published album in this language, by classification order then album order. */
export const listAllAlbums = cached(
  async (locale: Locale): Promise<AlbumRow[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'teaching-albums',
      ...readOptions(locale),
      where: visibleIn(locale),
      sort: ['_order', 'id'],
      pagination: false,
    })
    return result.docs.map(toAlbumRow)
  },
  'teaching:albums',
  [TAGS.teaching, TAGS.media],
  // View counts rise without a publish (countAlbumView): lists and pages show them at most this old.
  { maxAgeSeconds: VIEW_COUNT_MAX_AGE_SECONDS },
)

/** Published teaching classifications in this language, each with its albums in order. */
export const listClassifications = cached(
  async (locale: Locale, { pageNum, pageSize }: Paging): Promise<Paged<ClassificationRow>> => {
    const payload = await getPayloadClient()
    const where = visibleIn(locale, 'name')
    const result = await payload.find({
      collection: 'teaching-classifications',
      ...readOptions(locale, 0),
      where,
      sort: ['_order', 'id'],
      page: pageNum,
      limit: pageSize,
    })
    const albums = await listAllAlbums(locale)
    // `sort`: the place in the editors' order over all pages (0 first), a number as the API has always answered it.
    const rows = result.docs.map((doc: TeachingClassification, index) => ({
      classifyId: doc.id,
      classifyName: doc.name ?? '',
      sort: (pageNum - 1) * pageSize + index,
      albumList: albums.filter((a) => a.classifyId === doc.id),
    }))
    return { rows, total: await totalOf(result, pageNum, () => payload.count({ collection: 'teaching-classifications', locale, where })) }
  },
  'teaching:classifications',
  [TAGS.teaching, TAGS.media],
)

export async function getAlbum(locale: Locale, albumId: number): Promise<AlbumRow | null> {
  return (await listAllAlbums(locale)).find((a) => a.albumId === albumId) ?? null
}

/** The albums other than this one: its own classification first. Null when the album does not exist. */
export async function otherAlbums(locale: Locale, albumId: number, limit: number): Promise<Paged<AlbumRow> | null> {
  const all = await listAllAlbums(locale)
  const self = all.find((a) => a.albumId === albumId)
  if (!self) return null
  const others = all.filter((a) => a.albumId !== albumId)
  const ordered = [...others.filter((a) => a.classifyId === self.classifyId), ...others.filter((a) => a.classifyId !== self.classifyId)]
  return { rows: ordered.slice(0, limit), total: ordered.length }
}

type DrizzleLike = {
  drizzle: {
    update: (table: unknown) => {
      set: (values: Record<string, unknown>) => {
        where: (cond: unknown) => { returning: (cols: Record<string, unknown>) => Promise<Array<{ viewCount: number }>> }
      }
    }
  }
  tables: Record<string, Record<string, unknown>>
}

/**
 * Counts one view of a published album and answers the new count; null when there is no such album.
 * One atomic UPDATE … RETURNING, so concurrent views are all counted. It drops no cache (a purge per view
 * would empty the response cache under load): pages show counts at most VIEW_COUNT_MAX_AGE_SECONDS old.
 */
export async function countAlbumView(albumId: number): Promise<number | null> {
  const payload = await getPayloadClient()
  const db = payload.db as unknown as DrizzleLike
  const table = db.tables.teaching_albums
  const rows = await db.drizzle
    .update(table)
    .set({ viewCount: sql`coalesce(${table.viewCount}, 0) + 1` })
    .where(and(eq(table.id as never, albumId), eq(table._status as never, 'published')))
    .returning({ viewCount: table.viewCount })
  return rows[0]?.viewCount ?? null
}

/** The view count of a published album as it stands (no view counted); null when there is no such album. */
export async function albumViewCount(albumId: number): Promise<number | null> {
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection: 'teaching-albums',
    where: { and: [{ id: { equals: albumId } }, { _status: { equals: 'published' } }] },
    select: { viewCount: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs[0] ? (found.docs[0].viewCount ?? 0) : null
}
