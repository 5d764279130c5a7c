/**
 * The answers server.ts gives without Next, each step on a real HTTP server: its own answers (own-answers.ts), the
 * micro-cache's copies and the redirects (memory-answers.ts), the database watch (database-watch.ts), shareable
 * answers kept whole (shareable-answers.ts), the body limit (body-over-limit.ts), the multipart forms posted to pages,
 * read whole before Next (unreadable-forms.ts), and unknown admin paths sent as 404 (admin-not-found.ts).
 */
import { afterEach, describe, expect, it } from 'vitest'

import { adminNotFoundStatus, carriesNotFound } from '@/server/admin-not-found'
import { enforceBodyLimit } from '@/server/body-over-limit'
import { DatabaseWatch } from '@/server/database-watch'
import { answerFromCache, answerRedirect } from '@/server/memory-answers'
import { MicroCache } from '@/server/micro-cache'
import { ownAnswers } from '@/server/own-answers'
import { ProcessRedirects } from '@/server/redirects'
import { shareableAnswers } from '@/server/shareable-answers'
import { checkFormBody } from '@/server/unreadable-forms'

import { type Handler, rawRequest, serveWith, type TestServer } from '../support/node-server'

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()))
})
async function serve(handler: Handler): Promise<string> {
  const server = await serveWith(handler)
  servers.push(server)
  return server.url
}

const answers = ownAnswers({ basePath: '', https: true, proxySetsHeaders: false })
const paths = { basePath: '', apiPrefix: '' }
const quietLog = { error: () => {}, warn: () => {} }

describe('ownAnswers', () => {
  it("writes the site's security headers, the admin's under /admin, and no body to HEAD", async () => {
    const refused = { status: 400, contentType: 'text/plain; charset=utf-8', body: '请求地址无效' }
    const url = await serve((req, res) => answers.answer(req, res, refused, false))
    const site = await rawRequest(`${url}/news`)
    const admin = await rawRequest(`${url}/admin/collections/news`)
    const head = await rawRequest(`${url}/news`, { method: 'HEAD' })
    expect(site.status).toBe(400)
    expect(site.body).toBe('请求地址无效')
    expect(site.headers['cache-control']).toBe('no-store')
    expect(site.headers['strict-transport-security']).toBeDefined()
    expect(admin.headers['content-security-policy']).not.toBe(site.headers['content-security-policy'])
    expect(head.body).toBe('')
  })

  it('leaves the security headers to a proxy that sets them', async () => {
    const behindProxy = ownAnswers({ basePath: '', https: true, proxySetsHeaders: true })
    const url = await serve((req, res) => behindProxy.answer(req, res, { status: 404, contentType: 'text/plain', body: 'no' }, false))
    expect((await rawRequest(url)).headers['content-security-policy']).toBeUndefined()
  })
})

/** The redirect table of one process, loaded from `rules` as the server loads it from the application. */
async function redirectTable(rules: Array<{ id: number; from: string; to: string; status: number; since: string }>) {
  const redirects = new ProcessRedirects({
    url: 'http://table',
    token: 't',
    basePath: '',
    fetchImpl: () => Promise.resolve(new Response(JSON.stringify({ rules }))),
  })
  await redirects.reload()
  return redirects
}

