/**
 * What the search index holds for each kind of content: which documents, in which language, under which address.
 * Only what a visitor can open is indexed: published, with its text in that language (an item without English is
 * not found on the English site), and for help documents and update logs, of software that is itself published.
 */
import type { Payload, PayloadRequest, Where } from 'payload'

import { type Locale, LOCALES } from '@/i18n/locales'
import { relationId } from '@/lib/media-refs'
import { hasFlag, kindsWith, type PathDoc, PUBLIC_KINDS, publicPathOf, type SearchedKind } from '@/lib/public-kinds'

import { richTextToText } from '../richtext'
import type { SearchEntry, SearchKind } from './store'

/** The collections whose documents are searched: those the table of public kinds marks `search`. */
export type SearchedCollection = SearchedKind

export function isSearched(slug: string): slug is SearchedCollection {
  return hasFlag(slug, 'search')
}

const sourceOf = (collection: SearchedCollection, id: number) => `${collection}:${id}`

/** Keys of a page's blocks that hold no visible text (addresses, media, choices, ids), or none worth searching. */
const NOT_TEXT = new Set([
  'id',
  'blockType',
  'blockName',
  'href',
  'url',
  'slug',
  'category',
  'icon',
  'image',
  'images',
  'poster',
  'video',
  'file',
  'cover',
  'logo',
  'imagePosition',
  'newWindow',
  'clientType',
  'scale',
  // A client's words on a case page are shown, not searched for: they name products and places in passing and
  // would pull a case above the product a visitor asks for (the client's name is searched).
  'quote',
  'quoteBy',
  'sort',
  '_order',
  'alt',
  '_status',
  'createdAt',
  'updatedAt',
  'publishedAt',
])

/** The visible text of a block tree: its strings and rich text, in order, addresses and media left out. */
function visibleText(value: unknown): string {
  const out: string[] = []
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (v.trim() && !/^(?:https?:|mailto:|tel:|\/|#)/i.test(v.trim())) out.push(v.trim())
      return
    }
    if (Array.isArray(v)) {
      v.forEach(walk)
      return
    }
    if (v && typeof v === 'object') {
      if ('root' in v) {
        out.push(richTextToText(v))
        return
      }
      for (const [key, child] of Object.entries(v)) if (!NOT_TEXT.has(key)) walk(child)
    }
  }
  walk(value)
  return out.filter(Boolean).join(' ')
}

type Doc = Record<string, unknown> & { id: number; updatedAt: string }

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')
/** A document's address on the site (src/lib/public-kinds.ts). */
const path = (collection: SearchedKind, doc: PathDoc, locale?: Locale) => publicPathOf(collection, doc, locale) ?? ''
const iso = (...values: unknown[]) => {
  for (const v of values) if (typeof v === 'string' && v) return new Date(v).toISOString()
  return new Date(0).toISOString()
}

/** The published documents of a collection in one language (all of them, or those with these ids). */
async function readVisible(
  payload: Payload,
  collection: SearchedCollection,
  locale: Locale,
  ids: number[] | null,
  req: PayloadRequest | undefined,
  extra: Where[] = [],
): Promise<Doc[]> {
  const field = PUBLIC_KINDS[collection].textField
  const result = await payload.find({
    collection: collection,
    locale,
    fallbackLocale: false,
    depth: 0,
    overrideAccess: true,
    draft: false,
    pagination: false,
    where: {
      and: [
        { _status: { equals: 'published' } },
        { [field]: { exists: true } },
        { [field]: { not_equals: '' } },
        ...(ids ? [{ id: { in: ids } }] : []),
        ...extra,
      ],
    },
    ...(req ? { req } : {}),
  })
  return result.docs as unknown as Doc[]
}

type SoftwareInfo = { id: number; alias: string; name: string; version: string }

async function softwareIn(payload: Payload, locale: Locale, req?: PayloadRequest): Promise<Map<number, SoftwareInfo>> {
  const docs = await readVisible(payload, 'software', locale, null, req)
  return new Map(docs.map((d) => [d.id, { id: d.id, alias: text(d.alias), name: text(d.name), version: text(d.version) }]))
}

/** The collections whose documents carry caption tracks (src/fields/captions.ts). */
// public-kinds-ok: the searched kinds with captions (a subset of the table's, typed by it).
const CAPTIONED: SearchedCollection[] = ['videos', 'teaching-albums']

