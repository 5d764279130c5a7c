import type { Where } from 'payload'

import { type Locale, LOCALES } from '@/i18n/locales'
import { formatBytes } from '@/lib/format'
import { relationId } from '@/lib/media-refs'
import { parseRequirements, type Requirement } from '@/lib/requirements'
import { formatShanghaiTime } from '@/lib/time'
import type { HelpDocument, Software, UpdateLog } from '@/payload-types'

import { cached } from './cache'
import { TAGS } from './cache-tags'
import { asMedia, mediaUrl } from './media'
import { getPayloadClient } from './payload'
import { type Paged, pageWithTotal, type Paging, readOptions, visibleIn } from './query'
import { richTextToHtml } from './richtext'

export type SoftwareRow = {
  id: number
  alias: string
  softwareName: string
  version: string
  updateTime: string
  fileSize: string
  downloadUrl: string
  /** The SHA-256 (hex) of the uploaded installer, computed at upload, or the one an editor entered for an external link. */
  sha256: string
  summary: string
  /** System requirements in this language (operating system, processor, memory, graphics, dongle driver). */
  requirements: Requirement[]
  /** Earlier releases still offered, newest first, each with its notes in this language and its own checksum. */
  olderVersions: OlderVersionRow[]
}

type OlderVersionRow = { version: string; releasedAt: string; notes: string; fileSize: string; downloadUrl: string; sha256: string }

type Installer = { file?: Software['file']; downloadLink?: string | null; fileSize?: string | null; sha256?: string | null }

/** Where an installer is, its size and its SHA-256: from the uploaded file, or as an editor entered them for a link. */
function installer(entry: Installer): { fileSize: string; downloadUrl: string; sha256: string } {
  const file = asMedia(entry.file)
  return {
    fileSize: entry.fileSize?.trim() || formatBytes(file?.filesize),
    downloadUrl: file ? mediaUrl(file) : (entry.downloadLink?.trim() ?? ''),
    sha256: (file ? file.sha256 : entry.sha256)?.trim() || '',
  }
}

function toSoftwareRow(doc: Software): SoftwareRow {
  return {
    id: doc.id,
    alias: doc.alias,
    softwareName: doc.name ?? '',
    version: doc.version,
    updateTime: formatShanghaiTime(doc.releasedAt),
    ...installer(doc),
    summary: doc.summary ?? '',
    requirements: parseRequirements(doc.requirements),
    olderVersions: (doc.olderVersions ?? [])
      .map((v) => ({
        version: v.version,
        releasedAt: v.releasedAt ? formatShanghaiTime(v.releasedAt).slice(0, 10) : '',
        notes: v.notes ?? '',
        ...installer(v),
      }))
      .filter((v) => v.downloadUrl),
  }
}

export type SoftwareFilter = { alias?: string; softwareName?: string }

/** Published software in this language, in the editors' order; optionally filtered by alias or name. */
export const listSoftware = cached(
  async (locale: Locale, filter: SoftwareFilter = {}): Promise<SoftwareRow[]> => {
    const payload = await getPayloadClient()
    const extra: Where[] = [
      ...(filter.alias ? [{ alias: { equals: filter.alias } }] : []),
      ...(filter.softwareName ? [{ name: { like: filter.softwareName } }] : []),
    ]
    const result = await payload.find({
      collection: 'software',
      ...readOptions(locale),
      where: visibleIn(locale, 'name', extra),
      sort: ['_order', 'alias'],
      pagination: false,
    })
    return result.docs.map(toSoftwareRow)
  },
  'software:list',
  [TAGS.software, TAGS.media],
)

export async function getSoftware(locale: Locale, id: number): Promise<SoftwareRow | null> {
  return (await listSoftware(locale)).find((s) => s.id === id) ?? null
}

/**
 * The software a counted download (`/download/file/{id}`, `?version=` for an older version it still offers) serves:
 * published in either language, with its file's address or external link. Null when there is none, when it offers no
 * such version, or when that version has nothing to download.
 */
export async function getDownload(id: number, version?: string | null): Promise<{ url: string; version: string } | null> {
  let row: Awaited<ReturnType<typeof getSoftware>> = null
  for (const locale of LOCALES) row ??= await getSoftware(locale, id)
  if (!row) return null
  if (version && version !== row.version) {
    const older = row.olderVersions.find((v) => v.version === version)
    return older?.downloadUrl ? { url: older.downloadUrl, version: older.version } : null
  }
  return row.downloadUrl ? { url: row.downloadUrl, version: row.version } : null
}

