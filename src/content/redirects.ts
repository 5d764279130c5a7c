/**
 * Redirects in the database (the `redirects` collection, src/collections/Redirects.ts): the table server.ts answers
 * from, the checks of a save (one hop, no loop, no foreign host unless allowed), the redirects a page's route change
 * or deletion creates, the CSV import and the hit counts. The server side is src/server/redirects.ts; the pure rules
 * are src/lib/redirects.ts.
 */
import { parse } from 'csv-parse/sync'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionBeforeValidateHook,
  Payload,
  PayloadRequest,
  Where,
} from 'payload'
import { ValidationError } from 'payload'

import { announceRedirectsChanged } from '@/cache/bus'
import { reloadProcessRedirects } from '@/cache/process-hooks'
import { env } from '@/env'
import { type Locale, localePrefix, LOCALES } from '@/i18n/locales'
import {
  flattenOnto,
  isAllowedHost,
  localeOfPath,
  normalizeFrom,
  pagePaths,
  parseAllowedHosts,
  parseTarget,
  REDIRECT_STATUSES,
  type RedirectMessage,
  redirectMessage,
  type RedirectRule,
  RedirectTable,
  sourcePage,
  tableProblem,
} from '@/lib/redirects'
import type { Redirect } from '@/payload-types'

const REDIRECTS = 'redirects' as const
/** Where a deleted page's old addresses lead (the home page of their language). */
/** Each language's home page. */
const HOME_PATHS = Object.fromEntries(LOCALES.map((l) => [l, `${localePrefix(l)}/pc_index`])) as Record<Locale, string>

type RedirectDoc = {
  id: number | string
  from?: string | null
  targetType?: 'path' | 'page' | null
  to?: string | null
  toPage?: number | string | { id: number | string; slug?: string | null } | null
  status?: string | null
  note?: string | null
  origin?: string | null
  replacesPage?: boolean | null
  changedAt?: string | null
  flattened?: { previousTo?: string | null; by?: string | null } | null
}

const addressOptions = () => ({ basePath: env.basePath, siteOrigin: env.serverUrl })
const languageOf = (req: Partial<PayloadRequest> | undefined) => req?.i18n?.language

/** Refuses a save naming the field by its label in the editor's language (Payload's message lists the fields). */
function refuse(req: PayloadRequest, path: string, key: RedirectMessage, values: Record<string, string> = {}): never {
  const field = req.payload.collections[REDIRECTS]?.config.flattenedFields.find((f) => f.name === path)
  const label = field && 'label' in field && field.label && typeof field.label !== 'function' ? field.label : undefined
  const error = { path, message: redirectMessage(key, languageOf(req), values), ...(label ? { label } : {}) }
  throw new ValidationError({ collection: REDIRECTS, errors: [error], req }, req.t)
}

const idOf = (value: RedirectDoc['toPage']) => (value && typeof value === 'object' ? value.id : (value ?? null))

/** The current path of a page in the locale of `from`, or null when the page is gone. */
async function pagePathFor(req: PayloadRequest, pageId: number | string, from: string): Promise<string | null> {
  const page = await req.payload
    .findByID({ collection: 'pages', id: pageId, depth: 0, draft: false, overrideAccess: true, req, select: { slug: true } })
    .catch(() => null)
  if (!page?.slug) return null
  return pagePaths(page.slug)[localeOfPath(from)]
}

/** Runs `fn` once the transaction of `req` (if any) has been committed: what it reloads must see the change. */
async function afterCommit(req: PayloadRequest, fn: () => void): Promise<void> {
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const sessions = (req.payload.db as unknown as { sessions?: Record<string, unknown> }).sessions
  if (!id || !sessions) {
    fn()
    return
  }
  const until = Date.now() + 10_000
  const wait = () => {
    if (sessions[String(id)] && Date.now() < until) setTimeout(wait, 20)
    else fn()
  }
  setTimeout(wait, 0)
}

/** Every instance reloads its table once this change is committed (not while a CSV import is under way). */
function announce(req: PayloadRequest): void {
  if (req.context?.redirectHitsOnly || req.context?.redirectBatch) return
  void afterCommit(req, () => void announceRedirectsChanged(reloadProcessRedirects))
}

