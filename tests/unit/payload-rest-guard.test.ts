/**
 * The checks in front of Payload's REST API (src/lib/payload-rest-guard.ts): input Payload would pass to the database
 * unchecked (and answer with a 500) is refused with a 4xx; well-formed queries pass.
 */
import { describe, expect, it } from 'vitest'

import { restBodyRuleOf, type RestConfig, restLanguageOf, restRefusal, restSchemaOf, withWriteLocale } from '@/lib/payload-rest-guard'

/** Payload's default endpoints of a collection, in its order (the first that matches is taken). */
const endpoints = [
  { method: 'get', path: '/count' },
  { method: 'delete', path: '/' },
  { method: 'get', path: '/' },
  { method: 'delete', path: '/:id' },
  { method: 'get', path: '/access/:id?' },
  { method: 'get', path: '/versions' },
  { method: 'post', path: '/:id/duplicate' },
  { method: 'patch', path: '/' },
  { method: 'patch', path: '/:id' },
  { method: 'get', path: '/versions/:id' },
  { method: 'post', path: '/versions/:id' },
  { method: 'post', path: '/' },
  { method: 'get', path: '/:id' },
]
const config: RestConfig = {
  db: { defaultIDType: 'number' },
  localization: { localeCodes: ['zh', 'en'], defaultLocale: 'zh' },
  collections: [
    {
      slug: 'news',
      endpoints,
      versions: { drafts: true },
      flattenedFields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'class', type: 'select', options: ['company', { value: 'notice' }] },
        { name: 'cover', type: 'upload', relationTo: 'media' },
        { name: 'publishedAt', type: 'date' },
        {
          name: 'meta',
          type: 'group',
          flattenedFields: [
            { name: 'title', type: 'text', localized: true },
            { name: 'image', type: 'upload', relationTo: 'media' },
          ],
        },
      ],
    },
    {
      slug: 'media',
      endpoints,
      flattenedFields: [
        { name: 'alt', type: 'text', localized: true },
        { name: 'filename', type: 'text' },
      ],
    },
    {
      slug: 'help-documents',
      endpoints,
      flattenedFields: [
        { name: 'software', type: 'relationship', relationTo: 'software' },
        { name: 'chapters', type: 'array', localized: true, flattenedFields: [{ name: 'title', type: 'text' }] },
      ],
    },
    {
      slug: 'software',
      endpoints,
      flattenedFields: [
        { name: 'alias', type: 'text' },
        { name: 'downloads', type: 'number' },
        { name: 'featured', type: 'checkbox' },
      ],
    },
    {
      slug: 'payload-locked-documents',
      endpoints,
      flattenedFields: [
        { name: 'document', type: 'relationship', relationTo: ['news', 'media'] },
        { name: 'globalSlug', type: 'text' },
      ],
    },
    {
      slug: 'users',
      auth: { verify: true },
      endpoints: [{ method: 'get', path: '/me' }, { method: 'post', path: '/verify/:id' }, ...endpoints],
      flattenedFields: [{ name: 'email', type: 'email' }],
    },
    { slug: 'payload-preferences', endpoints: [{ method: 'get', path: '/:key' }, ...endpoints], flattenedFields: [] },
    { slug: 'places', endpoints, flattenedFields: [{ name: 'location', type: 'point' }] },
    { slug: 'audit-log', auth: { verify: false }, endpoints, flattenedFields: [] },
    { slug: 'payload-migrations', endpoints: false, flattenedFields: [] },
  ],
  globals: [
    {
      slug: 'site-settings',
      versions: { max: 10 },
      endpoints: [
        { method: 'get', path: '/' },
        { method: 'get', path: '/versions/:id' },
      ],
      flattenedFields: [],
    },
  ],
}
const schema = restSchemaOf(config)
const check = (url: string, method = 'GET', language: 'zh' | 'en' = 'en') => restRefusal(method, `http://localhost${url}`, schema, language)
const status = (url: string, method = 'GET') => check(url, method)?.status ?? 200

