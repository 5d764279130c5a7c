/**
 * An instance's first page renders, made by itself as it starts, when the cache is shared (REDIS_URL). An instance
 * then serves the pages the others rendered and never renders one itself until a publish makes them stale: its first
 * render after a publish paid for loading and compiling the page code (1.3 s on an idle 2-core machine, several
 * seconds on a busy one) and, while it rendered, the instance answered nothing else, so a publish reached visitors
 * through it seconds later than through the instance that saved (tests/e2e/several-instances.test.ts).
 *
 * Once its database answers, the instance asks itself for a few pages in each language: the home page, the news
 * list and the newest article. Each request carries Next's draft-mode cookie (the build's preview id from
 * `.next/prerender-manifest.json`, a secret of the build), so that Next renders the page and its content reads
 * without reading or writing any cache: nothing it renders is kept, so a render made while the database is still
 * being filled (a server started beside its seed) leaves nothing stale behind. (Next's on-demand revalidation header
 * would render too, but writes every read into the shared cache.) Without an editor's session, draft mode shows only
 * published content (src/content/draft.ts). Without Redis, nothing to do: server.ts drops the build's pages at start
 * and the instance renders everything itself.
 */
import fs from 'node:fs'
import path from 'node:path'

import { HEALTH_PROBE_AGENT } from './request-log'

/** Next's draft-mode cookie (`COOKIE_NAME_PRERENDER_BYPASS` in next/dist/server/api-utils). */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

const RETRY_MS = 3000
const GIVE_UP_MS = 5 * 60_000

export type WarmPagesOptions = {
  /** This server as it calls itself, with the base path: `http://127.0.0.1:3000/site`. */
  origin: string
  apiPrefix: string
  /** The path prefix of each language: '' for the default, '/en'. */
  prefixes: string[]
  /** The build's preview id (`previewIdOf`): the value of the draft-mode cookie. */
  previewId: string
  log: (message: string) => void
}

/** The build's preview id, which Next compares the draft-mode cookie with; null when the build has none. */
export function previewIdOf(distDir = path.join(process.cwd(), '.next')): string | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as {
      preview?: { previewModeId?: unknown }
    }
    const id = manifest.preview?.previewModeId
    return typeof id === 'string' && id ? id : null
  } catch {
    return null
  }
}

/** A request of the warm-up: in Next's draft mode, named in the request log. */
function draftHeaders(options: WarmPagesOptions): Record<string, string> {
  return { cookie: `${DRAFT_MODE_COOKIE}=${options.previewId}`, 'user-agent': 'site-warm-up' }
}

/**
 * The pages to render: home, the news list and the newest article in each language; null while the database does not
 * answer yet (a server may start before its database is migrated: the health check says so without logging errors).
 */
async function pagesToWarm(options: WarmPagesOptions): Promise<string[] | null> {
  const health = await fetch(`${options.origin}/healthz`, {
    signal: AbortSignal.timeout(10_000),
    headers: { 'user-agent': HEALTH_PROBE_AGENT },
  })
  await health.arrayBuffer()
  if (health.status !== 200) return null
  // In draft mode too: read outside the cache, an answer made while the database is being filled is not kept.
  const res = await fetch(`${options.origin}${options.apiPrefix}/client/message/clientHomeLatestInfo?pageSize=1`, {
    headers: draftHeaders(options),
    signal: AbortSignal.timeout(30_000),
  })
  if (res.status !== 200) return null
  const body = (await res.json()) as { rows?: { messageId?: unknown }[] }
  const id = body.rows?.[0]?.messageId
  return options.prefixes.flatMap((prefix) => [
    `${prefix}/pc_index`,
    `${prefix}/information`,
    ...(typeof id === 'number' ? [`${prefix}/newsDetail?type=information&id=${id}`] : []),
  ])
}

/** Renders each page once, one after the other: how many answered 200. */
async function renderAll(pages: string[], options: WarmPagesOptions): Promise<number> {
  let rendered = 0
  for (const page of pages) {
    const res = await fetch(`${options.origin}${page}`, {
      headers: draftHeaders(options),
      signal: AbortSignal.timeout(60_000),
    })
    await res.arrayBuffer()
    if (res.status === 200) rendered += 1
  }
  return rendered
}

/**
 * Renders the pages (never throws; logs what it did). Tried again every few seconds while the database does not
 * answer, a page does not answer 200 or there is no article yet (a database still being filled), for a few minutes;
 * then what was rendered is logged.
 */
export async function warmPages(options: WarmPagesOptions): Promise<void> {
  const started = Date.now()
  const pause = () => new Promise((resolve) => setTimeout(resolve, RETRY_MS))
  try {
    for (;;) {
      const pages = await pagesToWarm(options).catch(() => null)
      const rendered = pages ? await renderAll(pages, options) : 0
      const complete = pages !== null && rendered === pages.length && pages.length === 3 * options.prefixes.length
      if (complete || Date.now() - started > GIVE_UP_MS) {
        if (pages) options.log(`> pages warmed: ${rendered} of ${pages.length} rendered in ${Date.now() - started} ms`)
        else options.log('> page warm-up gave up: the database did not answer in 5 minutes')
        return
      }
      await pause()
    }
  } catch (error) {
    options.log(`> page warm-up stopped: ${error instanceof Error ? error.message : String(error)}`)
  }
}
