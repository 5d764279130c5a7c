/**
 * The cache tags of the content, one per kind: the content layer's reads are cached under them (src/content/cache.ts)
 * and the collections and globals drop them after a publish, an unpublish or a deletion (src/content/revalidate.ts).
 * It imports nothing of the project (a lint rule), so that every layer may name a tag.
 */

// public-kinds-ok: cache tags are per content area (`teaching` covers classifications and albums), not per collection.
export const TAGS = {
  banners: 'banners',
  news: 'news',
  videos: 'videos',
  partners: 'partners',
  software: 'software',
  updateLogs: 'update-logs',
  helpDocuments: 'help-documents',
  teaching: 'teaching',
  pages: 'pages',
  media: 'media',
  siteSettings: 'site-settings',
  homePage: 'home-page',
  navigation: 'navigation',
  searchBestBets: 'search-best-bets',
} as const

export type CacheTag = (typeof TAGS)[keyof typeof TAGS]

export const ALL_TAGS: readonly CacheTag[] = Object.values(TAGS)