describe('memory answers', () => {
  it('answers a fresh copy from the micro-cache, and counts a cached redirect as a hit', async () => {
    const cache = new MicroCache()
    const redirects = new ProcessRedirects({ url: 'http://unused', token: 't', basePath: '' })
    cache.set('k', { status: 200, headers: { 'content-type': 'text/plain' }, body: Buffer.from('kept'), expires: Date.now() + 5000 })
    const url = await serve((req, res) => {
      if (!answerFromCache(req, res, cache, req.url === '/kept' ? 'k' : 'other', redirects)) res.end('from the application')
    })
    const hit = await rawRequest(`${url}/kept`)
    expect(hit.body).toBe('kept')
    expect(hit.headers['x-micro-cache']).toBe('HIT')
    expect((await rawRequest(`${url}/new`)).body).toBe('from the application')
  })

  it('answers a redirect of the table, keeps a 301 in the micro-cache, and passes other methods on', async () => {
    const cache = new MicroCache()
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString()
    const justNow = new Date().toISOString()
    const table = {
      rules: [
        { id: 7, from: '/old', to: '/new', status: 301, since: dayAgo },
        { id: 8, from: '/fresh', to: '/new', status: 301, since: justNow },
        { id: 9, from: '/moved', to: '/new', status: 302, since: justNow },
      ],
    }
    const options = { redirects: await redirectTable(table.rules), cache, ttlCap: 10, headers: answers.siteHeaders }
    const url = await serve((req, res) => {
      if (!answerRedirect(req, res, `key:${req.url}`, options)) res.end('not redirected')
    })
    const moved = await rawRequest(`${url}/old`)
    expect(moved.status).toBe(301)
    expect(moved.headers.location).toBe('/new')
    expect(moved.headers['cache-control']).toBe('public, max-age=3600, s-maxage=10')
    expect(cache.get('key:/old')?.redirect).toBe(7)
    // A permanent redirect changed within the day: browsers keep it for a minute, so a mistake is undone for all.
    expect((await rawRequest(`${url}/fresh`)).headers['cache-control']).toBe('public, max-age=60, s-maxage=10')
    expect((await rawRequest(`${url}/moved`)).headers['cache-control']).toBe('no-cache')
    expect((await rawRequest(`${url}/old`, { method: 'POST' })).body).toBe('not redirected')
  })

  it('a kept redirect is not answered to the same address with a query: the query goes on to the target', async () => {
    const cache = new MicroCache()
    const redirects = await redirectTable([
      { id: 7, from: '/old', to: '/new', status: 301, since: new Date(Date.now() - 2 * 86_400_000).toISOString() },
    ])
    const options = { redirects, cache, ttlCap: 10, headers: answers.siteHeaders }
    // As server.ts keys them: a page's key leaves its query out.
    const url = await serve((req, res) => {
      const key = `key:${(req.url ?? '/').split('?')[0]}`
      if (!answerFromCache(req, res, cache, key, redirects) && !answerRedirect(req, res, key, options)) res.end('not redirected')
    })
    expect((await rawRequest(`${url}/old`)).headers.location).toBe('/new')
    expect(cache.get('key:/old')?.redirect).toBe(7)
    const tagged = await rawRequest(`${url}/old?utm_source=wechat&utm_medium=share`)
    expect(tagged.headers.location).toBe('/new?utm_source=wechat&utm_medium=share')
    expect(tagged.headers['x-micro-cache']).toBeUndefined()
    const plain = await rawRequest(`${url}/old`)
    expect([plain.headers.location, plain.headers['x-micro-cache']]).toEqual(['/new', 'HIT'])
  })
})

describe('DatabaseWatch', () => {
  function watch(cache = new MicroCache(2000, 2 * 1024 * 1024, 10_000, 5_000, 64 * 1024 * 1024, 60_000)) {
    return new DatabaseWatch({ healthUrl: 'http://127.0.0.1:9/healthz', ...paths, cache, answers, log: quietLog, probeTimeoutMs: 200 })
  }

  it('knows which requests need the database', () => {
    const database = watch()
    expect(database.needsDatabase('GET', '/news')).toBe(true)
    expect(database.needsDatabase('GET', '/client/news/list?language=en')).toBe(true)
    expect(database.needsDatabase('POST', '/contact')).toBe(false)
    expect(database.needsDatabase('GET', '/_next/static/chunk.js')).toBe(false)
    expect(database.needsDatabase('GET', '/favicon.ico')).toBe(false)
    expect(database.needsDatabase('GET', '/healthz')).toBe(false)
  })

  it("while the database is down: a stale copy when one is kept, else a 503 in the visitor's language", async () => {
    const cache = new MicroCache(2000, 2 * 1024 * 1024, 10_000, 5_000, 64 * 1024 * 1024, 60_000)
    const database = watch(cache)
    cache.set('kept', {
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: Buffer.from('<p>old</p>'),
      expires: Date.now() - 3000,
    })
    database.noteHealth(false)
    const url = await serve((req, res) => {
      if (!database.answerWhileDown(req, res, req.url === '/kept' ? 'kept' : null)) res.end('Next')
    })
    const stale = await rawRequest(`${url}/kept`)
    expect(stale.headers['x-micro-cache']).toBe('STALE')
    expect(Number(stale.headers['x-stale-seconds'])).toBeGreaterThanOrEqual(2)
    const english = await rawRequest(`${url}/en/news`)
    expect(english.status).toBe(503)
    expect(english.headers['retry-after']).toBeDefined()
    expect(english.body).toContain('lang="en"')
    database.noteHealth(true)
    expect((await rawRequest(`${url}/en/news`)).body).toBe('Next')
  })

  it("replaces Next's 5xx by the kept copy, and drops what Next writes after it", async () => {
    const cache = new MicroCache(2000, 2 * 1024 * 1024, 10_000, 5_000, 64 * 1024 * 1024, 60_000)
    const database = watch(cache)
    cache.set('page', {
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: Buffer.from('<p>kept</p>'),
      expires: Date.now() - 1000,
    })
    const url = await serve((req, res) => {
      database.replaceServerErrors(req, res, req.url === '/page' ? 'page' : null)
      res.writeHead(500, { 'content-type': 'text/html' })
      res.end('<p>Internal Server Error</p>')
    })
    const replaced = await rawRequest(`${url}/page`)
    expect(replaced.status).toBe(200)
    expect(replaced.body).toBe('<p>kept</p>')
    // Nothing kept and the database not known down: Next's error goes out as it is.
    expect((await rawRequest(`${url}/other`)).status).toBe(500)
  })
})

