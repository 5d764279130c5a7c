/**
 * Images with words in them, per language. A media file may say the language of the words drawn in it
 * (`textLanguage`) and name the same image drawn in the other language (`inOtherLanguage`). The site's reads (the
 * content layer's, marked by `readContext()`) then show, wherever a document uses that image, its version in the
 * page's language: a Chinese page shows no picture with English words when a Chinese one exists, and the other way
 * round. The document keeps one image: editors pick it once, and the pair is kept on the media files.
 *
 * The admin and Payload's REST API read the media as stored. A version in the other language is public whenever the
 * image it belongs to is (src/content/media-visibility.ts asks `withOtherLanguageVersions`).
 */
import type { CollectionAfterReadHook, Payload, PayloadRequest } from 'payload'

import { relationId } from '@/lib/media-refs'
import type { Media } from '@/payload-types'

const SITE_READ = 'siteRead'

/** The `context` of a content-layer read: populated images come in the page's language. */
export function readContext(): Record<string, unknown> {
  return { [SITE_READ]: true }
}

/**
 * Media's afterRead hook: in a site read, an image whose words are in another language than the read's gives the
 * fields of its version in that language (file, sizes, dimensions; its own id and alternative text stay, so links
 * and descriptions do not change). Nothing changes when there is no such version.
 */
export const imageInReadLanguage: CollectionAfterReadHook<Media> = async ({ doc, req, context }) => {
  if (!context?.[SITE_READ]) return doc
  const locale = req.locale
  const otherId = relationId(doc.inOtherLanguage)
  if (!doc.textLanguage || !otherId || !locale || doc.textLanguage === locale || locale === 'all') return doc
  const other = await req.payload
    .findByID({
      collection: 'media',
      id: otherId,
      depth: 0,
      locale,
      fallbackLocale: false,
      overrideAccess: true,
      disableErrors: true,
      // A plain read: no second swap, and nothing of this request's context.
      context: {},
    })
    .catch(() => null)
  if (!other || other.textLanguage !== locale || !other.url) return doc
  return {
    ...doc,
    url: other.url,
    filename: other.filename,
    mimeType: other.mimeType,
    filesize: other.filesize,
    width: other.width,
    height: other.height,
    focalX: other.focalX,
    focalY: other.focalY,
    sizes: other.sizes,
    thumbnailURL: other.thumbnailURL,
    textLanguage: other.textLanguage,
  }
}

/** The versions in the other language of the media among `ids`: id → its version. One query, whatever the number of ids. */
export async function otherLanguageVersionsOf(payload: Payload, ids: Iterable<number>, req?: PayloadRequest): Promise<Map<number, number>> {
  const versions = new Map<number, number>()
  const unique = [...new Set(ids)]
  if (unique.length === 0) return versions
  const { docs } = await payload.find({
    collection: 'media',
    where: { and: [{ id: { in: unique } }, { inOtherLanguage: { exists: true } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { inOtherLanguage: true },
    req,
  })
  for (const doc of docs as Array<Pick<Media, 'id' | 'inOtherLanguage'>>) {
    const other = relationId(doc.inOtherLanguage)
    if (other) versions.set(doc.id, other)
  }
  return versions
}

/** `ids` with the versions in `versions` (from otherLanguageVersionsOf) of those among them. */
export function withVersions(ids: Iterable<number>, versions: Map<number, number>): Set<number> {
  const all = new Set<number>()
  for (const id of ids) {
    all.add(id)
    const other = versions.get(id)
    if (other) all.add(other)
  }
  return all
}

/**
 * `ids` and the versions in the other language of the media among them: what must be public when those are.
 * One query, whatever the number of ids.
 */
export async function withOtherLanguageVersions(payload: Payload, ids: Iterable<number>, req?: PayloadRequest): Promise<Set<number>> {
  const unique = [...new Set(ids)]
  return withVersions(unique, await otherLanguageVersionsOf(payload, unique, req))
}
