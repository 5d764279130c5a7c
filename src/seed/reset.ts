import type { CollectionSlug, Payload } from 'payload'

/** Every collection the seed writes, in an order that respects relations (dependants first). */
const SEEDED_COLLECTIONS: CollectionSlug[] = [
  'help-documents',
  'update-logs',
  'software',
  'teaching-albums',
  'teaching-classifications',
  'banners',
  'news',
  'videos',
  'partners',
  'pages',
  'lead-alerts',
  'lead-channels',
  'contact-submissions',
  'media',
  'redirects',
]

/** Deletes all seeded content (users stay). */
export async function resetContent(payload: Payload): Promise<void> {
  for (const collection of SEEDED_COLLECTIONS) {
    await payload.delete({
      collection,
      where: { id: { exists: true } },
      overrideAccess: true,
      context: { skipRevalidate: true, skipRedirects: true },
    })
  }
}

/** True when the database already holds site content (the seed then leaves it alone). */
export async function hasContent(payload: Payload): Promise<boolean> {
  for (const collection of ['pages', 'news', 'banners'] as const) {
    const { totalDocs } = await payload.count({ collection, overrideAccess: true })
    if (totalDocs > 0) return true
  }
  return false
}
