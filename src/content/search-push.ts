/**
 * The search-engine push console (issue 62, item 2; the engines' rules are src/lib/search-push.ts).
 *
 * - Queueing, inside the save that causes it (so a rolled-back save queues nothing): a publish or a change of a
 *   public page (the kinds with `searchPush` in src/lib/public-kinds.ts) queues each language version that is
 *   published, once its published content differs from what the engine was last sent (a fingerprint); a language
 *   taken off, a deleted document and a new redirect queue the old URL for IndexNow (Baidu has no removal call). A
 *   URL that is itself redirected is not pushed as live. Only the engines configured in the site settings get rows.
 * - Sending, by the `pushSearchEngines` job (src/jobs/pushSearchEngines.ts, one run at a time across instances):
 *   per engine, the due rows in batches of the engine's size (Baidu 2,000 and never more than today's remaining quota,
 *   IndexNow 10,000); Baidu's `over quota` holds its queue until midnight Beijing time; a throttled or failed batch
 *   waits and is tried again; a refusal is kept with the engine's answer.
 * - Keeping: rows older than 30 days are removed by the same job. The secrets (Baidu's token) are never written to
 *   a row or the log.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest, Where } from 'payload'

import { env } from '@/env'
import { type Locale, localeOfPath, LOCALES } from '@/i18n/locales'
import { pushRequestUrl } from '@/lib/baidu'
import { beijingDay, nextBeijingMidnight } from '@/lib/beijing-time'
import { publicPathOf, type PushedKind } from '@/lib/public-kinds'
import {
  contentFingerprint,
  ENGINE_RULES,
  type EngineAnswer,
  indexNowBody,
  isIndexNowKey,
  type LastPush,
  PUSH_RETENTION_DAYS,
  pushReasonFor,
  readBaiduAnswer,
  readIndexNowAnswer,
  retryDelayMs,
  SEARCH_ENGINES,
  type SearchEngine,
} from '@/lib/search-push'
import { CLEAR_SECRETS } from '@/lib/secret-box'
import { absoluteUrl, localizedPath } from '@/lib/seo'
import type { SearchPush } from '@/payload-types'

import { queueRunBy } from './job-runs'
import { visibleIn } from './query'

const COLLECTION = 'search-pushes'
const SEND_TIMEOUT_MS = 15_000

type Settings = { baiduPush?: { site?: string | null; token?: string | null } | null; indexNowKey?: string | null }

const siteAddress = () => ({ origin: env.serverUrl.replace(/\/+$/, ''), basePath: env.basePath })

/** The engines the site settings configure (both off until filled in). */
function configuredEngines(settings: Settings): SearchEngine[] {
  return SEARCH_ENGINES.filter((engine) =>
    engine === 'baidu' ? pushRequestUrl(settings.baiduPush) !== null : isIndexNowKey(settings.indexNowKey?.trim()),
  )
}

export async function readSettings(payload: Payload, req?: PayloadRequest): Promise<Settings> {
  // The token in clear (the admin sees it masked: src/globals/SiteSettings.ts).
  // Read inside the save's request, whose context is put back after: nothing else in it reads a secret in clear.
  const context = { [CLEAR_SECRETS]: true }
  const saved = req?.context
  try {
    return await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: true,
      context,
      ...(req ? { req } : {}),
    })
  } finally {
    if (req && saved) req.context = saved
  }
}

/**
 * The languages a document is published in with its text (as the site shows it: src/content/query.ts). With `req`,
 * read inside that request's transaction (a publish not yet committed on PostgreSQL).
 */