describe('shareableAnswers', () => {
  it('sends a shareable page whole and keeps it; a private answer streams and is not kept', async () => {
    const cache = new MicroCache()
    const keepWhole = shareableAnswers({ cache, ...paths, ttlCap: 10, deferScripts: false, scriptHashes: false, proxySetsHeaders: false })
    const url = await serve((req, res) => {
      keepWhole(req, res, `key:${req.url}`)
      res.setHeader('cache-control', req.url === '/public' ? 'public, s-maxage=60' : 'private, no-store')
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.write('<p>one</p>')
      res.end('<p>two</p>')
    })
    const shared = await rawRequest(`${url}/public`)
    expect(shared.headers['content-length']).toBe(String(Buffer.byteLength('<p>one</p><p>two</p>')))
    expect(cache.get('key:/public')?.body.toString()).toBe('<p>one</p><p>two</p>')
    const personal = await rawRequest(`${url}/private`)
    expect(personal.headers['transfer-encoding']).toBe('chunked')
    expect(cache.get('key:/private')).toBeUndefined()
  })

  it('does not keep an answer whose making a publish (a purge) overtook: the next request gets the new content', async () => {
    const cache = new MicroCache()
    const keepWhole = shareableAnswers({ cache, ...paths, ttlCap: 10, deferScripts: false, scriptHashes: false, proxySetsHeaders: false })
    const url = await serve((req, res) => {
      keepWhole(req, res, `key:${req.url}`)
      res.setHeader('cache-control', 'public, s-maxage=60')
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.write('<p>before the publish</p>')
      // The publish lands while this answer is still being written.
      if (req.url === '/overtaken') cache.clear()
      res.end('<p>end</p>')
    })
    expect((await rawRequest(`${url}/overtaken`)).status).toBe(200)
    expect(cache.get('key:/overtaken')).toBeUndefined()
    expect((await rawRequest(`${url}/kept`)).status).toBe(200)
    expect(cache.get('key:/kept')).toBeDefined()
  })

  it("gives a page its own CSP by its scripts' hashes, and none on a 304", async () => {
    const keepWhole = shareableAnswers({
      cache: new MicroCache(),
      ...paths,
      ttlCap: 10,
      deferScripts: false,
      scriptHashes: true,
      proxySetsHeaders: false,
    })
    const url = await serve((req, res) => {
      keepWhole(req, res, `key:${req.url}`)
      res.setHeader('content-security-policy', "script-src 'self' 'unsafe-inline'")
      res.setHeader('cache-control', 'public, s-maxage=60')
      if (req.url === '/again') return res.writeHead(304).end()
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end('<html><body><script>self.x=1</script></body></html>')
    })
    const page = await rawRequest(`${url}/page`)
    const scripts = /script-src [^;]*/.exec(String(page.headers['content-security-policy']))?.[0]
    expect(scripts).toMatch(/'sha256-[^']+'/)
    expect(scripts).not.toContain('unsafe-inline')
    expect((await rawRequest(`${url}/again`)).headers['content-security-policy']).toBeUndefined()
  })
})

