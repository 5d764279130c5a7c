/**
 * The sitemap's content (src/lib/sitemap.ts for its shape): the index names the children that hold something, each
 * with the last change of its content; a child of a split type reads its id range in one keyset pass (id order,
 * `id > last` per page, never an offset), so its cost is that of its own items whatever the size of the site.
 * Each child is cached under its own tag (src/content/sitemap-tags.ts says which a publish drops).
 */
import type { CollectionSlug, Payload, Where } from 'payload'

import { type Locale, LOCALES } from '@/i18n/locales'
import { INFORMATION_CLASSES } from '@/i18n/query-routes'
import { PUBLIC_KINDS, publicPathOf, SITEMAP_COLLECTIONS } from '@/lib/public-kinds'
import { idRange, partOf, type SitemapChild, type SitemapEntry, SPLIT_KINDS, type SplitKind } from '@/lib/sitemap'

import { cached, SITEMAP_INDEX_TAG, sitemapTag } from './cache'
import { getPayloadClient } from './payload'
import { readOptions, visibleIn } from './query'
import { listSoftware } from './software'

export type SitemapOptions = {
  /** URLs per child at most (default SITEMAP_CHILD_URLS); tests use a small one to cross a child's boundary. */
  childUrls?: number
  /** Rows per keyset page within a child. */
  pageSize?: number
}

const PAGE_SIZE = 1000

type Row = { id: number; updatedAt?: string | null; slug?: string | null }

type SplitSource = {
  /** Conditions that depend on other collections (the software or classification being published in the language). */
  within?: (payload: Payload, locale: Locale) => Promise<Where[]>
}

async function publishedIds(payload: Payload, collection: CollectionSlug, locale: Locale, textField: string): Promise<number[]> {
  const found = await payload.find({
    collection,
    ...readOptions(locale, 0),
    where: visibleIn(locale, textField),
    pagination: false,
    select: {},
  })
  return found.docs.map((d) => d.id)
}

/** What a split child lists beyond its kind's published documents (its path and text field: src/lib/public-kinds.ts). */
const SOURCES: Record<SplitKind, SplitSource> = {
  pages: {},
  news: {},
  videos: {},
  'update-logs': {
    within: async (_payload, locale) => [{ software: { in: (await listSoftware(locale)).map((s) => s.id) } }],
  },
  teaching: {
    within: async (payload, locale) => [
      { classification: { in: await publishedIds(payload, 'teaching-classifications', locale, 'name') } },
    ],
  },
}

/** One language's rows of an id range, read in keyset pages (`id > last`, id order). */
async function rangeRows(payload: Payload, kind: SplitKind, locale: Locale, part: number, options: SitemapOptions): Promise<Row[]> {
  const source = SOURCES[kind]
  const { from, to } = idRange(part, options.childUrls)
  const within = source.within ? await source.within(payload, locale) : []
  const rows: Row[] = []
  for (let last = from - 1; ;) {
    // The adapter's own find: the rows as stored, without Payload's per-document read hooks, which only shape
    // fields a sitemap does not read.
    const page = await payload.db.find({
      collection: SITEMAP_COLLECTIONS[kind],
      locale,
      where: visibleIn(locale, PUBLIC_KINDS[SITEMAP_COLLECTIONS[kind]].textField, [
        { id: { greater_than: last } },
        { id: { less_than_equal: to } },
        ...within,
      ]),
      sort: 'id',
      limit: options.pageSize ?? PAGE_SIZE,
      pagination: false,
      select: kind === 'pages' ? { slug: true, updatedAt: true } : { updatedAt: true },
    })
    const docs = page.docs as Row[]
    rows.push(...docs)
    if (docs.length < (options.pageSize ?? PAGE_SIZE)) return rows
    last = docs[docs.length - 1].id
  }
}

/** The items of one split child: each with its path in the languages it is published in. */
async function splitEntries(kind: SplitKind, part: number, options: SitemapOptions): Promise<SitemapEntry[]> {
  const payload = await getPayloadClient()
  const byId = new Map<number, SitemapEntry>()
  for (const locale of LOCALES) {
    for (const row of await rangeRows(payload, kind, locale, part, options)) {
      const path = publicPathOf(SITEMAP_COLLECTIONS[kind], row, locale)
      if (!path) continue
      const entry = byId.get(row.id) ?? { paths: {}, lastmod: row.updatedAt ?? undefined }
      entry.paths[locale] = path
      byId.set(row.id, entry)
    }
  }
  return [...byId.values()]
}

const everywhere = (path: string): SitemapEntry => ({ paths: Object.fromEntries(LOCALES.map((l) => [l, path])) })

