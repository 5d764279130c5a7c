/**
 * Production at scale: two instances of the built site (server.ts, .next) on one PostgreSQL and one Redis, behind
 * Debian's nginx. A publish through one instance is seen through the other and through nginx within 5 s (public
 * API and page), the contact rate limit holds across both, an instance that starts again leaves the shared cache
 * alone, and — when moto's S3 server is installed — uploads
 * made through one instance are in the bucket and served by the other.
 *
 * The database (created, migrated, seeded with the fixtures, dropped), the Redis keys (a prefix of its own) and
 * nginx's configuration (a temporary folder) are the test's own. Skipped, with a message, when PostgreSQL, Redis
 * or nginx is missing. Ports: E2E_PORT + 10..14. The committed deploy/nginx/ (response cache) runs in front of
 * both instances too.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BannerRow } from '@/content/banners'
import type { MessageRow } from '@/content/news'
import type { Media } from '@/payload-types'
import { FIXTURE_NEWS } from '@/seed/fixtures'
import {
  ADMIN_CONTENT_SECURITY_POLICY,
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  inlineScriptHashes,
  securityHeaders,
} from '@/server/security-headers'

import { adminDatabaseUrl, createDatabase, dropDatabase, postgresReachable } from '../../scripts/lib/postgres'
import {
  connectRedis,
  deleteRedisPrefix,
  deployNginxConfig,
  launchServer,
  nginxAvailable,
  redisReachable,
  runTsxScript,
  startNginx,
  stop,
} from '../../scripts/lib/processes'
import type { ApiList, Saved } from '../support/answers'
import { loginHeaders, request } from '../support/http'
import { motoServer, startMoto } from '../support/moto'

const basePort = Number(process.env.E2E_PORT ?? 3210) + 10
const ports = { a: basePort, b: basePort + 1, nginx: basePort + 2, s3: basePort + 3, cache: basePort + 4 }
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const admin = { email: 'scale-admin@example.com', password: `scale-${process.pid}-${Date.now().toString(36)}-pw` }
const VISIBLE_WITHIN_MS = 5000

const missing: string[] = []
if (!(await postgresReachable())) missing.push('PostgreSQL (127.0.0.1:5432 or TEST_POSTGRES_URL)')
if (!(await redisReachable(redisUrl))) missing.push(`Redis (${redisUrl}, or TEST_REDIS_URL)`)
if (!nginxAvailable()) missing.push('nginx (/usr/sbin/nginx or NGINX_PATH)')
if (missing.length) console.warn(`Several-instances test SKIPPED: ${missing.join(', ')} not available.`)
const moto = missing.length ? null : motoServer()
if (!missing.length && !moto)
  console.warn('moto_server not found: the S3 part of the several-instances test is SKIPPED (pip install "moto[server]").')

describe.skipIf(missing.length > 0)('several instances behind nginx, one PostgreSQL, one Redis', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-scale-'))
  const dbName = `site_scale_${process.pid}_${Date.now().toString(36)}`
  const prefix = `site-e2e-${process.pid}-${Date.now().toString(36)}:`
  const bucket = 'site-media'
  const children: ChildProcess[] = []
  const base = {
    a: `http://127.0.0.1:${ports.a}`,
    b: `http://127.0.0.1:${ports.b}`,
    nginx: `http://127.0.0.1:${ports.nginx}`,
    cache: `http://127.0.0.1:${ports.cache}`,
  }
  let dbCreated = false
  let s3: S3Client | null = null
  let instanceB: ChildProcess | undefined

  const s3Env: Record<string, string> = moto
    ? {
        S3_BUCKET: bucket,
        S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test',
        S3_FORCE_PATH_STYLE: 'true',
      }
    : {}
  const env = (name: string): Record<string, string | undefined> => ({
    DATABASE_URL: adminDatabaseUrl(dbName),
    DATABASE_POOL_MAX: '4',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    PAYLOAD_SECRET: 'several-instances-test-secret-0123456789',
    DATA_DIR: path.join(dir, name),
    MEDIA_DIR: path.join(dir, name, 'media'),
    SQLITE_PATH: undefined,
    CONTACT_RATE_LIMIT: '3/600',
    // The test plays a CDN in front of nginx: its X-Forwarded-For names the visitor (src/lib/client-address.ts).
    TRUST_PROXY: '2',
    CONTENT_CACHE: 'on',
    CONTENT_CACHE_SECONDS: '0',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SMTP_HOST: '',
    // As deploy/nginx/ expects: nginx sets the security headers (checked below).
    PROXY_SETS_HEADERS: 'true',
    ...s3Env,
  })

  beforeAll(async () => {
    const started = Date.now()
    if (moto) {
      children.push(await startMoto(moto, ports.s3))
      s3 = new S3Client({
        endpoint: s3Env.S3_ENDPOINT,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      })
      await s3.send(new CreateBucketCommand({ Bucket: bucket }))
    }
    await createDatabase(dbName)
    dbCreated = true
    const seeding = Date.now()
    // The servers start (Next's preparation) while the database is migrated and seeded: they answer /healthz only
    // once it is, and no content is asked of them before.
    const a = launchServer(ports.a, env('a'), path.join(dir, 'a.log'))
    const b = launchServer(ports.b, env('b'), path.join(dir, 'b.log'))
    children.push(a.child, b.child)
    instanceB = b.child
    for (const s of [a, b]) s.ready.catch(() => {}) // awaited below; no unhandled rejection meanwhile
    // Migrations, the first administrator and the fixtures (their files go to the bucket when S3 is on).
    await runTsxScript('scripts/seed.ts', ['--fixtures'], {
      // production: Payload would otherwise regenerate src/payload-types.ts (with the S3 plugin's field).
      env: { ...process.env, ...env('seed'), DISABLE_PAYLOAD_HMR: 'true', NODE_ENV: 'production' },
    })
    const seeded = Date.now()
    await Promise.all([a.ready, b.ready])
    const nginx = await startNginx(
      path.join(dir, 'nginx'),
      `
  upstream site { server 127.0.0.1:${ports.a}; server 127.0.0.1:${ports.b}; keepalive 8; }
  server {
    listen 127.0.0.1:${ports.nginx};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }`,
      `${base.nginx}/healthz`,
    )
    children.push(nginx)
    const cacheDir = path.join(dir, 'nginx-cache')
    children.push(
      await startNginx(
        cacheDir,
        deployNginxConfig([`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`], ports.cache, path.join(cacheDir, 'cache')),
        `${base.cache}/healthz`,
      ),
    )
    console.log(
      `[several instances] ready in ${Date.now() - started} ms: seed ${seeded - seeding} ms, then servers healthy and nginx up ${Date.now() - seeded} ms (S3 ${moto ? 'on moto' : 'skipped'})`,
    )
  }, 180_000)

  afterAll(async () => {
    await Promise.all(children.reverse().map((c) => stop(c)))
    if (dbCreated) await dropDatabase(dbName)
    await deleteRedisPrefix(redisUrl, prefix).catch(() => {})
    s3?.destroy()
    if (process.env.KEEP_SCALE_LOGS) console.log(`logs kept in ${dir}`)
    else fs.rmSync(dir, { recursive: true, force: true })
  }, 60_000)

  it('both instances read PostgreSQL (the build was made on SQLite) and share the content', async () => {
    const [a, b] = await Promise.all([
      request<ApiList<MessageRow>>(base.a, '/client/message/clientHomeLatestInfo?pageSize=3'),
      request<ApiList<MessageRow>>(base.b, '/client/message/clientHomeLatestInfo?pageSize=3'),
    ])
    expect(a.status).toBe(200)
    expect(a.body.rows.length).toBeGreaterThan(0)
    expect(b.body).toEqual(a.body)
    // The fixtures went into PostgreSQL only; the build's SQLite file holds the demo company.
    const fixtureTitles = FIXTURE_NEWS.map((n) => n.zh)
    for (const row of a.body.rows) expect(fixtureTitles).toContain(row.messageTitle)
  })

  it('each instance renders a few pages itself as it starts (src/server/warm-pages.ts)', async () => {
    // Behind the shared cache an instance serves what the other rendered; without this, its first own render after a
    // publish paid for loading the page code (1.3 s idle, over 5 s on a busy machine) and held its other answers.
    const warmed = (name: string) => /> pages warmed: (\d+) of (\d+) rendered/.exec(fs.readFileSync(path.join(dir, `${name}.log`), 'utf8'))
    // It starts once the database answers (here beside the seed) and renders six pages: on a busy CI machine that
    // took over a minute (2026-12-07).
    const deadline = Date.now() + 240_000
    while ((!warmed('a') || !warmed('b')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250))
    for (const name of ['a', 'b']) {
      const [, rendered, of] = warmed(name) ?? []
      // Home, the news list and the newest article, in both languages.
      expect(Number(of), `${name}.log`).toBe(6)
      expect(Number(rendered), `${name}.log`).toBe(6)
    }
  }, 250_000)

  it('a publish through one instance is seen through the other and through nginx within 5 s', async () => {
    const latest = await request<ApiList<MessageRow>>(base.a, '/client/message/clientHomeLatestInfo?pageSize=1')
    const id = latest.body.rows[0].messageId
    const listPath = '/client/message/clientMessageListPage?class=-1&pageNum=1&pageSize=10'
    const pagePath = `/newsDetail?type=information&id=${id}`
    // Fill every cache first (data cache in Redis, both micro-caches), so the change has something to replace.
    for (let i = 0; i < 2; i += 1) {
      for (const b of [base.a, base.b, base.nginx, base.nginx, base.cache]) {
        expect((await request(b, listPath)).status).toBe(200)
        expect((await request(b, pagePath)).status).toBe(200)
      }
    }
    // The second of two requests in a row is the micro-cache's (its 3 s can pass during the loop on a busy machine).
    await request(base.b, listPath)
    const cached = await request(base.b, listPath)
    expect(cached.headers.get('x-micro-cache')).toBe('HIT')

    const title = `Scale check ${Date.now().toString(36)}`
    const headers = await loginHeaders(base.a, admin.email, admin.password)
    const saved = await request(base.a, `/api/news/${id}?locale=zh`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title, _status: 'published' }),
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const publishedAt = Date.now()

    const seen = async (b: string, p: string, limit = VISIBLE_WITHIN_MS + 2000) => {
      for (;;) {
        const answer = await request(b, p)
        if (answer.status === 200 && String(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)).includes(title)) {
          return Date.now() - publishedAt
        }
        if (Date.now() - publishedAt > limit) return Infinity
        await new Promise((r) => setTimeout(r, 100))
      }
    }
    // Each address watched at the same time: one after the other, the later ones counted the earlier ones' waits
    // (the page through the other instance read 5.5 s on a busy CI machine, most of it spent on the two before it).
    const [apiOther, apiNginx, pageOther, pageNginx, apiSame] = await Promise.all([
      seen(base.b, listPath),
      seen(base.nginx, listPath),
      seen(base.b, pagePath),
      seen(base.nginx, pagePath),
      seen(base.a, listPath),
    ])
    const delays = { apiOther, apiNginx, pageOther, pageNginx, apiSame }
    // Through the response cache of deploy/nginx/: its 5 s, then one background refresh.
    const cachedApi = await seen(base.cache, listPath, VISIBLE_WITHIN_MS + 4000)
    console.log(`[several instances] publish seen after (ms): ${JSON.stringify({ ...delays, apiNginxCache: cachedApi })}`)
    for (const [where, ms] of Object.entries(delays)) expect(ms, where).toBeLessThanOrEqual(VISIBLE_WITHIN_MS)
    expect(cachedApi).toBeLessThanOrEqual(VISIBLE_WITHIN_MS + 4000)
    // And through nginx a few times over (both instances behind it answer the new title).
    for (let i = 0; i < 4; i += 1) expect(JSON.stringify((await request(base.nginx, listPath)).body)).toContain(title)
  })

  // 2 s on an idle machine (seen after 19 ms); the bound is a publish's 5 s: in CI, beside the browser tests, the second
  // instance missed 2 s for the removal twice (2026-12-07), each answer after it a render of the 404 page.
  it('a redirect saved through one instance is answered by the other within 5 s (Redis channel), and its removal too', async () => {
    const headers = await loginHeaders(base.a, admin.email, admin.password)
    const from = `/scale-old-${Date.now().toString(36)}`
    const answerOf = async (url: string) => {
      const res = await fetch(url, { redirect: 'manual' })
      await res.arrayBuffer()
      return { status: res.status, location: res.headers.get('location') }
    }
    expect((await answerOf(`${base.b}${from}`)).status).toBe(404)
    const made = await request<Saved<{ id: number }>>(base.a, '/api/redirects', {
      method: 'POST',
      headers,
      body: JSON.stringify({ from, to: '/airoad', status: '302' }),
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    /** Asks until `done` holds or the bound has passed; the answers seen, with their times, name a failure. */
    const watch = async (url: string, done: (answer: { status: number; location: string | null }) => boolean) => {
      const since = Date.now()
      const answers: string[] = []
      for (;;) {
        const answer = await answerOf(url)
        answers.push(`${Date.now() - since} ms: ${answer.status} ${answer.location ?? ''}`.trim())
        if (done(answer)) return { ms: Date.now() - since, answers }
        if (Date.now() - since > VISIBLE_WITHIN_MS) return { ms: Infinity, answers }
        await new Promise((r) => setTimeout(r, 50))
      }
    }
    const seen = await watch(`${base.b}${from}?q=1`, (answer) => answer.location === '/airoad?q=1')
    const deleted = await request(base.a, `/api/redirects/${made.body.doc.id}`, { method: 'DELETE', headers })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    const gone = await watch(`${base.b}${from}`, (answer) => answer.status === 404)
    console.log(`redirect seen on the second instance after ${seen.ms} ms, its removal after ${gone.ms} ms`)
    expect(seen.ms, seen.answers.join('; ')).toBeLessThanOrEqual(VISIBLE_WITHIN_MS)
    expect(gone.ms, gone.answers.join('; ')).toBeLessThanOrEqual(VISIBLE_WITHIN_MS)
  })

  it('the contact rate limit (3 in 600 s) holds across both instances and nginx', async () => {
    const address = `203.0.113.${(process.pid % 200) + 1}`
    const submit = (b: string, i: number) =>
      request(b, '/client/contact/submit', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({
          name: `Tester ${i}`,
          phone: `1380013800${i}`,
          email: `t${i}@example.com`,
          requirement: `Need ${i}`,
          language: 'en',
        }),
      })
    const statuses = [
      (await submit(base.a, 1)).status,
      (await submit(base.b, 2)).status,
      (await submit(base.a, 3)).status,
      (await submit(base.b, 4)).status,
      (await submit(base.nginx, 5)).status,
    ]
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    // Another address is not affected.
    const other = await request(base.b, '/client/contact/submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
      body: JSON.stringify({ name: 'Other', phone: '13900139000', email: 'o@example.com', requirement: 'Other need', language: 'en' }),
    })
    expect(other.status).toBe(200)
  })

  it('deploy/nginx/ keeps what the app shares, for 5 s at most, and nothing personal', async () => {
    const twice = async (p: string, headers: Record<string, string> = {}) => {
      await fetch(`${base.cache}${p}`, { headers })
      return fetch(`${base.cache}${p}`, { headers })
    }
    const api = await twice('/client/video/clientVideoListPage?pageNum=1&pageSize=10')
    expect(api.headers.get('x-cache-status')).toBe('HIT')
    expect(api.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30')
    const page = await twice('/pc_index')
    expect(page.status).toBe(200)
    expect(page.headers.get('x-cache-status')).toBe('HIT')
    // Next says a year for prerendered pages; nginx keeps them 5 s and says so to whoever is behind it.
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30')
    expect((await twice('/pc_index', { cookie: 'payload-token=abc' })).headers.get('x-cache-status')).toBe('BYPASS')
    expect((await twice('/pc_index', { authorization: 'JWT abc' })).headers.get('x-cache-status')).toBe('BYPASS')
    expect((await twice('/pc_index', { rsc: '1' })).headers.get('x-cache-status')).toBe('BYPASS')
    expect((await twice('/api/users/me')).headers.get('x-cache-status')).toBeNull()
    expect((await twice('/healthz')).headers.get('x-cache-status')).toBeNull()
    // Writes go through, uncached.
    const post = await fetch(`${base.cache}/client/contact/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(post.status).toBe(400)
    expect(post.headers.get('x-cache-status')).toBeNull()
  })

  it('through deploy/nginx/ every answer has the security headers of src/server/security-headers.ts, set once', async () => {
    // nginx runs on plain http here: every header but HSTS, which goes over https only.
    const expected = securityHeaders({ production: true, https: false, adminPath: '/admin' })
    const common = expected.find((rule) => rule.source === '/:path*')!.headers
    /** `csp`: the policy expected, or made from the body received. */
    const check = async (p: string, csp: string | ((body: string) => string)) => {
      await fetch(`${base.cache}${p}`)
      const res = await fetch(`${base.cache}${p}`)
      const body = await res.text()
      for (const { key, value } of common) expect(res.headers.get(key), `${p} ${key}`).toBe(value)
      expect(res.headers.get('strict-transport-security'), p).toBeNull()
      expect(res.headers.get('content-security-policy'), p).toBe(typeof csp === 'string' ? csp : csp(body))
      return res
    }
    // A page the app sends whole brings its own policy (CSP_SCRIPT_HASHES, on by default): the SHA-256 of its inline
    // scripts, no 'unsafe-inline'; nginx passes it on, from its cache too.
    const pagePolicy = (body: string) => contentSecurityPolicy(inlineScriptHashes(body))
    for (const p of ['/pc_index', '/en/airoad']) {
      const page = await check(p, pagePolicy)
      // From nginx's cache: fresh, or stale while one request refreshes it (its 5 s can pass between the two fetches
      // on a busy machine).
      expect(page.headers.get('x-cache-status'), p).toMatch(/^(HIT|UPDATING)$/)
      expect(/script-src [^;]*/.exec(page.headers.get('content-security-policy') ?? '')?.[0], p).not.toContain('unsafe-inline')
    }
    const list = await check('/client/video/clientVideoListPage?pageNum=1&pageSize=10', CONTENT_SECURITY_POLICY)
    expect(list.headers.get('x-cache-status')).toMatch(/^(HIT|UPDATING)$/)
    await check('/api/users/me', CONTENT_SECURITY_POLICY)
    // The admin has a policy of its own (docs/security.md).
    await check('/admin/login', ADMIN_CONTENT_SECURITY_POLICY)
    await check('/healthz', CONTENT_SECURITY_POLICY)

    // The instance leaves them off what a cache keeps (PROXY_SETS_HEADERS) and sends it whole, with its length;
    // answers that are not shareable keep the app's own headers.
    const direct = await fetch(`${base.a}/pc_index`, { headers: { 'accept-encoding': 'gzip' } })
    const body = Buffer.from(await direct.arrayBuffer())
    expect(direct.status).toBe(200)
    expect(direct.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
    expect(direct.headers.get('x-content-type-options')).toBeNull()
    expect(direct.headers.get('x-request-id')).toBeNull()
    expect(direct.headers.get('x-nextjs-cache')).toBeNull()
    expect(direct.headers.get('transfer-encoding')).toBeNull()
    expect(Number(direct.headers.get('content-length'))).toBeGreaterThan(1000)
    expect(body.toString('utf8')).toContain('</html>')
    // The JSON API does not vary with RSC headers; behind nginx (which writes its own Date) no Date is stored.
    const api = await fetch(`${base.a}/client/video/clientVideoListPage?pageNum=1&pageSize=10`, { headers: { 'accept-encoding': 'gzip' } })
    await api.arrayBuffer()
    expect(api.headers.get('vary')).toBe('Accept-Encoding')
    expect(api.headers.get('date')).toBeNull()
    expect((await fetch(`${base.cache}/client/video/clientVideoListPage?pageNum=1&pageSize=10`)).headers.get('date')).toBeTruthy()
    const personal = await fetch(`${base.a}/api/users/me`)
    expect(personal.headers.get('x-content-type-options')).toBe('nosniff')
    expect(personal.headers.get('x-request-id')).toBeTruthy()
  })

  it.skipIf(!moto)('uploads live in the S3 bucket: made through one instance, served by the other and through nginx', async () => {
    // The admin renders with S3 on: the page carries the S3 plugin's upload handler (an import map without it left
    // every admin page blank in the browser, with status 200 and "PayloadComponent not found in importMap" logged).
    for (const b of [base.a, base.nginx]) {
      const login = await fetch(`${b}/admin/login`)
      expect(login.status).toBe(200)
      expect(await login.text(), b).toContain('S3ClientUploadHandler')
    }
    const listed = await s3!.send(new ListObjectsV2Command({ Bucket: bucket }))
    const keys = (listed.Contents ?? []).map((o) => o.Key)
    expect(keys).toEqual(expect.arrayContaining(['banner.webp', 'manual.pdf']))

    const headers = await loginHeaders(base.a, admin.email, admin.password)
    const bytes = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `scale-${process.pid}.png`)
    form.append('_payload', JSON.stringify({ alt: 'scale test' }))
    const created = await request<Saved<Media>>(base.a, '/api/media', {
      method: 'POST',
      headers: { authorization: headers.authorization },
      body: form,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const doc = created.body.doc
    expect(doc.url).toMatch(/^\/api\/media\/file\//)

    const after = await s3!.send(new ListObjectsV2Command({ Bucket: bucket }))
    expect((after.Contents ?? []).map((o) => o.Key)).toContain(doc.filename)
    expect(fs.existsSync(path.join(dir, 'a', 'media', doc.filename!))).toBe(false)

    // Used by no published document, the file is served to editors only (src/content/media-visibility.ts).
    for (const b of [base.b, base.nginx]) {
      const res = await fetch(`${b}${doc.url}`, { headers: { authorization: headers.authorization } })
      expect(res.status).toBe(200)
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true)
    }
    // A file of the fixtures, through the instance that did not upload it.
    const banners = await request<ApiList<BannerRow>>(base.b, '/client/banner/clientBannerList')
    const image = await fetch(`${base.b}${banners.body.rows[0].bannerUrl}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
  })

  // Last: it restarts instance b.
  it('an instance that starts again leaves the shared cache alone (no tag expired: the other keeps its pages)', async () => {
    const redis = (await connectRedis(redisUrl))!
    try {
      expect((await fetch(`${base.a}/pc_index`)).status).toBe(200)
      const tagsKey = `${prefix}next-tags`
      const before = await redis.hgetall(tagsKey)
      await stop(instanceB)
      const logFile = path.join(dir, 'b-again.log')
      const again = launchServer(ports.b, env('b'), logFile)
      children.push(again.child)
      await again.ready
      // Its start-up requests to itself (the redirect table; before, also a drop of every cache tag) are done.
      for (let waited = 0; !fs.readFileSync(logFile, 'utf8').includes('"/internal-redirects"') && waited < 30_000; waited += 200)
        await new Promise((resolve) => setTimeout(resolve, 200))
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(await redis.hgetall(tagsKey)).toEqual(before)
    } finally {
      redis.disconnect()
    }
  }, 120_000)
})