describe('enforceBodyLimit', () => {
  it('answers 413 in the API envelope before reading a body declared over its limit', async () => {
    let reached = false
    const url = await serve((req, res) => {
      if (!enforceBodyLimit(req, res, { ...paths, maxUploadBytes: 1024, answers })) return
      reached = true
      res.end('read')
    })
    const refused = await rawRequest(`${url}/client/contact/submit?language=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
    }).catch((error: unknown) => ({ status: 0, body: String(error), headers: {} }))
    expect(refused.status).toBe(413)
    expect(JSON.parse(refused.body)).toMatchObject({ code: 413 })
    expect(reached).toBe(false)
  })
})

describe('unreadable forms', () => {
  const form = { 'content-type': 'multipart/form-data; boundary=abc' }
  const whole = '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\nvalue\r\n--abc--\r\n'
  /** A stand-in for Next that reads the body as a form, as Next's server actions do, and says what it found. */
  const next = async (req: Parameters<Handler>[0], res: Parameters<Handler>[1]) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    try {
      const data = await new Response(new Uint8Array(body), { headers: { 'content-type': String(req.headers['content-type']) } }).formData()
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`read ${String(data.get('x'))} (${body.length} bytes)`)
    } catch {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error')
    }
  }
  const served = () =>
    serve((req, res) => {
      if (!checkFormBody(req, res, { ...paths, answers }, () => void next(req, res))) void next(req, res)
    })

  it("answers 400 in the page's language to a multipart form posted to a page that does not read, before the application", async () => {
    const url = await served()
    const cut = await rawRequest(`${url}/contact`, {
      method: 'POST',
      headers: form,
      body: '--abc\r\nContent-Disposition: form-data; name="x"',
    })
    const garbage = await rawRequest(`${url}/en/pc_index?x=1`, { method: 'POST', headers: form, body: 'garbage' })
    const noBoundary = await rawRequest(`${url}/search`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: whole,
    })
    expect(cut.status).toBe(400)
    expect(cut.body).toContain('无法读取提交的表单内容')
    expect(cut.headers['content-type']).toMatch(/^text\/html/)
    expect(garbage.status).toBe(400)
    expect(garbage.body).toContain('The form sent could not be read')
    expect(noBoundary.status).toBe(400)
  })

  it('hands a form that reads on to the application whole, and leaves other requests alone', async () => {
    const url = await served()
    const good = await rawRequest(`${url}/contact`, { method: 'POST', headers: form, body: whole })
    expect(good.status).toBe(200)
    expect(good.body).toBe(`read value (${Buffer.byteLength(whole)} bytes)`)
    // The APIs and the admin answer their own bodies; another content type is not a multipart form.
    for (const path of ['/api/media', '/admin/login', '/client/contact/save'])
      expect((await rawRequest(`${url}${path}`, { method: 'POST', headers: form, body: 'garbage' })).status, path).toBe(500)
    expect((await rawRequest(`${url}/contact`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })).status).toBe(500)
  })
})

describe('admin not found', () => {
  /** An admin page as Next writes it: an empty body, the view in the RSC payload's script strings. */
  const adminPage = (rows: string) =>
    `<!DOCTYPE html><html><body><div id="portal"></div><script>self.__next_f.push([1,"${rows}"])</script></body></html>`
  const NOT_FOUND = String.raw`1:I[1,[],\"X\"]\nc:E{\"digest\":\"NEXT_HTTP_ERROR_FALLBACK;404\"}\n`
  // What an editor typed into a document, as the page carries it: escaped once more inside the row's string.
  const TYPED = String.raw`5:[\"$\",\"p\",null,{\"children\":\"\\nc:E{\\\"digest\\\":\\\"NEXT_HTTP_ERROR_FALLBACK;404\\\"}\"}]\n`

  it('knows the not-found row of an admin page, and not the same words typed by an editor', () => {
    expect(carriesNotFound(adminPage(NOT_FOUND))).toBe(true)
    expect(carriesNotFound(adminPage(String.raw`c:E{\"digest\":\"NEXT_HTTP_ERROR_FALLBACK;404\"}`))).toBe(true)
    expect(carriesNotFound(adminPage(TYPED))).toBe(false)
    expect(carriesNotFound(adminPage(String.raw`c:E{\"digest\":\"NEXT_HTTP_ERROR_FALLBACK;403\"}`))).toBe(false)
  })

  it('sends an admin page that found nothing with 404 and its body unchanged, gzip too; other answers as they were', async () => {
    const zlib = await import('node:zlib')
    const url = await serve((req, res) => {
      adminNotFoundStatus(req, res, '')
      const html = adminPage(req.url?.includes('nope') ? NOT_FOUND : TYPED)
      res.setHeader('content-type', 'text/html; charset=utf-8')
      if (req.url?.includes('gzip')) {
        res.setHeader('content-encoding', 'gzip')
        res.write(zlib.gzipSync(html))
        return res.end()
      }
      res.write(html.slice(0, 40))
      res.end(html.slice(40))
    })
    const missing = await rawRequest(`${url}/admin/collections/nope`)
    expect(missing.status).toBe(404)
    expect(missing.body).toBe(adminPage(NOT_FOUND))
    expect(missing.headers['content-length']).toBe(String(Buffer.byteLength(adminPage(NOT_FOUND))))
    expect((await rawRequest(`${url}/admin/nope-gzip`)).status).toBe(404)
    expect((await rawRequest(`${url}/admin/collections/news`)).status).toBe(200)
    // Not an admin page: left alone (the site's own not-found pages answer 404 by themselves).
    expect((await rawRequest(`${url}/nope`)).status).toBe(200)
    expect((await rawRequest(`${url}/administration/nope`)).status).toBe(200)
  })
})