/** The fixed routes: home, the lists of each news class, downloads, support, teaching, contact and the hubs. */
function siteEntries(): SitemapEntry[] {
  return [
    '/pc_index',
    ...INFORMATION_CLASSES.map((cls) => `/information?class=${encodeURIComponent(cls)}&type=information`),
    '/download',
    '/updateLog',
    '/helpDocuments',
    '/demonstrationTeaching',
    '/contact',
    // The case list's industry filters are views of /cases, not pages of their own.
    '/products',
    '/solutions',
    '/cases',
  ].map(everywhere)
}

/** Per software: its update-log list, and its help document once per language it is written in (its canonical URL). */
async function softwareEntries(): Promise<SitemapEntry[]> {
  const payload = await getPayloadClient()
  const logLists = new Map<number, SitemapEntry>()
  const help = new Map<number, SitemapEntry>()
  for (const locale of LOCALES) {
    const software = await listSoftware(locale)
    for (const s of software) {
      const entry = logLists.get(s.id) ?? { paths: {} }
      entry.paths[locale] = `/updateLog?softwareId=${s.id}`
      logLists.set(s.id, entry)
    }
    const docs = await payload.find({
      collection: 'help-documents',
      ...readOptions(locale, 0),
      where: visibleIn(locale, 'title', [{ software: { in: software.map((s) => s.id) } }]),
      pagination: false,
      select: { software: true, updatedAt: true, chapters: { id: true } },
    })
    for (const doc of docs.docs) {
      const alias = software.find((s) => s.id === doc.software)?.alias
      if (!alias || !doc.chapters?.length) continue
      const entry = help.get(doc.id) ?? { paths: {}, lastmod: doc.updatedAt }
      entry.paths[locale] = publicPathOf('help-documents', { alias }, locale) ?? ''
      help.set(doc.id, entry)
    }
  }
  return [...logLists.values(), ...help.values()]
}

async function childEntries({ kind, part }: SitemapChild, options: SitemapOptions): Promise<SitemapEntry[] | null> {
  if (kind === 'site') return siteEntries()
  if (kind === 'software') return softwareEntries()
  const entries = await splitEntries(kind, part, options)
  // A part past the last one is no child (404), an emptied one inside the range an empty list.
  return entries.length > 0 || (await lastPart(kind, options)) >= part ? entries : null
}

/** One child's entries; null when there is no such child. Cached under the child's own tag and its type's. */
export const readSitemapChild = cached<[child: SitemapChild, options?: SitemapOptions], SitemapEntry[] | null>(
  (child: SitemapChild, options: SitemapOptions = {}) => childEntries(child, options),
  'sitemap:child',
  (child) => [sitemapTag(child.kind), sitemapTag(child.kind, child.part)],
)

/** The last split part holding a published document (0 when none does). */
async function lastPart(kind: SplitKind, options: SitemapOptions): Promise<number> {
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection: SITEMAP_COLLECTIONS[kind],
    where: { _status: { equals: 'published' } },
    sort: '-id',
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: {},
  })
  const id = found.docs[0]?.id
  return typeof id === 'number' ? partOf(id, options.childUrls) : 0
}

/** The latest change of a published document of the collection (within an id range). */
async function latestChange(collection: CollectionSlug, range?: { from: number; to: number }): Promise<string | undefined> {
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection,
    where: {
      and: [
        { _status: { equals: 'published' } },
        ...(range ? [{ id: { greater_than_equal: range.from } }, { id: { less_than_equal: range.to } }] : []),
      ],
    },
    sort: '-updatedAt',
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { updatedAt: true },
  })
  return (found.docs[0] as { updatedAt?: string } | undefined)?.updatedAt
}

export type SitemapIndexItem = SitemapChild & { lastmod?: string }

async function indexItems(options: SitemapOptions): Promise<SitemapIndexItem[]> {
  const items: SitemapIndexItem[] = [{ kind: 'site', part: 1 }]
  const [software, help] = await Promise.all([latestChange('software'), latestChange('help-documents')])
  items.push({ kind: 'software', part: 1, lastmod: [software, help].filter(Boolean).sort().at(-1) })
  for (const kind of SPLIT_KINDS) {
    const last = await lastPart(kind, options)
    for (let part = 1; part <= last; part += 1) {
      const lastmod = await latestChange(SITEMAP_COLLECTIONS[kind], idRange(part, options.childUrls))
      if (lastmod) items.push({ kind, part, lastmod })
    }
  }
  return items
}

/** The children the index names: the fixed ones and every id range holding a published document. */
export const listSitemapChildren = cached((options: SitemapOptions = {}) => indexItems(options), 'sitemap:index', [SITEMAP_INDEX_TAG])
