/**
 * Baidu URL push: after a news item, page or video is published, its public URLs in the languages it is published
 * in (an item not translated yet is not pushed under /en) are sent to Baidu's push API when the site settings hold a push site and token. It runs in the background: the publish never
 * waits for it and never fails because of it; the answer (or the error) is logged.
 * BAIDU_PUSH_ENDPOINT overrides Baidu's address (tests use a local server).
 */
import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'

import { env } from '@/env'
import { type Locale, LOCALES } from '@/i18n/locales'
import { pushRequestUrl, pushUrlsOf } from '@/lib/baidu'
import { publicPathOf, type PushedKind } from '@/lib/public-kinds'

import { visibleIn } from './query'

const TIMEOUT_MS = 10_000

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

/**
 * Pushes the URLs of one published document in `languages` (default: those it is published in); resolves with what
 * Baidu answered (never rejects).
 */
async function pushPublished(
  payload: Payload,
  collection: PushedKind,
  doc: { id?: unknown; slug?: unknown },
  languages?: Locale[],
): Promise<void> {
  const path = publicPathOf(collection, doc)
  if (!path) return
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const endpoint = env.baiduPushEndpoint
    const target = pushRequestUrl(settings.baiduPush, endpoint)
    if (!target) return
    const pushed = languages ?? (await publishedLanguages(payload, collection, doc.id))
    if (!pushed.length) return
    const urls = pushUrlsOf({ origin: env.serverUrl.replace(/\/+$/, ''), basePath: env.basePath }, path, pushed)
    const res = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: urls.join('\n'),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const answer = (await res.text()).slice(0, 500)
    if (res.ok) payload.logger.info({ msg: 'Baidu URL push', collection, id: doc.id, urls, status: res.status, answer })
    else payload.logger.warn({ msg: 'Baidu URL push refused', collection, id: doc.id, urls, status: res.status, answer })
  } catch (error) {
    payload.logger.error({ msg: 'Baidu URL push failed', collection, id: doc.id, err: error })
  }
}

/** The afterChange hook of a public collection: a publish (not a draft save) schedules a push. */
export function baiduPushHook(collection: PushedKind): CollectionAfterChangeHook {
  return async ({ doc, req, context }) => {
    if (doc?._status === 'published' && !context?.skipBaiduPush) {
      const { payload } = req
      // Its languages are read inside the save's transaction (two counts by id); the push itself runs after the save
      // has finished: the publish never waits for Baidu.
      const languages = await publishedLanguages(payload, collection, doc.id, req).catch(() => [] as Locale[])
      if (languages.length) setTimeout(() => void pushPublished(payload, collection, doc, languages), 0)
    }
    return doc
  }
}