async function publishedLanguages(payload: Payload, collection: PushedKind, id: unknown, req?: PayloadRequest): Promise<Locale[]> {
  if (typeof id !== 'number' && typeof id !== 'string') return []
  // One language after the other, the request's own language put back after: the local API sets `req.locale`.
  const { locale: requestLocale, fallbackLocale } = req ?? {}
  const found: Locale[] = []
  try {
    for (const locale of LOCALES) {
      const where = visibleIn(locale, 'title', [{ id: { equals: id } }])
      const { totalDocs } = await payload.count({ collection, locale, where, overrideAccess: true, ...(req ? { req } : {}) })
      if (totalDocs > 0) found.push(locale)
    }
  } finally {
    if (req) Object.assign(req, { locale: requestLocale, fallbackLocale })
  }
  return found
}

/** The newest row of each (engine, URL) among `rows` (newest first), queued rows apart. */
function latestOf(rows: SearchPush[]): { told: Map<string, SearchPush>; queued: Map<string, SearchPush[]> } {
  const told = new Map<string, SearchPush>()
  const queued = new Map<string, SearchPush[]>()
  for (const row of rows) {
    const key = `${row.engine} ${row.url}`
    if (row.status === 'queued') queued.set(key, [...(queued.get(key) ?? []), row])
    else if (row.status === 'sent' && !told.has(key)) told.set(key, row)
  }
  return { told, queued }
}

type Wanted = { url: string; language: Locale; next: Parameters<typeof pushReasonFor>[2] }

/**
 * Brings the queue in line with what `wanted` says of each URL: a queued row that no longer says the right thing is
 * removed (it was never sent), and a row is queued where the engine was last told something else.
 */
async function reconcile(
  payload: Payload,
  req: PayloadRequest | undefined,
  engines: SearchEngine[],
  document: string,
  wanted: Wanted[],
  rows: SearchPush[],
): Promise<number> {
  const { told, queued } = latestOf(rows)
  let made = 0
  for (const engine of engines) {
    for (const { url, language, next } of wanted) {
      const key = `${engine} ${url}`
      const last = told.get(key)
      const lastPush: LastPush = last ? { reason: last.reason, fingerprint: last.fingerprint } : null
      const reason = pushReasonFor(engine, lastPush, next)
      const fingerprint = next.live ? next.fingerprint : null
      const pending = queued.get(key) ?? []
      if (pending.length === 1 && reason && pending[0].reason === reason && (pending[0].fingerprint ?? null) === fingerprint) continue
      if (pending.length) {
        await payload.delete({
          collection: COLLECTION,
          where: { id: { in: pending.map((r) => r.id) } },
          overrideAccess: true,
          ...(req ? { req } : {}),
        })
      }
      if (!reason) continue
      await payload.create({
        collection: COLLECTION,
        data: { engine, url, language, reason, document, fingerprint, status: 'queued', attempts: 0 },
        depth: 0,
        overrideAccess: true,
        ...(req ? { req } : {}),
      })
      made += 1
    }
  }
  return made
}

