/**
 * Next's cache handler on one instance (src/cache/next-cache-handler.ts, no REDIS_URL), driven as Next drives it:
 * 404s and reads that found nothing are not kept, pages and reads are kept in memory until a tag of theirs is
 * dropped, nothing is written under `.next`, and the pages of the build are still read from it.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import SiteCacheHandler from '@/cache/next-cache-handler'

const require = createRequire(import.meta.url)
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js') as { nodeFs: unknown }

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-handler-'))
const serverDistDir = path.join(dist, 'server')
fs.mkdirSync(path.join(serverDistDir, 'app', 'zh'), { recursive: true })
// A page rendered at build time, as `next build` leaves it.
fs.writeFileSync(path.join(serverDistDir, 'app', 'zh', 'built.html'), '<p>built</p>')
fs.writeFileSync(path.join(serverDistDir, 'app', 'zh', 'built.rsc'), 'rsc')
fs.writeFileSync(
  path.join(serverDistDir, 'app', 'zh', 'built.meta'),
  JSON.stringify({ status: 200, headers: { 'x-next-cache-tags': 'pages' } }),
)

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

const handler = () =>
  new SiteCacheHandler({ dev: false, fs: nodeFs, flushToDisk: true, serverDistDir, maxMemoryCacheSize: 50 * 1024 * 1024 } as never)
const pageCtx = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false } as never
const setPageCtx = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false, cacheControl: { revalidate: false } } as never
const page = (status: number, tags = 'news') =>
  ({
    kind: 'APP_PAGE',
    html: `<p>${status}</p>`,
    rscData: Buffer.from('rsc'),
    headers: { 'x-next-cache-tags': tags },
    status,
    segmentData: new Map(),
  }) as never
const read = (result: unknown) =>
  ({ kind: 'FETCH', data: { headers: {}, body: JSON.stringify(result), status: 200, url: '' }, tags: ['news'], revalidate: false }) as never
const readCtx = { kind: 'FETCH', fetchCache: true, tags: ['news'], softTags: [] } as never
const getReadCtx = { kind: 'FETCH', tags: ['news'], softTags: [] } as never

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
}

// With REDIS_URL set the handler keeps everything in Redis (tests/unit/shared-cache.test.ts, several-instances test).
describe.skipIf(!!process.env.REDIS_URL)('the page cache of one instance', () => {
  it('keeps a page and a read that found something, in memory only', async () => {
    const before = filesUnder(dist).length
    await handler().set('/route-cache/APP_PAGE/x/$/zh/news-1', page(200), setPageCtx)
    await handler().set('read-1', read({ id: 1 }), readCtx)
    expect((await handler().get('/route-cache/APP_PAGE/x/$/zh/news-1', pageCtx))?.value).toMatchObject({ status: 200 })
    expect((await handler().get('read-1', getReadCtx))?.value).toMatchObject({ kind: 'FETCH' })
    expect(filesUnder(dist).length).toBe(before)
  })

  it('never keeps a 404 or a read that found nothing, and a 404 replaces what was kept', async () => {
    await handler().set('/route-cache/APP_PAGE/x/$/zh/unknown', page(404), setPageCtx)
    expect(await handler().get('/route-cache/APP_PAGE/x/$/zh/unknown', pageCtx)).toBeNull()
    await handler().set('read-2', read(null), readCtx)
    expect(await handler().get('read-2', getReadCtx)).toBeNull()
    await handler().set('/route-cache/APP_PAGE/x/$/zh/news-2', page(200), setPageCtx)
    await handler().set('/route-cache/APP_PAGE/x/$/zh/news-2', page(404), setPageCtx)
    expect(await handler().get('/route-cache/APP_PAGE/x/$/zh/news-2', pageCtx)).toBeNull()
  })

  it('drops what carries a tag that was revalidated, and keeps the rest', async () => {
    await handler().set('/route-cache/APP_PAGE/x/$/zh/a', page(200, 'news'), setPageCtx)
    await handler().set('/route-cache/APP_PAGE/x/$/zh/b', page(200, 'videos'), setPageCtx)
    await new Promise((r) => setTimeout(r, 5))
    await handler().revalidateTag(['news'], { expire: 0 })
    expect(await handler().get('/route-cache/APP_PAGE/x/$/zh/a', pageCtx)).toBeNull()
    expect(await handler().get('/route-cache/APP_PAGE/x/$/zh/b', pageCtx)).not.toBeNull()
  })

  it('reads the pages rendered at build time from .next', async () => {
    const built = await handler().get('/zh/built', pageCtx)
    expect(built?.value).toMatchObject({ kind: 'APP_PAGE', html: '<p>built</p>' })
  })
})