/** Normalises the addresses before Payload checks the fields (and the uniqueness of `from`). */
export const normalizeRedirect: CollectionBeforeValidateHook = ({ data }) => {
  if (!data) return data
  if (typeof data.from === 'string') data.from = normalizeFrom(data.from, addressOptions()) ?? data.from
  if (typeof data.to === 'string') {
    const target = parseTarget(data.to, addressOptions())
    if (target) data.to = target.kind === 'local' ? target.path : target.url
  }
  return data
}

/** The rules of the table as a save sees them: the CSV import's running copy, else read within the save's transaction. */
async function rulesFor(req: PayloadRequest): Promise<RedirectRule[]> {
  const batch = req.context?.redirectRules
  return Array.isArray(batch) ? (batch as RedirectRule[]) : redirectRules(req.payload, req)
}

/** True when the site has a page at `from` (a fixed route, the home page, or a published page's address). */
async function pageExistsAt(req: PayloadRequest, from: string): Promise<boolean> {
  const page = sourcePage(from)
  if (!page) return false
  if ('route' in page) return true
  const { totalDocs } = await req.payload.count({
    collection: 'pages',
    where: { and: [{ slug: { equals: page.slug } }, { _status: { equals: 'published' } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * The checks of a save, in the editor's language: a valid source, a valid target, a host an administrator allowed;
 * not away from a page of the site unless the editor ticked "Replace the existing page"; and, traced through the
 * whole table and the site's own redirects (locale prefixes, `/`, the query routes), no loop and never two hops.
 * A target that is itself redirected is replaced with that redirect's target.
 */
export const checkRedirect: CollectionBeforeChangeHook = async ({ data, req, originalDoc, context, operation }) => {
  if (context?.redirectHitsOnly) return data
  data.changedAt = new Date().toISOString()
  const merged = { ...(originalDoc ?? {}), ...data } as RedirectDoc
  const from = normalizeFrom(merged.from, addressOptions())
  if (!from) refuse(req, 'from', 'from')
  data.from = from
  if (!REDIRECT_STATUSES.includes(String(merged.status ?? '301') as '301')) refuse(req, 'status', 'status')
  // A source that is a page of the site: only when the editor confirms replacing it (checked when the source is new).
  if (!merged.replacesPage && (operation === 'create' || originalDoc?.from !== from) && (await pageExistsAt(req, from)))
    refuse(req, 'replacesPage', 'shadow', { from })
  const rules = (await rulesFor(req)).filter((r) => String(r.id) !== String(originalDoc?.id ?? ''))
  const self = (to: string): RedirectRule => ({ id: originalDoc?.id ?? NEW_RULE, from, to, status: merged.status === '302' ? 302 : 301 })
  const refuseProblems = (field: string, to: string) => {
    const problem = tableProblem(rules, self(to))
    if (problem) refuse(req, field, problem, { from })
  }
  if ((merged.targetType ?? 'path') === 'page') {
    const pageId = idOf(merged.toPage)
    if (pageId === null) refuse(req, 'toPage', 'toMissing')
    const path = await pagePathFor(req, pageId, from)
    if (path === null) refuse(req, 'toPage', 'toMissing')
    refuseProblems('toPage', path)
    data.to = null
    return data
  }
  if (typeof merged.to !== 'string' || merged.to.trim() === '') refuse(req, 'to', 'toMissing')
  const target = parseTarget(merged.to, addressOptions())
  if (!target) refuse(req, 'to', 'to')
  if (target.kind === 'external') {
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
    const allowed = parseAllowedHosts((settings as { redirectHosts?: unknown }).redirectHosts)
    if (!isAllowedHost(target.host, allowed)) refuse(req, 'to', 'host', { host: target.host })
    data.to = target.url
    data.toPage = null
    return data
  }
  let to = target.path
  // One hop: a target that is itself the source of a redirect is replaced by where that one leads.
  const hash = /#.*$/.exec(to)?.[0] ?? ''
  const onward = new RedirectTable(rules).resolve(to.slice(0, to.length - hash.length))
  if (onward) {
    const doc = (await req.payload
      .findByID({ collection: REDIRECTS, id: onward.rule.id, depth: 0, overrideAccess: true, req })
      .catch(() => null)) as RedirectDoc | null
    const pageId = doc?.targetType === 'page' ? idOf(doc.toPage) : null
    if (pageId !== null) {
      const path = await pagePathFor(req, pageId, from)
      if (path !== null) {
        refuseProblems('to', path)
        data.targetType = 'page'
        data.toPage = pageId
        data.to = null
        return data
      }
    }
    to = hash && !onward.location.includes('#') && onward.location.startsWith('/') ? `${onward.location}${hash}` : onward.location
  }
  refuseProblems('to', to)
  data.to = to
  data.toPage = null
  return data
}

/** The id a redirect being created has in the checks. */
const NEW_RULE = '(new)'

/**
 * After a save: the redirects that led to this one's source (in any form of it) now lead straight to its target (one
 * hop), and every instance reloads its table.
 */
export const afterRedirectChange: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (context?.redirectHitsOnly) return doc
  const saved = doc as RedirectDoc
  const from = saved.from ?? ''
  const to = saved.targetType === 'page' ? await pagePathFor(req, idOf(saved.toPage) ?? 0, from) : saved.to
  if (from && to) {
    const rule: RedirectRule = { id: saved.id, from, to, status: saved.status === '302' ? 302 : 301 }
    const rules = await rulesFor(req)
    // The CSV import's running copy of the table learns the new rule.
    if (Array.isArray(req.context?.redirectRules)) {
      const at = rules.findIndex((r) => String(r.id) === String(saved.id))
      if (at === -1) rules.push(rule)
      else rules[at] = rule
    }
    for (const update of flattenOnto(rules, rule)) {
      const before = rules.find((r) => String(r.id) === String(update.id))?.to ?? null
      const flattened = { previousTo: before, by: String(saved.id) }
      const data =
        saved.targetType === 'page'
          ? { targetType: 'page' as const, toPage: idOf(saved.toPage) as number, to: null, flattened }
          : { targetType: 'path' as const, to: update.to, toPage: null, flattened }
      await req.payload.update({ collection: REDIRECTS, id: update.id, data, depth: 0, overrideAccess: true, req })
      const row = rules.find((r) => String(r.id) === String(update.id))
      if (row && Array.isArray(req.context?.redirectRules)) row.to = update.to
    }
  }
  announce(req)
  return doc
}

/**
 * After a deletion: the redirects this one had pointed at its own target (above) lead where they led before, unless
 * an editor has changed them since; every instance reloads its table.
 */
export const afterRedirectDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const deleted = doc as RedirectDoc
  const { docs } = await req.payload.find({
    collection: REDIRECTS,
    where: { 'flattened.by': { equals: String(deleted.id) } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const joined of docs as RedirectDoc[]) {
    const previous = joined.flattened?.previousTo
    // Still leading where the deleted one led (its query or fragment kept from before, as the joining wrote it).
    const pathOf = (url: string | null | undefined) => (url ?? '').split(/[?#]/)[0]
    const unchanged =
      deleted.targetType === 'page' ? idOf(joined.toPage) === idOf(deleted.toPage) : pathOf(joined.to) === pathOf(deleted.to)
    const flattened = { previousTo: null, by: null }
    const data = previous && unchanged ? { targetType: 'path' as const, to: previous, toPage: null, flattened } : { flattened }
    await req.payload.update({ collection: REDIRECTS, id: joined.id, data, depth: 0, overrideAccess: true, req })
  }
  announce(req)
  return doc
}

/** The table every instance answers from: one rule per redirect, page targets read as the page's current path. */
export async function redirectRules(payload: Payload, req?: PayloadRequest): Promise<RedirectRule[]> {
  const { docs } = await payload.find({ collection: REDIRECTS, depth: 0, pagination: false, overrideAccess: true, req })
  const pageIds = [...new Set((docs as RedirectDoc[]).filter((d) => d.targetType === 'page').map((d) => idOf(d.toPage)))].filter(
    (id): id is number | string => id !== null,
  )
  const slugs = new Map<string, string>()
  if (pageIds.length > 0) {
    const pages = await payload.find({
      collection: 'pages',
      where: { id: { in: pageIds } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      draft: false,
      select: { slug: true },
      req,
    })
    for (const page of pages.docs) if (page.slug) slugs.set(String(page.id), page.slug)
  }
  const rules: RedirectRule[] = []
  for (const doc of docs as RedirectDoc[]) {
    if (!doc.from) continue
    let to = doc.to ?? ''
    if (doc.targetType === 'page') {
      const slug = slugs.get(String(idOf(doc.toPage)))
      if (!slug) continue
      to = pagePaths(slug)[localeOfPath(doc.from)]
    }
    if (!to) continue
    rules.push({ id: doc.id, from: doc.from, to, status: doc.status === '302' ? 302 : 301, since: doc.changedAt ?? undefined })
  }
  return rules
}

/** Adds the hits server.ts counted to the redirects (without reloading any table). */
export async function recordRedirectHits(
  payload: Payload,
  hits: Array<{ id: number | string; count: number; last: string }>,
): Promise<void> {
  for (const hit of hits) {
    if (!Number.isFinite(hit.count) || hit.count <= 0) continue
    const doc = await payload.findByID({ collection: REDIRECTS, id: hit.id, depth: 0, overrideAccess: true }).catch(() => null)
    if (!doc) continue
    const last = Number.isNaN(Date.parse(hit.last)) ? new Date().toISOString() : hit.last
    await payload.update({
      collection: REDIRECTS,
      id: hit.id,
      data: { hits: (Number(doc.hits) || 0) + hit.count, lastHit: last },
      depth: 0,
      overrideAccess: true,
      context: { redirectHitsOnly: true },
    })
  }
}

// ---- Pages: the redirects a route change or a deletion creates ----

type PageDoc = { id: number | string; slug?: string | null; title?: string | null; _status?: string | null }

async function deleteRedirectsFrom(req: PayloadRequest, paths: string[]): Promise<void> {
  await req.payload.delete({ collection: REDIRECTS, where: { from: { in: paths } }, overrideAccess: true, req })
}

type NewRedirect = Pick<Redirect, 'from' | 'status'> & Partial<Pick<Redirect, 'targetType' | 'to' | 'toPage' | 'note' | 'origin'>>

async function createRedirect(req: PayloadRequest, data: NewRedirect): Promise<void> {
  const exists = await req.payload.count({ collection: REDIRECTS, where: { from: { equals: data.from } }, overrideAccess: true, req })
  if (exists.totalDocs > 0) return
  try {
    await req.payload.create({ collection: REDIRECTS, data, depth: 0, overrideAccess: true, req })
  } catch (error) {
    // A redirect the checks refuse (it would loop, or hide a fixed page of the site such as /contact) is not made:
    // the page's change goes through without it.
    if (!(error instanceof ValidationError)) throw error
    req.payload.logger.warn({ msg: `Automatic redirect from ${data.from} not made: ${messageOf(error)}` })
  }
}

/** Before a publish: the route the page had while published, when the publish changes it. */
export const rememberPublishedRoute: CollectionBeforeChangeHook = async ({ data, req, operation, originalDoc }) => {
  if (req.context?.skipRedirects) return data
  if (operation !== 'update' || data?._status !== 'published' || !originalDoc?.id) return data
  const published = (await req.payload
    .findByID({
      collection: 'pages',
      id: originalDoc.id,
      depth: 0,
      draft: false,
      overrideAccess: true,
      req,
      select: { slug: true, _status: true },
    })
    .catch(() => null)) as PageDoc | null
  // On req.context itself: a nested local API call (the find above) gave the request a new context object.
  if (published?._status === 'published' && published.slug && published.slug !== data.slug) req.context.pagePublishedRoute = published.slug
  return data
}

/**
 * After a publish: no redirect hides the page's own addresses any more, and when its route changed, its old addresses
 * (both languages) lead to the page.
 */
export const redirectOldRoute: CollectionAfterChangeHook = async ({ doc, req }) => {
  const page = doc as PageDoc
  const old = typeof req.context.pagePublishedRoute === 'string' ? req.context.pagePublishedRoute : null
  delete req.context.pagePublishedRoute
  if (page._status !== 'published' || !page.slug) return doc
  const now = pagePaths(page.slug)
  await deleteRedirectsFrom(req, Object.values(now))
  if (old && old !== page.slug) {
    const paths = pagePaths(old)
    const note = `自动：路由名由 ${old} 改为 ${page.slug} / Automatic: route name changed from ${old} to ${page.slug}`
    for (const from of Object.values(paths)) {
      await createRedirect(req, { from, targetType: 'page', toPage: Number(page.id), status: '301', note, origin: 'automatic' })
    }
  }
  return doc
}

/** Before a page is deleted: redirects that lead to it lead to the home page of their language instead. */
export const redirectsOffDeletedPage: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (req.context?.skipRedirects) return
  const { docs } = await req.payload.find({
    collection: REDIRECTS,
    where: { and: [{ targetType: { equals: 'page' } }, { toPage: { equals: id } }] } satisfies Where,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const row of docs as RedirectDoc[]) {
    const to = HOME_PATHS[localeOfPath(row.from ?? '')]
    await req.payload.update({
      collection: REDIRECTS,
      id: row.id,
      data: { targetType: 'path', to, toPage: null },
      depth: 0,
      overrideAccess: true,
      req,
    })
  }
}

/** After a published page is deleted: its addresses (both languages) lead to the home page of their language. */
export const redirectDeletedPage: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const page = doc as PageDoc
  if (req.context?.skipRedirects || page._status !== 'published' || !page.slug) return doc
  const paths = pagePaths(page.slug)
  const note = `自动：页面 ${page.slug} 已删除 / Automatic: page ${page.slug} was deleted`
  for (const locale of LOCALES) {
    await createRedirect(req, { from: paths[locale], targetType: 'path', to: HOME_PATHS[locale], status: '301', note, origin: 'automatic' })
  }
  return doc
}

// ---- CSV import ----

export type ImportReport = { created: number; errors: Array<{ line: number; message: string }> }

const CSV_MAX_ROWS = 5000

/** The message of a refused row (a field check's message, else the error's own). */
function messageOf(error: unknown): string {
  const data = (error as { data?: { errors?: Array<{ message?: string }> } }).data
  const first = data?.errors?.find((e) => e.message)?.message
  return first ?? (error instanceof Error ? error.message : String(error))
}

/**
 * Imports `from,to[,status][,note]` rows (a first row naming the columns is skipped): each good row becomes a redirect,
 * each bad one is reported by its line number with the reason in the editor's language; nothing stops at a bad row.
 * Runs with the editor's access.
 */
export async function importRedirectsCsv(req: PayloadRequest, text: string): Promise<ImportReport> {
  const language = languageOf(req)
  const report: ImportReport = { created: 0, errors: [] }
  let records: Array<{ record: string[]; info: { lines: number } }>
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      to: CSV_MAX_ROWS + 1,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>
  } catch (error) {
    const line = Number((error as { lines?: number }).lines) || 1
    report.errors.push({ line, message: `${redirectMessage('csvColumns', language)} (${(error as Error).message})` })
    return report
  }
  const rows = records.filter(({ record }, index) => !(index === 0 && /^(from|来源)/i.test(record[0] ?? '')))
  if (rows.length === 0) {
    report.errors.push({ line: 1, message: redirectMessage('csvEmpty', language) })
    return report
  }
  const seen = new Set<string>()
  // One copy of the table for the whole file: each row is checked against it and the rows before it.
  const rules = await redirectRules(req.payload)
  for (const { record, info } of rows) {
    const [from = '', to = '', status = '', note = ''] = record
    const line = info.lines
    if (!from || !to) {
      report.errors.push({ line, message: redirectMessage('csvColumns', language) })
      continue
    }
    const key = normalizeFrom(from, addressOptions())
    if (key && seen.has(key)) {
      report.errors.push({ line, message: redirectMessage('duplicate', language, { from: key }) })
      continue
    }
    try {
      const exists = key ? await req.payload.count({ collection: REDIRECTS, where: { from: { equals: key } }, overrideAccess: true }) : null
      if (exists && exists.totalDocs > 0) {
        report.errors.push({ line, message: redirectMessage('duplicate', language, { from: key ?? from }) })
        continue
      }
      await req.payload.create({
        collection: REDIRECTS,
        data: { from, targetType: 'path', to, status: (status || '301') as Redirect['status'], note: note || null, origin: 'import' },
        depth: 0,
        overrideAccess: false,
        user: req.user,
        req: { user: req.user, i18n: req.i18n, t: req.t, payload: req.payload, locale: req.locale },
        context: { redirectBatch: true, redirectRules: rules },
      })
      if (key) seen.add(key)
      report.created += 1
    } catch (error) {
      report.errors.push({ line, message: messageOf(error) })
    }
  }
  if (report.created > 0) void announceRedirectsChanged(reloadProcessRedirects)
  return report
}