async function rowsOf(payload: Payload, where: Where, req?: PayloadRequest): Promise<SearchPush[]> {
  const found = await payload.find({
    collection: COLLECTION,
    where,
    sort: '-createdAt',
    limit: 200,
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return found.docs
}

/** Whether an exact path (with its language prefix) is the source of a redirect: it is not pushed as live then. */
async function redirectedPaths(payload: Payload, paths: string[], req?: PayloadRequest): Promise<Set<string>> {
  if (!paths.length) return new Set()
  const found = await payload.find({
    collection: 'redirects',
    where: { from: { in: paths } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { from: true },
    ...(req ? { req } : {}),
  })
  return new Set(found.docs.map((d) => String((d as { from?: string }).from)))
}

/** A run of the sender now, unless one is queued to run by now (one waiting for Baidu's quota does not count). */
const queueRun = (payload: Payload, req?: PayloadRequest) => queueRunBy(payload, 'pushSearchEngines', 0, { req })

/**
 * Queues what a save of a public document means for the engines (see the top of this file). `deleted`: the document
 * is gone. Returns the number of rows queued.
 */
async function queueDocumentPushes(
  payload: Payload,
  collection: PushedKind,
  doc: { id?: unknown; slug?: unknown; _status?: unknown },
  options: { req?: PayloadRequest; deleted?: boolean } = {},
): Promise<number> {
  const { req, deleted = false } = options
  if (typeof doc.id !== 'number' && typeof doc.id !== 'string') return 0
  // The local API sets `req.locale` on each read in a language: the save's own language is put back after.
  const { locale, fallbackLocale } = req ?? {}
  try {
    return await queueFor(payload, collection, { ...doc, id: doc.id }, req, deleted)
  } finally {
    if (req) Object.assign(req, { locale, fallbackLocale })
  }
}

async function queueFor(
  payload: Payload,
  collection: PushedKind,
  doc: { id: number | string; slug?: unknown; _status?: unknown },
  req: PayloadRequest | undefined,
  deleted: boolean,
): Promise<number> {
  const document = `${collection}:${doc.id}`
  const rows = await rowsOf(payload, { document: { equals: document } }, req)
  // A draft save (autosave every 2 s) of a document nothing was pushed for costs this one read.
  if (doc._status !== 'published' && !rows.some((r) => r.status === 'sent' || r.status === 'queued')) return 0
  const engines = configuredEngines(await readSettings(payload, req))
  if (!engines.length) return 0
  const languages = deleted ? [] : await publishedLanguages(payload, collection, doc.id, req)
  const site = siteAddress()
  const wanted: Wanted[] = []
  const livePaths = new Map<Locale, string>()
  for (const language of languages) {
    const path = publicPathOf(collection, doc, language)
    if (path) livePaths.set(language, path)
  }
  const redirected = await redirectedPaths(
    payload,
    [...livePaths].map(([language, path]) => localizedPath(language, path)),
    req,
  )
  const live = new Set<string>()
  for (const [language, path] of livePaths) {
    if (redirected.has(localizedPath(language, path))) continue
    const url = absoluteUrl(site, language, path)
    live.add(url)
    // A draft save (autosave) changes no published text: a language still live is left as it is queued or told.
    if (doc._status !== 'published') continue
    const published = await payload.findByID({
      collection,
      id: doc.id,
      locale: language,
      draft: false,
      depth: 0,
      overrideAccess: true,
      ...(req ? { req } : {}),
    })
    wanted.push({ url, language, next: { live: true, fingerprint: contentFingerprint(published) } })
  }
  // Each URL told or queued before that is no longer live: taken off (IndexNow), and whatever waits for it dropped.
  const seen = new Set<string>()
  for (const row of rows) {
    if (live.has(row.url) || seen.has(row.url) || row.document !== document) continue
    seen.add(row.url)
    wanted.push({ url: row.url, language: row.language, next: { live: false, reason: 'unpublished' } })
  }
  const made = await reconcile(payload, req, engines, document, wanted, rows)
  if (made > 0) await queueRun(payload, req)
  return made
}

/** Logged, never thrown: a push is never the reason a save fails. */
async function safely(payload: Payload, what: string, queue: () => Promise<number>): Promise<void> {
  try {
    await queue()
  } catch (error) {
    payload.logger.error({ msg: `[search push] queueing ${what} failed`, err: error })
  }
}

/** The hooks of a public collection whose pages are pushed (`searchPush` in src/lib/public-kinds.ts). */
export function searchPushHooks(collection: PushedKind): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc, req, context }) => {
        if (!context?.skipSearchPush)
          await safely(req.payload, `${collection} ${doc?.id}`, () => queueDocumentPushes(req.payload, collection, doc, { req }))
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req, context }) => {
        if (!context?.skipSearchPush) {
          await safely(req.payload, `${collection} ${doc?.id}`, () =>
            queueDocumentPushes(req.payload, collection, doc, { req, deleted: true }),
          )
        }
        return doc
      },
    ],
  }
}

/**
 * A redirect from `from` (a path of this site with its language prefix): IndexNow is told the old URL moved (whether or
 * not this site pushed it before: an engine may have found it anyway). Baidu has no call for it.
 */
