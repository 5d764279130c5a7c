/**
 * Redirects over HTTP, answered by server.ts before Next (src/server/redirects.ts): a redirect an editor adds is
 * answered at once, with the query kept; a 301 is kept by the micro-cache; a page's route change and deletion
 * redirect its old addresses in both languages; the CSV import reports bad rows by line; loops and foreign hosts are
 * refused in the editor's language; an unknown old path still gets the 404 page; hits are counted.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { Page, Redirect } from '@/payload-types'

import type { Saved } from '../support/answers'
import { loginHeaders, request, waitFor } from '../support/http'

const base = inject('baseUrl')
const basePath = new URL(base).pathname.replace(/\/+$/, '')
const stamp = Date.now().toString(36)
let admin: Record<string, string> = {}
const madeRedirects: number[] = []
const madePages: number[] = []

beforeAll(async () => {
  admin = await loginHeaders(base, process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
})

afterAll(async () => {
  const list = await request<{ docs: Redirect[] }>(base, `/api/redirects?limit=500&where[from][like]=${stamp}&depth=0`, { headers: admin })
  for (const doc of list.body.docs ?? []) await request(base, `/api/redirects/${doc.id}`, { method: 'DELETE', headers: admin })
  for (const id of madeRedirects) await request(base, `/api/redirects/${id}`, { method: 'DELETE', headers: admin })
  // A page left behind would be the first page other tests pick (tests/e2e/access.test.ts).
  for (const id of madePages) await request(base, `/api/pages/${id}`, { method: 'DELETE', headers: admin })
})

/** The raw answer of the server (redirects are not followed). */
const visit = (path: string) => fetch(`${base}${path}`, { redirect: 'manual', headers: { 'accept-encoding': 'gzip' } })

async function addRedirect(data: Record<string, unknown>, language = 'zh') {
  return request<Saved<Redirect> & { errors?: Array<{ message: string; data?: { errors?: Array<{ message: string }> } }> }>(
    base,
    '/api/redirects',
    { method: 'POST', headers: { ...admin, cookie: `payload-lng=${language}` }, body: JSON.stringify(data) },
  )
}

const fieldMessages = (body: { errors?: Array<{ message: string; data?: { errors?: Array<{ message: string }> } }> }) =>
  (body.errors ?? []).flatMap((e) => e.data?.errors?.map((d) => d.message) ?? [e.message]).join(' | ')

async function seen(path: string, location: string | null, timeoutMs = 3000): Promise<number> {
  return waitFor(async () => {
    const res = await visit(path)
    await res.arrayBuffer()
    return location === null ? res.status === 404 : res.headers.get('location') === location
  }, timeoutMs)
}

