/**
 * Access control through Payload's REST and GraphQL APIs: every role (anonymous, editor, sales, admin) against
 * every collection and global, for read, create, update and delete; drafts invisible to the public.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest'

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
}
const updaters: Record<string, Role[]> = { ...writers, 'contact-submissions': ['sales', 'admin'] }
const deleters: Record<string, Role[]> = writers
const readers: Record<string, Role[]> = {
  ...Object.fromEntries(CONTENT.map((c) => [c, ROLES])),
  media: ROLES,
  'contact-submissions': ['sales', 'admin'],
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
  for (const slug of [...CONTENT, 'media', 'contact-submissions', 'users']) {
    const list = await request(base, `/api/${slug}?limit=1&depth=0&draft=true`, { headers: headers.admin })
    ids[slug] = list.body.docs[0]?.id
  }
  if (!ids['contact-submissions']) {
    await request(base, '/client/contact/submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.200.0.1' },
      body: JSON.stringify({ name: 'Access', phone: '010-1234567', email: 'access@example.com', requirement: 'x' }),
    })
    const list = await request(base, '/api/contact-submissions?limit=1', { headers: headers.admin })
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
    const all = await request(base, '/api/users?limit=100', { headers: headers.admin })
    expect(all.body.totalDocs).toBeGreaterThanOrEqual(3)
    for (const role of ['editor', 'sales'] as const) {
      const own = await request(base, '/api/users?limit=100', { headers: headers[role] })
      expect(own.body.totalDocs, role).toBe(1)
    }
    expect(denied((await request(base, '/api/users', { headers: headers.anonymous })).status)).toBe(true)
  })

  it('the public and sales never see drafts; editors do', async () => {
    const created = await request(base, '/api/news?draft=true', {
      method: 'POST',
      headers: headers.editor,
      body: JSON.stringify({ title: `draft-${Date.now()}`, class: 'notice', _status: 'draft' }),
    })
    expect(created.status).toBe(201)
    const id = created.body.doc.id
    for (const role of ['anonymous', 'sales'] as const) {
      const one = await request(base, `/api/news/${id}`, { headers: headers[role] })
      expect(one.status, role).toBe(404)
      const drafts = await request(base, `/api/news?where[_status][equals]=draft&draft=true`, { headers: headers[role] })
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
        ? { email: `made-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, password: 'Made-0123456789', role: 'editor' }
        : {}

  for (const slug of Object.keys(writers).filter((s) => s !== 'media')) {
    it(`${slug}: only ${writers[slug].join(', ')} may create`, async () => {
      for (const role of ROLES) {
        const answer = await request(base, `/api/${slug}`, { method: 'POST', headers: headers[role], body: JSON.stringify(createBody(slug)) })
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
      const answer = await request(base, '/api/media', { method: 'POST', headers: auth, body: form })
      if (writers.media.includes(role)) {
        expect(answer.status, role).toBe(201)
        await request(base, `/api/media/${answer.body.doc.id}`, { method: 'DELETE', headers: headers.admin })
      } else {
        expect(denied(answer.status), `${role} → ${answer.status}`).toBe(true)
      }
    }
  })

  for (const slug of Object.keys(updaters)) {
    it(`${slug}: only ${updaters[slug].join(', ')} may update`, async () => {
      const id = ids[slug]
      expect(id, `a ${slug} document exists`).toBeTruthy()
      for (const role of ROLES) {
        if (slug === 'users' && role !== 'anonymous' && role !== 'admin') continue // own account only: below
        const answer = await request(base, `/api/${slug}/${id}?locale=zh`, { method: 'PATCH', headers: headers[role], body: JSON.stringify({}) })
        if (updaters[slug].includes(role)) expect(answer.status, `${role} ${slug} → ${answer.status}`).toBe(200)
        else expect(denied(answer.status) || answer.status === 404, `${role} ${slug} → ${answer.status}`).toBe(true)
      }
    })
  }

  for (const slug of Object.keys(deleters)) {
    it(`${slug}: only ${deleters[slug].join(', ')} may delete`, async () => {
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
      const me = await request(base, '/api/users/me', { headers: headers[role] })
      const answer = await request(base, `/api/users/${me.body.user.id}`, {
        method: 'PATCH',
        headers: headers[role],
        body: JSON.stringify({ role: 'admin' }),
      })
      expect(answer.status).toBe(200)
      const after = await request(base, `/api/users/${me.body.user.id}`, { headers: headers.admin })
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
    }
    for (const role of ['anonymous', 'editor'] as const) {
      expect((await request(base, '/api/contact-submissions/export.csv', { headers: headers[role] })).status, role).toBe(403)
    }
  })
})

describe('globals', () => {
  for (const slug of ['site-settings', 'home-page', 'navigation']) {
    it(`${slug}: everyone reads, editors and admins update`, async () => {
      for (const role of ROLES) {
        expect((await request(base, `/api/globals/${slug}`, { headers: headers[role] })).status).toBe(200)
        const answer = await request(base, `/api/globals/${slug}?locale=zh`, { method: 'POST', headers: headers[role], body: JSON.stringify({}) })
        if (role === 'editor' || role === 'admin') expect(answer.status, role).toBe(200)
        else expect(denied(answer.status), `${role} → ${answer.status}`).toBe(true)
      }
    })
  }
})

describe('GraphQL', () => {
  const gql = (role: Role, query: string) =>
    request(base, '/api/graphql', { method: 'POST', headers: { ...headers[role], 'content-type': 'application/json' }, body: JSON.stringify({ query }) })

  it('refuses leads to the public and editors, and answers them to sales', async () => {
    const query = '{ ContactSubmissions(limit: 1) { docs { id email } } }'
    for (const role of ['anonymous', 'editor'] as const) {
      const answer = await gql(role, query)
      expect(answer.body.errors?.[0]?.extensions?.statusCode, role).toBe(403)
    }
    const sales = await gql('sales', query)
    expect(sales.body.errors).toBeUndefined()
    expect(sales.body.data.ContactSubmissions.docs.length).toBeGreaterThan(0)
  })

  it('lets editors create news and refuses sales', async () => {
    const mutation = `mutation { createNews(data: { title: "gql-${Date.now()}", class: company, _status: draft }) { id } }`
    const editor = await gql('editor', mutation)
    expect(editor.body.errors).toBeUndefined()
    const sales = await gql('sales', mutation)
    expect(sales.body.errors?.[0]?.extensions?.statusCode).toBe(403)
    await request(base, `/api/news/${editor.body.data.createNews.id}`, { method: 'DELETE', headers: headers.admin })
  })
})