async function queueRedirectPush(payload: Payload, from: string, req?: PayloadRequest): Promise<number> {
  const engines = configuredEngines(await readSettings(payload, req))
  if (!engines.includes('indexnow') || !from.startsWith('/')) return 0
  const site = siteAddress()
  const url = `${site.origin}${site.basePath}${from}`
  const rows = await rowsOf(payload, { and: [{ url: { equals: url } }, { engine: { equals: 'indexnow' } }] }, req)
  const queued = rows.filter((r) => r.status === 'queued')
  if (queued.length === 1 && queued[0].reason === 'redirected') return 0
  if (!queued.length && rows.find((r) => r.status === 'sent')?.reason === 'redirected') return 0
  if (queued.length)
    await payload.delete({
      collection: COLLECTION,
      where: { id: { in: queued.map((r) => r.id) } },
      overrideAccess: true,
      ...(req ? { req } : {}),
    })
  await payload.create({
    collection: COLLECTION,
    data: {
      engine: 'indexnow',
      url,
      language: localeOfPath(from),
      reason: 'redirected',
      document: `redirect:${from}`,
      status: 'queued',
      attempts: 0,
    },
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  await queueRun(payload, req)
  return 1
}

/** The Redirects collection's hook: a new source address (a redirect made, or its source changed) is told to IndexNow. */
export const redirectPushHook: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  const from = (doc as { from?: string | null }).from ?? ''
  if (context?.redirectHitsOnly || context?.skipSearchPush || !from || (previousDoc as { from?: string } | undefined)?.from === from)
    return doc
  await safely(req.payload, `redirect ${from}`, () => queueRedirectPush(req.payload, from, req))
  return doc
}

type Sent = { answer: EngineAnswer }

/**
 * One POST; a connection that fails before any answer (`fetch failed`: a kept-alive socket the engine closed while
 * the last batch was being recorded) is tried once more on a new one. A timeout is not: the engine may have it.
 */
async function post(url: string, init: { headers: Record<string, string>; body: string }): Promise<Response> {
  const once = () => fetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(SEND_TIMEOUT_MS), redirect: 'error' })
  try {
    return await once()
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw error
    return once()
  }
}

async function send(engine: SearchEngine, settings: Settings, urls: string[]): Promise<Sent> {
  const site = siteAddress()
  try {
    if (engine === 'baidu') {
      const target = pushRequestUrl(settings.baiduPush, env.baiduPushEndpoint) as string
      const res = await post(target, { headers: { 'content-type': 'text/plain' }, body: urls.join('\n') })
      return { answer: readBaiduAnswer(res.status, await res.text()) }
    }
    const key = (settings.indexNowKey ?? '').trim()
    const res = await post(env.indexNowEndpoint, {
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(indexNowBody(site.origin, site.basePath, key, urls)),
    })
    return { answer: readIndexNowAnswer(res.status, (await res.text()).slice(0, 300)) }
  } catch (error) {
    const what = (error as Error).name === 'TimeoutError' ? 'timeout' : String((error as Error).message ?? error).slice(0, 120)
    return { answer: { kind: 'retry', throttled: false, text: `0 ${what}` } }
  }
}

/** Baidu's remaining quota today, as its last answer today said; null when nothing was pushed today. */
async function baiduRemainToday(payload: Payload, now: number): Promise<number | null> {
  const [row] = await rowsOf(payload, {
    and: [{ engine: { equals: 'baidu' } }, { status: { equals: 'sent' } }, { remain: { exists: true } }],
  })
  if (!row?.sentAt || beijingDay(Date.parse(row.sentAt)) !== beijingDay(now)) return null
  return typeof row.remain === 'number' ? row.remain : null
}

export type PushRun = { sent: number; refused: number; waiting: number; nextAt: number }