describe('Payload REST checks', () => {
  it('a document id that is not a number is not found; real endpoints and numeric ids pass', () => {
    for (const url of [
      '/api/news/abc',
      '/api/news/1.5',
      '/api/news/-1',
      '/api/news/%20',
      '/api/media/abc',
      '/api/news/2147483648',
      '/api/news/99999999999',
    ]) {
      expect(status(url), url).toBe(404)
    }
    expect(status('/api/news/abc', 'DELETE')).toBe(404)
    expect(status('/api/users/verify/a1b2c3-token', 'POST')).toBe(200) // a token, not a document id
    expect(status('/api/news/abc', 'PATCH')).toBe(404)
    expect(status('/api/news/abc/duplicate', 'POST')).toBe(404)
    expect(status('/api/news/versions/abc')).toBe(404)
    expect(status('/api/globals/site-settings/versions/abc')).toBe(404)
    for (const url of [
      '/api/news/12',
      '/api/news/count',
      '/api/news/versions',
      '/api/news/access',
      '/api/news',
      '/api/users/me',
      '/api/payload-preferences/nav',
      '/api/nosuch/abc',
      '/api/nosuch/abc/def',
    ]) {
      expect(status(url), url).toBe(200)
    }
  })

  it('a NUL anywhere is a 400', () => {
    expect(status('/api/news/%00')).toBe(400)
    expect(status('/api/news/1%00')).toBe(400)
    expect(status('/api/news?where[title][contains]=%00&locale=zh')).toBe(400)
    expect(status('/api/news?sort=%00')).toBe(400)
    expect(check('/api/news/%00', 'GET', 'zh')?.message).toMatch(/空字符/)
  })

  it('where that is not an object of conditions, or values of the wrong shape, are a 400', () => {
    for (const url of [
      '/api/news?where=abc',
      '/api/news?where=1',
      '/api/news?where=%5B%5D',
      '/api/news?where[or]=abc',
      '/api/news?where[id][equals][x]=1',
      '/api/news?where={"id":{"in":[{"a":1}]}}',
    ]) {
      expect(status(url), url).toBe(400)
    }
    expect(status('/api/news?where=null')).toBe(200)
    expect(status('/api/news?where=null&draft=true')).toBe(400) // Payload fails on it for drafts
    expect(status('/api/news?where={"id":{"equals":1}}')).toBe(200)
  })

  it('ids and relations must be numbers, dates dates, exists true or false', () => {
    for (const url of [
      '/api/news?where[id][in]=1,abc',
      '/api/news?where[id][in]=',
      '/api/news?where[id][equals]=2147483648',
      '/api/news?where[id][not_in]=abc',
      '/api/news?where[id][all]=1,abc',
      '/api/news?where[id][in][0]=abc',
      '/api/news?where[id][in][]=1&where[id][in][]=abc',
      '/api/news?where[cover][equals]=abc',
      '/api/news?where[cover][in]=1,abc',
      '/api/news?where[meta.image][equals]=abc&locale=zh',
      '/api/news?where[publishedAt][greater_than]=notadate',
      '/api/news?where[publishedAt][equals]=2020-13-45',
      '/api/news?where[publishedAt][less_than]=1700000000000',
      '/api/news?where[class][exists]=maybe',
      '/api/news?where[or][0][id][in]=x',
      '/api/news?where[cover.id][equals]=abc',
      '/api/help-documents?where[software.id][in]=1,x',
      '/api/news?where[and][0][or][0][publishedAt][equals]=x',
    ]) {
      expect(status(url), url).toBe(400)
    }
    for (const url of [
      '/api/news?where[id][in]=1,2,3',
      '/api/news?where[id][in][0]=1&where[id][in][1]=2',
      '/api/news?where[id][in][]=1&where[id][in][]=2',
      '/api/news?where[id][equals]=7',
      '/api/news?where[cover][equals]=null',
      '/api/news?where[cover][exists]=false',
      '/api/news?where[publishedAt][greater_than]=2026-11-24T00:00:00.000Z',
      '/api/news?where[publishedAt][less_than]=2026-11-24',
      '/api/news?where[class][in]=company,notice',
      '/api/news?where[class][equals]=company',
      '/api/news?where[nosuch][equals]=1', // Payload answers an unknown path with a 400 itself
    ]) {
      expect(status(url), url).toBe(200)
    }
    expect(check('/api/news?where[id][in]=1,abc')?.message).toBe('where[id][in]: "abc" is not an id')
    expect(check('/api/news?where[publishedAt][equals]=x', 'GET', 'zh')?.message).toMatch(/不是日期/)
  })

  it('near, within and intersects only on point fields', () => {
    expect(status('/api/news?where[title][near]=1,2&locale=zh')).toBe(400)
    expect(status('/api/news?where[id][within]=1')).toBe(400)
    expect(status('/api/news?where[cover.alt][intersects]=1&locale=zh')).toBe(400)
    expect(status('/api/places?where[location][near]=1,2,1000')).toBe(200)
  })

  it('a localized field (or a path through another field) needs the locale; an unknown locale is a 400', () => {
    for (const url of [
      '/api/news?where[title][like]=a',
      '/api/news?where[title][exists]=true',
      '/api/news?where[meta.title][like]=a',
      '/api/news?where[cover.alt][equals]=a',
      '/api/news?where[and][0][title][like]=a',
      '/api/news?sort=title',
      '/api/news?sort=-createdAt,-title',
      '/api/news/versions?where[version.title][like]=a',
      '/api/news?locale=xx',
      '/api/news?where[title][like]=a&locale=xx',
    ]) {
      expect(status(url), url).toBe(400)
    }
    for (const url of [
      '/api/news?where[title][like]=a&locale=zh',
      '/api/news?where[title][like]=a&locale=all',
      '/api/news?where[class][equals]=company',
      '/api/news?where[_status][equals]=draft&draft=true',
      '/api/news?sort=-publishedAt',
      '/api/news?sort=title&locale=en',
      '/api/news/versions?where[version.title][like]=a&locale=zh',
    ]) {
      expect(status(url), url).toBe(200)
    }
    // Through relations and into arrays: as far as the fields are known.
    expect(status('/api/help-documents?where[chapters.title][like]=a')).toBe(400)
    expect(status('/api/help-documents?where[software.alias][equals]=eicad')).toBe(200)
    expect(status('/api/payload-locked-documents?where[document.value][equals]=12&where[document.relationTo][equals]=news')).toBe(200)
    expect(status('/api/payload-locked-documents?where[globalSlug][equals]=site-settings')).toBe(200)
    expect(check('/api/news?where[title][like]=a')?.message).toMatch(/locale=zh/)
  })

  it('answers in the language of the admin cookie, else Accept-Language, else Chinese', () => {
    expect(restLanguageOf(new Headers({ cookie: 'a=1; payload-lng=en' }))).toBe('en')
    expect(restLanguageOf(new Headers({ cookie: 'payload-lng=zh', 'accept-language': 'en-US' }))).toBe('zh')
    expect(restLanguageOf(new Headers({ 'accept-language': 'en-GB,en;q=0.9' }))).toBe('en')
    expect(restLanguageOf(new Headers({}))).toBe('zh')
  })

  it('/versions of what keeps none, /verify of what verifies nothing and any path of what has no endpoints are a 404', () => {
    for (const [url, method] of [
      ['/api/software/versions', 'GET'],
      ['/api/software/versions/1', 'GET'],
      ['/api/software/versions/1', 'POST'],
      ['/api/audit-log/verify/abc', 'POST'],
      ['/api/payload-migrations', 'GET'],
      ['/api/payload-migrations/1', 'DELETE'],
      ['/api/payload-migrations/count', 'OPTIONS'],
    ]) {
      expect(status(url, method), `${method} ${url}`).toBe(404)
    }
    expect(status('/api/news/versions?limit=1')).toBe(200)
    expect(status('/api/globals/site-settings/versions/3')).toBe(200)
  })

  it('limit, page and depth are one whole number each', () => {
    for (const query of [
      'limit=99999999999999999999',
      'limit=1&limit=2',
      'limit[a]=1',
      'page=-1',
      'depth=abc',
      'depth=1.5',
      'page=99999999999&limit=1000000000000',
    ]) {
      expect(status(`/api/news?${query}`), query).toBe(400)
    }
    expect(check('/api/news?limit=-5')?.message).toMatch(/Invalid limit/)
    expect(check('/api/news?limit=-5', 'GET', 'zh')?.message).toMatch(/参数 limit 无效/)
    for (const query of ['limit=0', 'limit=1000', 'page=2&limit=10', 'depth=0', 'limit='])
      expect(status(`/api/news?${query}`), query).toBe(200)
  })

  it('a write names one language: locale=all is refused, no locale becomes the default', () => {
    for (const method of ['POST', 'PATCH']) {
      expect(check('/api/news?locale=all', method)?.message).toMatch(/names one language/)
      expect(status('/api/news?locale=*', method)).toBe(400)
    }
    expect(status('/api/news?locale=all')).toBe(200) // a read in every language
    expect(withWriteLocale('POST', 'http://localhost/api/news', schema)).toBe('http://localhost/api/news?locale=zh')
    expect(withWriteLocale('PATCH', 'http://localhost/api/news/3?draft=true&locale=', schema)).toBe(
      'http://localhost/api/news/3?draft=true&locale=zh',
    )
    expect(withWriteLocale('POST', 'http://localhost/api/globals/site-settings?depth=0', schema)).toBe(
      'http://localhost/api/globals/site-settings?depth=0&locale=zh',
    )
    expect(withWriteLocale('PATCH', 'http://localhost/api/news/3?locale=en', schema)).toBeNull()
    expect(withWriteLocale('GET', 'http://localhost/api/news', schema)).toBeNull()
    expect(withWriteLocale('POST', 'http://localhost/api/nope', schema)).toBeNull()
  })

  it('names what an endpoint does with its body', () => {
    const rule = (method: string, url: string) => restBodyRuleOf(method, `http://localhost${url}`, schema)
    expect(rule('POST', '/api/news')).toBe('document')
    expect(rule('PATCH', '/api/news/3')).toBe('document')
    expect(rule('PATCH', '/api/news?where[id][equals]=3')).toBe('document')
    expect(rule('POST', '/api/news/3/duplicate')).toBe('optional')
    expect(rule('POST', '/api/users/verify/abc')).toBe('optional')
    expect(rule('POST', '/api/news/3')).toBe('none') // no such endpoint: Payload answers 404 unread
    expect(rule('PUT', '/api/news/3')).toBe('none')
    expect(rule('POST', '/api/nope')).toBe('none')
    // Payload's reorder endpoint of orderable collections destructures its body: `null` was a 500.
    expect(rule('POST', '/api/reorder')).toBe('document')
    expect(rule('GET', '/api/reorder')).toBe('none')
  })

  it('a select field is queried by its options only (an enum in PostgreSQL)', () => {
    for (const query of [
      'where[class][in][]=a',
      'where[class][equals]=nope',
      'where[class][not_in]=company,x',
      'where[class][greater_than]=z',
    ]) {
      expect(status(`/api/news?${query}`), query).toBe(400)
    }
    for (const query of ['where[class][like]=com', 'where[publishedAt][contains]=2020', 'where[publishedAt][not_like]=1']) {
      expect(check(`/api/news?${query}`)?.message, query).toMatch(/applies to text fields only/)
    }
    for (const query of ['where[downloads][contains]=1', 'where[featured][like]=t']) {
      expect(check(`/api/software?${query}`)?.message, query).toMatch(/applies to text fields only/)
    }
    expect(status('/api/software?where[alias][like]=ei&where[downloads][greater_than]=3')).toBe(200)
    expect(status('/api/news?sort=-id&sort=cover.alt')).toBe(400) // every sort given, not only the first
    expect(status('/api/news?sort[0]=-id&sort[1]=title')).toBe(400)
    expect(check('/api/news?where[class][equals]=nope')?.message).toMatch(/not one of the options \(company, notice\)/)
    for (const query of [
      'where[class][in]=company,notice',
      'where[class][equals]=notice',
      'where[class][exists]=true',
      'where[class][equals]=null',
    ]) {
      expect(status(`/api/news?${query}`), query).toBe(200)
    }
  })
})