describe('redirects added by editors', () => {
  it('are answered before Next at once, with the query kept; a 301 is kept by the micro-cache', async () => {
    const made = await addRedirect({ from: `/e2e-old-${stamp}`, to: '/airoad', status: '301', note: 'e2e' })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    madeRedirects.push(made.body.doc.id)
    const ms = await seen(`/e2e-old-${stamp}`, `${basePath}/airoad`)
    console.log(`redirect answered ${ms} ms after its save`)
    const first = await visit(`/e2e-old-${stamp}`)
    expect(first.status).toBe(301)
    expect(first.headers.get('cache-control')).toContain('public')
    const again = await visit(`/e2e-old-${stamp}`)
    expect(again.status).toBe(301)
    expect(again.headers.get('x-micro-cache')).toBe('HIT')
    const withQuery = await visit(`/e2e-old-${stamp}/?utm_source=old&id=3`)
    expect(withQuery.status).toBe(301)
    expect(withQuery.headers.get('location')).toBe(`${basePath}/airoad?utm_source=old&id=3`)
    const followed = await fetch(`${base}/e2e-old-${stamp}`)
    expect(followed.status).toBe(200)
    expect(followed.url).toBe(`${base}/airoad`)
  })

  it('a 302 is not kept by any cache; a change is seen at once', async () => {
    const made = await addRedirect({ from: `/e2e-temp-${stamp}`, to: '/en/airoad', status: '302' })
    expect(made.status).toBe(201)
    madeRedirects.push(made.body.doc.id)
    await seen(`/e2e-temp-${stamp}`, `${basePath}/en/airoad`)
    const answer = await visit(`/e2e-temp-${stamp}`)
    expect(answer.status).toBe(302)
    expect(answer.headers.get('cache-control')).toBe('no-cache')
    const changed = await request(base, `/api/redirects/${made.body.doc.id}`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ to: '/information' }),
    })
    expect(changed.status).toBe(200)
    await seen(`/e2e-temp-${stamp}`, `${basePath}/information`, 2000)
    await request(base, `/api/redirects/${made.body.doc.id}`, { method: 'DELETE', headers: admin })
    await seen(`/e2e-temp-${stamp}`, null, 2000)
  })

  it('never chain, and refuse loops and foreign hosts in the editor’s language', async () => {
    const b = await addRedirect({ from: `/e2e-b-${stamp}`, to: `/e2e-c-${stamp}` })
    const a = await addRedirect({ from: `/e2e-a-${stamp}`, to: `/e2e-b-${stamp}` })
    expect(a.body.doc.to).toBe(`/e2e-c-${stamp}`)
    madeRedirects.push(a.body.doc.id, b.body.doc.id)
    const loop = await addRedirect({ from: `/e2e-c-${stamp}`, to: `/e2e-a-${stamp}` }, 'en')
    expect(loop.status).toBe(400)
    expect(fieldMessages(loop.body)).toContain(`This redirect would loop: its target leads back to /e2e-c-${stamp}`)
    const foreign = await addRedirect({ from: `/e2e-f-${stamp}`, to: 'https://elsewhere.example/x' })
    expect(foreign.status).toBe(400)
    expect(fieldMessages(foreign.body)).toContain('目标网站 elsewhere.example 不在允许的外部网站之列')
    await seen(`/e2e-a-${stamp}`, `${basePath}/e2e-c-${stamp}`)
  })

  it('an unknown old path still gets the 404 page', async () => {
    const res = await visit(`/e2e-unknown-${stamp}`)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(await res.text()).toContain('<html')
  })

  it('counts hits', async () => {
    const list = await request<{ docs: Redirect[] }>(base, `/api/redirects?where[from][equals]=/e2e-old-${stamp}&depth=0`, {
      headers: admin,
    })
    const id = list.body.docs[0].id
    await waitFor(async () => {
      const doc = await request<Redirect>(base, `/api/redirects/${id}?depth=0`, { headers: admin })
      return (doc.body.hits ?? 0) >= 4 && Boolean(doc.body.lastHit)
    }, 10_000)
  })
})

describe('redirects made by pages', () => {
  it('a route change and a deletion redirect the old addresses in both languages', async () => {
    const made = await request<Saved<Page>>(base, '/api/pages?locale=zh', {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ title: `跳转 ${stamp}`, slug: `e2e${stamp}old`, category: 'other', _status: 'published' }),
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const id = made.body.doc.id
    madePages.push(id)
    const renamed = await request(base, `/api/pages/${id}?locale=zh`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ slug: `e2e${stamp}new`, _status: 'published' }),
    })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    await seen(`/e2e${stamp}old`, `${basePath}/e2e${stamp}new`)
    await seen(`/en/e2e${stamp}old?x=1`, `${basePath}/en/e2e${stamp}new?x=1`)
    expect((await fetch(`${base}/e2e${stamp}old`)).status).toBe(200)
    const deleted = await request(base, `/api/pages/${id}`, { method: 'DELETE', headers: admin })
    expect(deleted.status).toBe(200)
    await seen(`/e2e${stamp}new`, `${basePath}/pc_index`)
    await seen(`/en/e2e${stamp}new`, `${basePath}/en/pc_index`)
    // The first redirects led to the page; they now lead to the home page too (one hop).
    await seen(`/e2e${stamp}old`, `${basePath}/pc_index`)
  })
})

describe('CSV import', () => {
  it('keeps the good rows and reports the bad ones by line, in the editor’s language', async () => {
    const csv = `from,to,status,note\n/e2e-csv1-${stamp},/airoad,301,old site\n/e2e-csv2-${stamp}\n/e2e-csv3-${stamp},/information,302,\n`
    const answer = await request<{ created: number; errors: Array<{ line: number; message: string }> }>(base, '/api/redirects/import', {
      method: 'POST',
      headers: { authorization: admin.authorization, 'content-type': 'text/csv', cookie: 'payload-lng=en' },
      body: csv,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body).toEqual({ created: 2, errors: [{ line: 3, message: 'Each row should read: from,to[,status][,note]' }] })
    await seen(`/e2e-csv1-${stamp}`, `${basePath}/airoad`)
    await seen(`/e2e-csv3-${stamp}`, `${basePath}/information`)
    const anonymous = await request(base, '/api/redirects/import', { method: 'POST', headers: { 'content-type': 'text/csv' }, body: csv })
    expect(anonymous.status).toBe(403)
  })
})