/** Sends what waits, engine by engine, within each engine's batch size and quota (see the top of this file). */
/** The earliest queued row of an engine that waits past `at` (a quota or a backoff). */
async function nextWaiting(payload: Payload, engine: SearchEngine, at: number): Promise<SearchPush | undefined> {
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: {
      and: [
        { engine: { equals: engine } },
        { status: { equals: 'queued' } },
        { nextAttemptAt: { greater_than: new Date(at).toISOString() } },
      ],
    },
    sort: 'nextAttemptAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

/** The rows of an engine that may go at `at`, oldest first: one request's worth (and within Baidu's quota left). */
async function dueBatch(payload: Payload, engine: SearchEngine, at: number) {
  let batch = ENGINE_RULES[engine].batch
  if (engine === 'baidu') {
    const remain = await baiduRemainToday(payload, at)
    // At 0, one URL asks whether the quota is back (Baidu answers `over quota` if not).
    if (remain !== null) batch = Math.max(1, Math.min(batch, remain))
  }
  const due: Where = {
    and: [
      { engine: { equals: engine } },
      { status: { equals: 'queued' } },
      { or: [{ nextAttemptAt: { exists: false } }, { nextAttemptAt: { less_than_equal: new Date(at).toISOString() } }] },
    ],
  }
  const found = await payload.find({
    collection: COLLECTION,
    where: due,
    sort: 'createdAt',
    limit: batch,
    depth: 0,
    overrideAccess: true,
    select: { url: true, attempts: true },
  })
  return found.docs
}

/** Sends one batch and records the answer on its rows; `waitUntil` when the engine's queue must wait. */
async function sendBatch(
  payload: Payload,
  engine: SearchEngine,
  settings: Settings,
  rows: Pick<SearchPush, 'id' | 'url' | 'attempts'>[],
  at: number,
): Promise<{ sent: number; refused: number; waitUntil: number }> {
  const urls = [...new Set(rows.map((r) => r.url))]
  const { answer } = await send(engine, settings, urls)
  const ids = rows.map((r) => r.id)
  const attempts = Math.max(...rows.map((r) => r.attempts ?? 0)) + 1
  const when = new Date(at).toISOString()
  // Straight to the database (no hooks or versions on these rows): a batch may hold 10,000 of them.
  const update = (data: Partial<SearchPush>, where: Where = { id: { in: ids } }) =>
    payload.db.updateMany({ collection: COLLECTION, where, data: { ...data, updatedAt: when }, returning: false })
  if (answer.kind === 'accepted') {
    const notTaken = new Set(answer.notTaken ?? [])
    const refused = rows.filter((r) => notTaken.has(r.url)).map((r) => r.id)
    const sent = rows.filter((r) => !notTaken.has(r.url)).map((r) => r.id)
    const done = { sentAt: when, attempts, answer: answer.text, remain: answer.remain ?? null, nextAttemptAt: null }
    if (sent.length) await update({ ...done, status: 'sent' }, { id: { in: sent } })
    if (refused.length) {
      await update({ ...done, status: 'refused' }, { id: { in: refused } })
      payload.logger.warn({
        msg: `[search push] ${engine} did not take ${refused.length} URL(s) (another site's or malformed): ${answer.text}`,
      })
    }
    return { sent: sent.length, refused: refused.length, waitUntil: 0 }
  }
  if (answer.kind === 'refused') {
    await update({ status: 'refused', sentAt: when, attempts, answer: answer.text, nextAttemptAt: null })
    payload.logger.warn({ msg: `[search push] ${engine} refused ${urls.length} URL(s): ${answer.text}` })
    return { sent: 0, refused: ids.length, waitUntil: 0 }
  }
  if (answer.kind === 'over-quota') {
    // Every URL still queued for Baidu waits for the new day's quota.
    const until = nextBeijingMidnight(at)
    const queued: Where = { and: [{ engine: { equals: engine } }, { status: { equals: 'queued' } }] }
    await update({ answer: answer.text, nextAttemptAt: new Date(until).toISOString() }, queued)
    await update({ attempts })
    payload.logger.info({ msg: `[search push] Baidu's quota is used up for today; its queue waits until ${new Date(until).toISOString()}` })
    return { sent: 0, refused: 0, waitUntil: until }
  }
  const wait = retryDelayMs(attempts, answer.throttled)
  await update({ attempts, answer: answer.text, nextAttemptAt: new Date(at + wait).toISOString() })
  payload.logger.warn({ msg: `[search push] ${engine}: ${answer.text}; ${urls.length} URL(s) wait ${Math.round(wait / 1000)} s` })
  return { sent: 0, refused: 0, waitUntil: at + wait }
}

/** Sends what waits, engine by engine, within each engine's batch size and quota (see the top of this file). */
export async function deliverSearchPushes(payload: Payload, now: () => number = Date.now): Promise<PushRun> {
  const run: PushRun = { sent: 0, refused: 0, waiting: 0, nextAt: 0 }
  const later = (at: number) => {
    if (at > 0 && (run.nextAt === 0 || at < run.nextAt)) run.nextAt = at
  }
  const settings = await readSettings(payload)
  const engines = configuredEngines(settings)
  for (const engine of engines) {
    for (;;) {
      const at = now()
      const rows = await dueBatch(payload, engine, at)
      if (!rows.length) break
      const result = await sendBatch(payload, engine, settings, rows, at)
      run.sent += result.sent
      run.refused += result.refused
      if (result.waitUntil) break
    }
    const next = await nextWaiting(payload, engine, now())
    if (next?.nextAttemptAt) later(Date.parse(next.nextAttemptAt))
  }
  const waiting = await payload.count({
    collection: COLLECTION,
    where: { and: [{ status: { equals: 'queued' } }, { engine: { in: engines } }] },
    overrideAccess: true,
  })
  run.waiting = engines.length ? waiting.totalDocs : 0
  return run
}

/** Removes the rows older than the retention (the job calls it on each run). */
export async function pruneSearchPushes(payload: Payload, now: number = Date.now()): Promise<void> {
  const before = new Date(now - PUSH_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString()
  await payload.db.deleteMany({
    collection: COLLECTION,
    where: { and: [{ createdAt: { less_than: before } }, { status: { not_equals: 'queued' } }] },
  })
}

export type EngineSummary = {
  engine: SearchEngine
  configured: boolean
  queued: number
  sent30: number
  refused30: number
  /** Baidu only: the quota left today as its last answer said, null when unknown. */
  remain: number | null
  /** When the queue is next tried, when it waits (a quota or a backoff). */
  waitsUntil: string | null
  /** It waits for Baidu's quota of the next day (not for a backoff). */
  overQuota: boolean
}

/** What the console shows above the list, per engine. */
export async function pushConsoleSummary(payload: Payload, now: number = Date.now()): Promise<EngineSummary[]> {
  const settings = await readSettings(payload)
  const engines = configuredEngines(settings)
  const since = new Date(now - PUSH_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const count = async (engine: SearchEngine, more: Where) =>
    (await payload.count({ collection: COLLECTION, where: { and: [{ engine: { equals: engine } }, more] }, overrideAccess: true }))
      .totalDocs
  return Promise.all(
    SEARCH_ENGINES.map(async (engine): Promise<EngineSummary> => {
      const next = await nextWaiting(payload, engine, now)
      const overQuota = /over quota/i.test(next?.answer ?? '')
      return {
        engine,
        configured: engines.includes(engine),
        queued: await count(engine, { status: { equals: 'queued' } }),
        sent30: await count(engine, { and: [{ status: { equals: 'sent' } }, { sentAt: { greater_than: since } }] }),
        refused30: await count(engine, { and: [{ status: { equals: 'refused' } }, { sentAt: { greater_than: since } }] }),
        // Over quota, none is left today, whatever the last accepted push said.
        remain: engine !== 'baidu' ? null : overQuota ? 0 : await baiduRemainToday(payload, now),
        waitsUntil: next?.nextAttemptAt ?? null,
        overQuota,
      }
    }),
  )
}