export async function getSoftwareByAlias(locale: Locale, alias: string): Promise<SoftwareRow | null> {
  return (await listSoftware(locale)).find((s) => s.alias === alias) ?? null
}

export type UpdateLogRow = {
  logId: number
  softwareId: number
  softwareName: string
  alias: string
  version: string
  title: string
  summary: string
  updateTime: string
}

export type UpdateLogDetail = UpdateLogRow & { content: string }

function toUpdateLogRow(doc: UpdateLog, software: SoftwareRow): UpdateLogRow {
  return {
    logId: doc.id,
    softwareId: software.id,
    softwareName: software.softwareName,
    alias: software.alias,
    version: doc.version,
    title: doc.title ?? '',
    summary: doc.summary ?? '',
    updateTime: formatShanghaiTime(doc.releasedAt),
  }
}

const logsWhere = (locale: Locale, softwareId: number): Where => visibleIn(locale, 'title', [{ software: { equals: softwareId } }])

/** How many update logs one software has in this language: cached apart from the pages. */
const countUpdateLogs = cached(
  async (locale: Locale, softwareId: number): Promise<number> =>
    (await (await getPayloadClient()).count({ collection: 'update-logs', locale, where: logsWhere(locale, softwareId) })).totalDocs,
  'update-logs:count',
  [TAGS.updateLogs, TAGS.software],
)

/** One software's published update logs in this language, newest first. */
export const listUpdateLogs = cached(
  async (locale: Locale, software: SoftwareRow, paging: Paging): Promise<Paged<UpdateLogRow>> => {
    const payload = await getPayloadClient()
    const where = logsWhere(locale, software.id)
    return pageWithTotal(
      (page) => payload.find({ collection: 'update-logs', ...readOptions(locale, 0), where, sort: ['-releasedAt', '-id'], ...page }),
      paging,
      () => countUpdateLogs(locale, software.id),
      (doc) => toUpdateLogRow(doc, software),
    )
  },
  'update-logs:list',
  [TAGS.updateLogs, TAGS.software],
)

export const getUpdateLog = cached(
  async (locale: Locale, id: number): Promise<UpdateLogDetail | null> => {
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection: 'update-logs',
      ...readOptions(locale),
      where: visibleIn(locale, 'title', [{ id: { equals: id } }]),
      limit: 1,
      pagination: false,
    })
    const doc = found.docs[0]
    const softwareId = doc ? relationId(doc.software) : null
    const software = softwareId === null ? null : await getSoftware(locale, softwareId)
    if (!doc || !software) return null
    return { ...toUpdateLogRow(doc, software), content: richTextToHtml(doc.content) }
  },
  'update-logs:one',
  [TAGS.updateLogs, TAGS.software, TAGS.media],
)

type HelpChapter = { chapterId: string; title: string; anchor: string; content: string }

export type HelpDocumentView = {
  id: number
  softwareId: number
  alias: string
  softwareName: string
  version: string
  language: Locale
  title: string
  intro: string
  chapters: HelpChapter[]
  updateTime: string
}

function toHelpDocument(doc: HelpDocument, software: SoftwareRow, locale: Locale): HelpDocumentView {
  return {
    id: doc.id,
    softwareId: software.id,
    alias: software.alias,
    softwareName: software.softwareName,
    version: software.version,
    language: locale,
    title: doc.title ?? '',
    intro: doc.intro ?? '',
    chapters: (doc.chapters ?? []).map((chapter, index) => ({
      chapterId: chapter.id ?? String(index + 1),
      title: chapter.title,
      anchor: `chapter-${index + 1}`,
      // Under the chapter's own h2 title.
      content: richTextToHtml(chapter.content, { headingLevel: 3 }),
    })),
    updateTime: formatShanghaiTime(doc.updatedAt),
  }
}

/** The help document of one software (by alias) in one language; null when there is none in that language. */
export const getHelpDocument = cached(
  async (locale: Locale, alias: string): Promise<HelpDocumentView | null> => {
    const software = await getSoftwareByAlias(locale, alias)
    if (!software) return null
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection: 'help-documents',
      ...readOptions(locale),
      where: visibleIn(locale, 'title', [{ software: { equals: software.id } }]),
      limit: 1,
      pagination: false,
    })
    const doc = found.docs[0]
    if (!doc || !doc.chapters?.length) return null
    return toHelpDocument(doc, software, locale)
  },
  'help-documents:one',
  [TAGS.helpDocuments, TAGS.software, TAGS.media],
)
