/**
 * What the insight may count: the ids of every document a visitor can open, per language (published, with its text
 * in that language). Kept in the content cache, dropped with the content's own tags when an editor publishes; the
 * database is read only when a publish dropped it (or outside a Next server, in scripts and tests), never per beacon.
 */
import type { Payload } from 'payload'

import { type Locale, LOCALES, perLocale } from '@/i18n/locales'
import type { CatalogueLanguage, InsightCatalogue } from '@/lib/insight'
import { relationId } from '@/lib/media-refs'
import { type InsightKind, PUBLIC_KINDS } from '@/lib/public-kinds'

import { cached } from '../cache'
import { TAGS } from '../cache-tags'
import { publishedOnly } from '../draft'
import { getPayloadClient } from '../payload'
import { readOptions, visibleIn } from '../query'

async function idsOf(payload: Payload, collection: InsightKind, locale: Locale, field = 'title') {
  const textField = PUBLIC_KINDS[collection].textField
  const found = await payload.find({
    collection,
    ...readOptions(locale, 0),
    draft: false,
    where: visibleIn(locale, textField),
    pagination: false,
    select: { [field]: true } as never,
  })
  return found.docs as unknown as Array<{ id: number; slug?: string; alias?: string; software?: unknown }>
}

async function catalogueOf(payload: Payload, locale: Locale): Promise<CatalogueLanguage> {
  const [news, videos, albums, software, updateLogs, helpDocuments, pages] = await Promise.all([
    idsOf(payload, 'news', locale),
    idsOf(payload, 'videos', locale),
    idsOf(payload, 'teaching-albums', locale),
    idsOf(payload, 'software', locale, 'alias'),
    idsOf(payload, 'update-logs', locale),
    idsOf(payload, 'help-documents', locale, 'software'),
    idsOf(payload, 'pages', locale, 'slug'),
  ])
  const aliasOf = new Map(software.map((s) => [s.id, s.alias ?? '']))
  const help: Record<string, number> = {}
  for (const doc of helpDocuments) {
    const alias = aliasOf.get(relationId(doc.software) ?? 0)
    if (alias && !Object.hasOwn(help, alias)) help[alias] = doc.id
  }
  return {
    news: news.map((d) => d.id),
    videos: videos.map((d) => d.id),
    albums: albums.map((d) => d.id),
    software: software.map((d) => d.id),
    updateLogs: updateLogs.map((d) => d.id),
    helpDocuments: help,
    pages: Object.fromEntries(pages.filter((p) => p.slug).map((p) => [p.slug!, p.id])),
  }
}

/** The catalogue of both languages, from the content cache. */
const cachedCatalogue = cached(
  async (): Promise<InsightCatalogue> => {
    const payload = await getPayloadClient()
    const languages = await Promise.all(LOCALES.map((locale) => catalogueOf(payload, locale)))
    return perLocale((locale) => languages[LOCALES.indexOf(locale)])
  },
  'insight:catalogue',
  [TAGS.news, TAGS.videos, TAGS.teaching, TAGS.software, TAGS.updateLogs, TAGS.helpDocuments, TAGS.pages],
)

/** How long one read of the catalogue is shared by the beacons of this process (a burst reads it once). */
const CATALOGUE_SHARE_MS = 2000
let shared: { at: number; value: Promise<InsightCatalogue> } | null = null

/**
 * The catalogue, published content only (an editor's draft preview never counts drafts). Beacons arriving together
 * share one read, and a read is shared for CATALOGUE_SHARE_MS: a flood of beacons costs one content-cache read every
 * two seconds, and a publish is counted at most that much later.
 */
export function insightCatalogue(): Promise<InsightCatalogue> {
  const now = Date.now()
  if (shared && now - shared.at < CATALOGUE_SHARE_MS) return shared.value
  const value = publishedOnly(() => cachedCatalogue()).catch((error: unknown) => {
    shared = null
    throw error
  })
  shared = { at: now, value }
  return value
}
