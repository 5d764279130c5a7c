/**
 * Access control through Payload's REST API: every role (anonymous, editor, sales, admin) against every collection
 * and global, for read, create, update and delete; drafts invisible to the public; which lead fields sales may
 * change; document locks and the jobs queue by role. GraphQL is off (404 for all).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest'

import type { ContactSubmission, PayloadLockedDocument, User } from '@/payload-types'

import type { Found, Me, Saved } from '../support/answers'
import { loginHeaders, request } from '../support/http'

const base = inject('baseUrl')
type Role = 'anonymous' | 'editor' | 'sales' | 'admin'
const ROLES: Role[] = ['anonymous', 'editor', 'sales', 'admin']
const headers: Record<Role, Record<string, string>> = {
  anonymous: { 'content-type': 'application/json' },
  editor: {},
  sales: {},
  admin: {},
}

const CONTENT = [
  'news',
  'videos',
  'banners',
  'partners',
  'pages',
  'software',
  'update-logs',
  'help-documents',
  'teaching-classifications',
  'teaching-albums',
] as const

const writers: Record<string, Role[]> = {
  ...Object.fromEntries(CONTENT.map((c) => [c, ['editor', 'admin']])),
  media: ['editor', 'admin'],
  'contact-submissions': ['admin'],
  users: ['admin'],
  // Written by the server alone.
  'audit-log': [],
}
const updaters: Record<string, Role[]> = { ...writers, 'contact-submissions': ['sales', 'admin'] }
const deleters: Record<string, Role[]> = writers
const readers: Record<string, Role[]> = {
  ...Object.fromEntries(CONTENT.map((c) => [c, ROLES])),
  media: ROLES,
  'contact-submissions': ['sales', 'admin'],
  'audit-log': ['admin'],
}

const denied = (status: number) => status === 401 || status === 403

const ids: Record<string, number> = {}

beforeAll(async () => {
  headers.admin = await loginHeaders(base, process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
  const password = 'Access-test-0123456789'
  for (const role of ['editor', 'sales'] as const) {
    const email = `${role}-${Date.now()}@example.com`
    const made = await request(base, '/api/users', {
      method: 'POST',
      headers: headers.admin,
      body: JSON.stringify({ email, password, role, name: role }),
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    headers[role] = await loginHeaders(base, email, password)
  }
  // One existing document per collection to update and delete.
  for (const slug of [...CONTENT, 'media', 'contact-submissions', 'users', 'audit-log']) {
    const list = await request<Found>(base, `/api/${slug}?limit=1&depth=0&draft=true`, { headers: headers.admin })
    ids[slug] = list.body.docs[0]?.id
  }
  if (!ids['contact-submissions']) {
    await request(base, '/client/contact/submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.200.0.1' },
      body: JSON.stringify({ name: 'Access', phone: '010-1234567', email: 'access@example.com', requirement: 'x' }),
    })
    const list = await request<Found>(base, '/api/contact-submissions?limit=1', { headers: headers.admin })
    ids['contact-submissions'] = list.body.docs[0].id
  }
})

describe('read', () => {
  for (const slug of Object.keys(readers)) {
    it(`${slug}: ${readers[slug].join(', ')} may list`, async () => {
      for (const role of ROLES) {
        const answer = await request(base, `/api/${slug}?limit=1`, { headers: headers[role] })
        if (readers[slug].includes(role)) expect(answer.status, `${role} ${slug}`).toBe(200)
        else expect(denied(answer.status), `${role} ${slug} → ${answer.status}`).toBe(true)
      }
    })
  }

  it('users: admins see every account, others only their own, the public none', async () => {
    const all = await request<Found>(base, '/api/users?limit=100', { headers: headers.admin })
    expect(all.body.totalDocs).toBeGreaterThanOrEqual(3)
    for (const role of ['editor', 'sales'] as const) {
      const own = await request<Found>(base, '/api/users?limit=100', { headers: headers[role] })
      expect(own.body.totalDocs, role).toBe(1)
    }
    expect(denied((await request(base, '/api/users', { headers: headers.anonymous })).status)).toBe(true)
  })

  it('the public and sales never see drafts; editors do', async () => {
    const created = await request<Saved>(base, '/api/news?draft=true', {
      method: 'POST',
      headers: headers.editor,
      body: JSON.stringify({ title: `draft-${Date.now()}`, class: 'notice', _status: 'draft' }),
    })
    expect(created.status).toBe(201)
    const id = created.body.doc.id
    for (const role of ['anonymous', 'sales'] as const) {
      const one = await request(base, `/api/news/${id}`, { headers: headers[role] })
      expect(one.status, role).toBe(404)
      const drafts = await request<Found>(base, `/api/news?where[_status][equals]=draft&draft=true`, { headers: headers[role] })
      expect(drafts.body.totalDocs, role).toBe(0)
    }
    expect((await request(base, `/api/news/${id}?draft=true`, { headers: headers.editor })).status).toBe(200)
    await request(base, `/api/news/${id}`, { method: 'DELETE', headers: headers.editor })
  })
})

describe('create, update, delete', () => {
  const createBody = (slug: string) =>
    slug === 'news'
      ? { title: `access-${Date.now()}`, class: 'company', _status: 'draft' }
      : slug === 'users'
        ? {
            email: `made-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
            password: 'Made-by-access-test-0123456789',
            role: 'editor',
          }
        : {}

  for (const slug of Object.keys(writers).filter((s) => s !== 'media')) {
    it(`${slug}: only ${writers[slug].join(', ') || 'the server'} may create`, async () => {
      for (const role of ROLES) {
        const answer = await request<Saved>(base, `/api/${slug}`, {
          method: 'POST',
          headers: headers[role],
          body: JSON.stringify(createBody(slug)),
        })
        if (writers[slug].includes(role)) {
          // Allowed: created, or refused for the (deliberately incomplete) data, never for access.
          expect([201, 400], `${role} ${slug} → ${answer.status}`).toContain(answer.status)
          if (answer.status === 201) await request(base, `/api/${slug}/${answer.body.doc.id}`, { method: 'DELETE', headers: headers.admin })
        } else {
          expect(denied(answer.status), `${role} ${slug} → ${answer.status}`).toBe(true)
        }
      }
    })
  }

  it('media: only editors and admins may upload', async () => {
    // A 1×1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
    for (const role of ROLES) {
      const form = new FormData()
      form.append('file', new Blob([png], { type: 'image/png' }), `access-${role}.png`)
      form.append('_payload', JSON.stringify({ alt: 'access test' }))
      const { 'content-type': _ct, ...auth } = headers[role]
      const answer = await request<Saved>(base, '/api/media', { method: 'POST', headers: auth, body: form })
      if (writers.media.includes(role)) {
        expect(answer.status, role).toBe(201)
        await request(base, `/api/media/${answer.body.doc.id}`, { method: 'DELETE', headers: headers.admin })
      } else {
        expect(denied(answer.status), `${role} → ${answer.status}`).toBe(true)
      }
    }
  })

  for (const slug of Object.keys(updaters)) {
    it(`${slug}: only ${updaters[slug].join(', ') || 'the server'} may update`, async () => {
      const id = ids[slug]
      expect(id, `a ${slug} document exists`).toBeTruthy()
      for (const role of ROLES) {
        if (slug === 'users' && role !== 'anonymous' && role !== 'admin') continue // own account only: below
        const answer = await request(base, `/api/${slug}/${id}?locale=zh`, {
          method: 'PATCH',
          headers: headers[role],
          body: JSON.stringify({}),
        })
        if (updaters[slug].includes(role)) expect(answer.status, `${role} ${slug} → ${answer.status}`).toBe(200)
        else expect(denied(answer.status) || answer.status === 404, `${role} ${slug} → ${answer.status}`).toBe(true)
      }
    })
  }

  for (const slug of Object.keys(deleters)) {
    it(`${slug}: only ${deleters[slug].join(', ') || 'the server'} may delete`, async () => {
      for (const role of ROLES.filter((r) => !deleters[slug].includes(r))) {
        const answer = await request(base, `/api/${slug}/${ids[slug]}`, { method: 'DELETE', headers: headers[role] })
        expect(denied(answer.status) || answer.status === 404, `${role} ${slug} → ${answer.status}`).toBe(true)
      }
      // The document is still there.
      expect((await request(base, `/api/${slug}/${ids[slug]}?draft=true`, { headers: headers.admin })).status).toBe(200)
    })
  }

  it('editors and sales cannot raise their own role', async () => {
    for (const role of ['editor', 'sales'] as const) {
      const me = await request<Me>(base, '/api/users/me', { headers: headers[role] })
      const answer = await request(base, `/api/users/${me.body.user.id}`, {
        method: 'PATCH',
        headers: headers[role],
        body: JSON.stringify({ role: 'admin' }),
      })
      expect(answer.status).toBe(200)
      const after = await request<User>(base, `/api/users/${me.body.user.id}`, { headers: headers.admin })
      expect(after.body.role).toBe(role)
    }
  })
})

describe('leads export', () => {
  it('answers CSV to sales and admins only', async () => {
    for (const role of ['sales', 'admin'] as const) {
      const res = await fetch(`${base}/api/contact-submissions/export.csv`, { headers: headers[role] })
      expect(res.status, role).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/csv')
      const bytes = Buffer.from(await res.arrayBuffer())
      expect([...bytes.subarray(0, 3)], 'UTF-8 byte-order mark').toEqual([0xef, 0xbb, 0xbf])
      const text = bytes.toString('utf8')
      expect(text.slice(1)).toMatch(/^id,/)
      expect(text.split('\r\n').length).toBeGreaterThan(2)
      // Named by the time in Beijing; statuses in the exporter's language.
      expect(res.headers.get('content-disposition')).toMatch(/filename="leads-\d{4}-\d{2}-\d{2}-\d{4}\.csv"/)
      expect(text).toMatch(/,(新留言|已联系|已关闭),/)
    }
    const english = await fetch(`${base}/api/contact-submissions/export.csv`, { headers: { ...headers.admin, 'accept-language': 'en' } })
    const englishText = await english.text()
    expect(englishText).toMatch(/,(New|Contacted|Closed),/)
    expect(englishText).not.toMatch(/,(新留言|已联系|已关闭),/)
    for (const role of ['anonymous', 'editor'] as const) {
      expect((await request(base, '/api/contact-submissions/export.csv', { headers: headers[role] })).status, role).toBe(403)
    }
  })
})

describe('lead follow-up', () => {
  it('sales change the status and notes only; where the lead came from changes for nobody', async () => {
    const id = ids['contact-submissions']
    const read = async () =>
      (await request<ContactSubmission>(base, `/api/contact-submissions/${id}?depth=0`, { headers: headers.admin })).body
    const before = await read()
    const forged = {
      name: 'Forged name',
      phone: '010-0000000',
      email: 'forged@example.com',
      requirement: 'forged',
      language: before.language === 'en' ? 'zh' : 'en',
      ip: '6.6.6.6',
      userAgent: 'forged',
      fingerprint: 'forged',
    }
    const notes = `called back ${Date.now()}`
    const answer = await request(base, `/api/contact-submissions/${id}`, {
      method: 'PATCH',
      headers: headers.sales,
      body: JSON.stringify({ ...forged, status: 'contacted', notes }),
    })
    expect(answer.status).toBe(200)
    const after = await read()
    expect(after).toMatchObject({ status: 'contacted', notes })
    for (const field of Object.keys(forged) as (keyof typeof forged)[]) expect(after[field], field).toEqual(before[field])

    // Administrators may correct what the visitor typed, not where it came from.
    await request(base, `/api/contact-submissions/${id}`, {
      method: 'PATCH',
      headers: headers.admin,
      body: JSON.stringify({ name: 'Corrected', ip: '7.7.7.7' }),
    })
    const corrected = await read()
    expect(corrected.name).toBe('Corrected')
    expect(corrected.ip).toEqual(before.ip)
    await request(base, `/api/contact-submissions/${id}`, {
      method: 'PATCH',
      headers: headers.admin,
      body: JSON.stringify({ name: before.name, status: before.status, notes: before.notes ?? '' }),
    })
  })
})

describe('document locks', () => {
  const LOCKS = '/api/payload-locked-documents'
  const me = async (role: Role) => (await request<Me>(base, '/api/users/me', { headers: headers[role] })).body.user.id
  const lock = (role: Role, document: { relationTo: string; value: number }, user: number) =>
    request<Saved<PayloadLockedDocument>>(base, LOCKS, {
      method: 'POST',
      headers: headers[role],
      body: JSON.stringify({ document, user: { relationTo: 'users', value: user } }),
    })
  const seen = async (role: Role) =>
    ((await request<Found>(base, `${LOCKS}?limit=100&depth=0`, { headers: headers[role] })).body.docs ?? []).map((d) => d.id)

  it('each role takes, sees and releases only the locks of what it may edit, in its own name', async () => {
    const [adminId, editorId, salesId] = [await me('admin'), await me('editor'), await me('sales')]
    const news = { relationTo: 'news', value: ids.news }
    const lead = { relationTo: 'contact-submissions', value: ids['contact-submissions'] }
    const newsLock = await lock('editor', news, editorId)
    expect(newsLock.status, JSON.stringify(newsLock.body)).toBe(201)
    const leadLock = await lock('sales', lead, salesId)
    expect(leadLock.status, JSON.stringify(leadLock.body)).toBe(201)
    const made = [newsLock.body.doc.id, leadLock.body.doc.id]
    try {
      expect(denied((await lock('sales', news, salesId)).status), 'sales locks news').toBe(true)
      expect(denied((await lock('editor', lead, editorId)).status), 'an editor locks a lead').toBe(true)
      expect(denied((await lock('editor', news, adminId)).status), 'a lock in another name').toBe(true)
      expect(denied((await lock('anonymous', news, adminId)).status), 'anonymous').toBe(true)

      expect(await seen('sales')).toContain(made[1])
      expect(await seen('sales')).not.toContain(made[0])
      expect(await seen('editor')).toContain(made[0])
      expect(await seen('editor')).not.toContain(made[1])
      expect(await seen('admin')).toEqual(expect.arrayContaining(made))
      expect(denied((await request(base, LOCKS, { headers: headers.anonymous })).status)).toBe(true)

      // Sales can neither release the editor's lock nor move their own to another document or person.
      const release = await request(base, `${LOCKS}/${made[0]}`, { method: 'DELETE', headers: headers.sales })
      expect(denied(release.status) || release.status === 404, `release → ${release.status}`).toBe(true)
      await request(base, `${LOCKS}/${made[1]}`, {
        method: 'PATCH',
        headers: headers.sales,
        body: JSON.stringify({ document: news, user: { relationTo: 'users', value: adminId } }),
      })
      const moved = (await request<PayloadLockedDocument>(base, `${LOCKS}/${made[1]}?depth=0`, { headers: headers.admin })).body
      expect(moved.document).toEqual(lead)
      expect(moved.user).toEqual({ relationTo: 'users', value: salesId })
      // Nobody releases another person's lock, an administrator included (taking it over is an update): Payload's
      // document view releases "the" lock of a document when it is left, which with a lock per language may be the
      // other language's.
      const byAdmin = await request(base, `${LOCKS}/${made[0]}`, { method: 'DELETE', headers: headers.admin })
      expect(denied(byAdmin.status) || byAdmin.status === 404, `admin release → ${byAdmin.status}`).toBe(true)
      expect(await seen('admin')).toEqual(expect.arrayContaining(made))
    } finally {
      await request(base, `${LOCKS}/${made[0]}`, { method: 'DELETE', headers: headers.editor })
      await request(base, `${LOCKS}/${made[1]}`, { method: 'DELETE', headers: headers.sales })
    }
    expect(await seen('admin')).not.toContain(made[0])
    expect(await seen('admin')).not.toContain(made[1])
  })
})

describe('jobs queue', () => {
  it('is run by the server alone: no role runs it with a GET', async () => {
    for (const path of ['/api/payload-jobs/run', '/api/payload-jobs/handle-schedules']) {
      for (const role of ROLES) {
        const answer = await request(base, path, { headers: headers[role] })
        expect(denied(answer.status), `${role} ${path} → ${answer.status}`).toBe(true)
      }
    }
  })
})

describe('globals', () => {
  for (const slug of ['site-settings', 'home-page', 'navigation']) {
    it(`${slug}: everyone reads, editors and admins update`, async () => {
      for (const role of ROLES) {
        expect((await request(base, `/api/globals/${slug}`, { headers: headers[role] })).status).toBe(200)
        const answer = await request(base, `/api/globals/${slug}?locale=zh`, {
          method: 'POST',
          headers: headers[role],
          body: JSON.stringify({}),
        })
        if (role === 'editor' || role === 'admin') expect(answer.status, role).toBe(200)
        else expect(denied(answer.status), `${role} → ${answer.status}`).toBe(true)
      }
    })
  }
})

describe('GraphQL', () => {
  // Off (src/payload.config.ts): nothing uses it, and its cost limit did not count `limit`. Every role gets a 404,
  // for queries and mutations alike, and there is no playground.
  it('answers 404 to every role, for queries and mutations, and has no playground', async () => {
    const queries = [
      '{ ContactSubmissions(limit: 1) { docs { id email } } }',
      `mutation { createNews(data: { title: "gql-${Date.now()}", class: company, _status: draft }) { id } }`,
      '{ allMedia(limit: 10000) { docs { id sizes { thumbnail { url } } } } }',
    ]
    for (const role of ROLES) {
      for (const query of queries) {
        const answer = await request(base, '/api/graphql', {
          method: 'POST',
          headers: { ...headers[role], 'content-type': 'application/json' },
          body: JSON.stringify({ query }),
        })
        expect(answer.status, `${role} ${query.slice(0, 30)}`).toBe(404)
        expect(JSON.stringify(answer.body)).not.toMatch(/"data"/)
      }
      expect((await request(base, '/api/graphql?query=%7B__typename%7D', { headers: headers[role] })).status, role).toBe(404)
    }
    expect((await request(base, '/api/graphql-playground')).status).toBe(404)
    // Nothing was created through it.
    const news = await request<Found>(base, '/api/news?where[title][like]=gql-&locale=zh&draft=true&limit=1', { headers: headers.admin })
    expect(news.body.totalDocs).toBe(0)
  })
})