type CaptionRowRef = { language?: unknown; file?: unknown }

const captionRowsOf = (doc: Doc): CaptionRowRef[] => (Array.isArray(doc.captions) ? (doc.captions as CaptionRowRef[]) : [])

/** The words of the caption files these documents use, by media id (kept on the media document at upload). */
async function captionWordsOf(payload: Payload, docs: Doc[], req: PayloadRequest | undefined): Promise<Map<number, string>> {
  const ids = docs.flatMap((doc) => captionRowsOf(doc).map((row) => relationId(row.file))).filter((id): id is number => id !== null)
  if (ids.length === 0) return new Map()
  const found = await payload.find({
    collection: 'media',
    depth: 0,
    overrideAccess: true,
    pagination: false,
    where: { id: { in: [...new Set(ids)] } },
    select: { captionText: true },
    ...(req ? { req } : {}),
  })
  return new Map(found.docs.map((media) => [media.id, text(media.captionText)]))
}

/** The words of a document's captions in one language: a word only said in the video finds it. */
function captionsIn(doc: Doc, locale: Locale, words: Map<number, string>): string {
  return captionRowsOf(doc)
    .filter((row) => row.language === locale)
    .map((row) => words.get(relationId(row.file) ?? 0) ?? '')
    .filter(Boolean)
    .join(' ')
}

/** The entries of a batch of documents of one collection in one language. */
async function entriesOfDocs(
  payload: Payload,
  collection: SearchedCollection,
  docs: Doc[],
  locale: Locale,
  software: Map<number, SoftwareInfo>,
  req: PayloadRequest | undefined,
): Promise<SearchEntry[]> {
  const words = CAPTIONED.includes(collection) ? await captionWordsOf(payload, docs, req) : new Map<number, string>()
  return docs.flatMap((doc) => entriesOf(collection, doc, locale, software, words))
}

function pageKind(category: unknown): SearchKind {
  if (category === 'product') return 'product'
  if (category === 'article') return 'news'
  return 'page'
}

/** What every entry of a document in a language shares. */
type EntryBase = Pick<SearchEntry, 'source' | 'locale' | 'docId'>

/** The entries of these documents in one language. */
function entriesOf(
  collection: SearchedCollection,
  doc: Doc,
  locale: Locale,
  software: Map<number, SoftwareInfo>,
  captionWords: Map<number, string>,
): SearchEntry[] {
  const source = sourceOf(collection, doc.id)
  const base = { source, locale, docId: doc.id }
  switch (collection) {
    case 'pages':
      return [pageEntry(base, doc)]
    case 'news':
      return [
        {
          ...base,
          kind: 'news',
          title: text(doc.title),
          body: [text(doc.synopsis), richTextToText(doc.content)].filter(Boolean).join(' '),
          url: path(collection, doc),
          updatedAt: iso(doc.publishedAt, doc.updatedAt),
        },
      ]
    case 'videos':
      return [
        {
          ...base,
          kind: 'video',
          title: text(doc.title),
          body: [text(doc.description), captionsIn(doc, locale, captionWords)].filter(Boolean).join(' '),
          url: path(collection, doc),
          updatedAt: iso(doc.createdAt, doc.updatedAt),
        },
      ]
    case 'teaching-albums':
      return [
        {
          ...base,
          kind: 'video',
          title: text(doc.title),
          body: [text(doc.summary), captionsIn(doc, locale, captionWords)].filter(Boolean).join(' '),
          url: path(collection, doc),
          updatedAt: iso(doc.uploadedAt, doc.updatedAt),
        },
      ]
    case 'software':
      return [
        {
          ...base,
          kind: 'download',
          title: `${text(doc.name)} ${text(doc.version)}`.trim(),
          body: text(doc.summary),
          url: path(collection, doc),
          updatedAt: iso(doc.releasedAt, doc.updatedAt),
        },
      ]
    case 'update-logs':
      return updateLogEntries(base, doc, software)
    case 'help-documents':
      return helpEntries(base, doc, locale, software)
  }
}

