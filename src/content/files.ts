import { cached } from './cache'
import { TAGS } from './cache-tags'
import { type FileRecord, toFileRecord } from './media'
import { getPayloadClient } from './payload'

/** File records by id, in the order asked; unknown ids are left out. */
export const listFilesByIds = cached(
  async (ids: number[]): Promise<FileRecord[]> => {
    if (ids.length === 0) return []
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'media',
      // Only files published content uses (src/content/media-visibility.ts).
      where: { and: [{ id: { in: ids } }, { isPublic: { equals: true } }] },
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
    const byId = new Map(result.docs.map((doc) => [doc.id, doc]))
    return ids.flatMap((id) => {
      const doc = byId.get(id)
      return doc ? [toFileRecord(doc)] : []
    })
  },
  'media:byIds',
  [TAGS.media],
)