/** The entry of a page: its title, and the visible text of its summary, hero and blocks. */
function pageEntry(base: EntryBase, doc: Doc): SearchEntry {
  const { title, slug, ...rest } = doc
  return {
    ...base,
    kind: pageKind(doc.category),
    title: text(title),
    body: visibleText({ summary: rest.summary, hero: rest.hero, layout: rest.layout }),
    url: path('pages', { slug }),
    updatedAt: iso(doc.updatedAt),
  }
}

/** The entry of an update log, none when its software is not published in this language. */
function updateLogEntries(base: EntryBase, doc: Doc, software: Map<number, SoftwareInfo>): SearchEntry[] {
  const owner = software.get(relationId(doc.software) ?? 0)
  if (!owner) return []
  return [
    {
      ...base,
      kind: 'download',
      title: text(doc.title),
      body: [owner.name, text(doc.version), text(doc.summary), richTextToText(doc.content)].filter(Boolean).join(' '),
      url: path('update-logs', doc),
      updatedAt: iso(doc.releasedAt, doc.updatedAt),
    },
  ]
}

/**
 * The entries of a help document: one for the document, one per chapter; none when its software is not published in
 * this language or it has no chapter.
 */
function helpEntries(base: EntryBase, doc: Doc, locale: Locale, software: Map<number, SoftwareInfo>): SearchEntry[] {
  const owner = software.get(relationId(doc.software) ?? 0)
  const chapters = Array.isArray(doc.chapters) ? (doc.chapters as Array<{ title?: unknown; content?: unknown }>) : []
  if (!owner || chapters.length === 0) return []
  const url = path('help-documents', { alias: owner.alias }, locale)
  const updatedAt = iso(doc.updatedAt)
  return [
    { ...base, kind: 'help', title: text(doc.title), body: [owner.name, text(doc.intro)].filter(Boolean).join(' '), url, updatedAt },
    ...chapters.map((chapter, index): SearchEntry => ({
      ...base,
      kind: 'help',
      title: text(chapter.title),
      // The document's title too: "EICAD 互通" finds the EICAD chapter on interchanges.
      body: [richTextToText(chapter.content), text(doc.title)].filter(Boolean).join(' '),
      url: `${url}#chapter-${index + 1}`,
      updatedAt,
    })),
  ]
}

/** Collections whose entries name a software (its name, alias or publication decide theirs). */
// public-kinds-ok: the searched kinds that belong to a software (a subset of the table's, typed by it).
const OF_SOFTWARE: SearchedCollection[] = ['update-logs', 'help-documents']

/**
 * The sources to replace after a change of these documents, and their entries now (in every language). A change of
 * a software also renews its update logs and help documents.
 */
export async function entriesFor(
  payload: Payload,
  collection: SearchedCollection,
  ids: number[],
  req?: PayloadRequest,
): Promise<{ sources: string[]; entries: SearchEntry[] }> {
  const sources = ids.map((id) => sourceOf(collection, id))
  const entries: SearchEntry[] = []
  for (const locale of LOCALES) {
    const software = await softwareIn(payload, locale, req)
    const docs = await readVisible(payload, collection, locale, ids, req)
    entries.push(...(await entriesOfDocs(payload, collection, docs, locale, software, req)))
    if (collection === 'software') {
      for (const related of OF_SOFTWARE) {
        const docs = await readVisible(payload, related, locale, null, req, [{ software: { in: ids } }])
        entries.push(...(await entriesOfDocs(payload, related, docs, locale, software, req)))
      }
    }
  }
  if (collection === 'software') {
    // Every update log and help document of this software, whatever its state, is renewed (or removed).
    for (const related of OF_SOFTWARE) {
      const all = await payload.find({
        collection: related,
        depth: 0,
        overrideAccess: true,
        pagination: false,
        where: { software: { in: ids } },
        select: {},
        ...(req ? { req } : {}),
      })
      sources.push(...all.docs.map((d) => sourceOf(related, d.id)))
    }
  }
  return { sources: [...new Set(sources)], entries }
}

/** Every entry of the site, for a full rebuild. */
export async function allEntries(payload: Payload): Promise<SearchEntry[]> {
  const entries: SearchEntry[] = []
  for (const locale of LOCALES) {
    const software = await softwareIn(payload, locale)
    for (const collection of kindsWith('search')) {
      const docs = await readVisible(payload, collection, locale, null, undefined)
      entries.push(...(await entriesOfDocs(payload, collection, docs, locale, software, undefined)))
    }
  }
  return entries
}
