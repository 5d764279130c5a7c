import { describe, expect, it } from 'vitest'

import { editorLanguage } from '@/lib/admin-locale'
import { bodyTooLarge, guardRequest, isPublicApiPath } from '@/server/request-guard'

const guard = (url: string, opts = { basePath: '', apiPrefix: '' }, method = 'GET', headers: Record<string, string> = {}) =>
  guardRequest(method, url, headers, opts)

describe('guardRequest', () => {
  it('lets ordinary requests through', () => {
    expect(guard('/client/message/clientMessageSelectById/12?language=en')).toBeNull()
    expect(guard('/en/newsDetail?type=information&id=12')).toBeNull()
    expect(guard('/news/%E4%B8%AD%E6%96%87')).toBeNull()
    expect(guard('/admin/collections/news/%zz')).toBeNull()
    expect(guard('/contact', undefined, 'POST', { 'next-action': '7f'.repeat(21) })).toBeNull()
  })

  it('answers a malformed %-escape in an API path with the envelope in the caller’s language', () => {
    const en = guard('/client/message/clientMessageSelectById/%zz?language=en')
    expect(en).toMatchObject({ status: 400, contentType: expect.stringContaining('application/json') })
    expect(JSON.parse(en!.body)).toEqual({ code: 400, msg: 'Invalid request path: malformed %-encoding' })
    const zh = guard('/website/prod-api/system/oss/listByIds/%FF?language=zh', { basePath: '/website', apiPrefix: '/prod-api' })
    expect(JSON.parse(zh!.body).msg).toMatch(/请求路径无效/)
  })

  it('answers an uploaded file’s address with a malformed %-escape in Payload’s error format', () => {
    for (const name of ['%', '%zz', '%ED%A0%80', '%FF%FE', '%C0%AE%C0%AE%2F']) {
      const answer = guard(`/api/media/file/${name}`)
      expect(answer, name).toMatchObject({ status: 400, contentType: expect.stringContaining('application/json') })
      expect(JSON.parse(answer!.body).errors[0].message).toMatch(/malformed %-encoding/)
    }
    expect(guard('/website/api/media/file/%zz', { basePath: '/website', apiPrefix: '' })).toMatchObject({ status: 400 })
    expect(guard('/api/media/file/logo-400x125.webp')).toBeNull()
    expect(guard('/api/media/file/%E5%9B%BE.webp')).toBeNull()
  })

  it('answers bad page addresses with a short page in the page’s language', () => {
    expect(guard('/news/%')).toMatchObject({ status: 400 })
    expect(guard('/en/news/%ED%A0%80')!.body).toContain('lang="en"')
    expect(guard(`/information?class=${'a'.repeat(3000)}`)).toMatchObject({ status: 414 })
    expect(guard(`/en/${'a'.repeat(300)}`)).toMatchObject({ status: 404 })
    expect(guard('/news/a%25b')).toMatchObject({ status: 404 })
    expect(guard('/contact', undefined, 'POST', { 'next-action': '<script>' })).toMatchObject({ status: 400 })
  })
})

describe('isPublicApiPath', () => {
  it('knows the public API under the base path and the API prefix, and nothing else', () => {
    const plain = { basePath: '', apiPrefix: '' }
    const prefixed = { basePath: '/website', apiPrefix: '/prod-api' }
    expect(isPublicApiPath('/client/banner/clientBannerList?language=zh', plain)).toBe(true)
    expect(isPublicApiPath('/system/dict/data/type/x', plain)).toBe(true)
    expect(isPublicApiPath('/pc_index?x=/client/', plain)).toBe(false)
    expect(isPublicApiPath('/api/news', plain)).toBe(false)
    expect(isPublicApiPath('/website/prod-api/client/video/clientVideoListPage', prefixed)).toBe(true)
    expect(isPublicApiPath('/website/client/video/clientVideoListPage', prefixed)).toBe(true)
    expect(isPublicApiPath('/website/information', prefixed)).toBe(false)
  })
})

describe('bodyTooLarge', () => {
  const opts = { basePath: '', apiPrefix: '' }
  it('answers the public API with its envelope in the caller’s language', () => {
    const en = bodyTooLarge({ bytes: 16 * 1024, kind: 'api' }, '/client/contact/submit?language=en', {}, opts)
    expect(en).toMatchObject({ status: 413, contentType: expect.stringContaining('application/json') })
    expect(JSON.parse(en.body)).toEqual({ code: 413, msg: 'The request body is too large: at most 16 KB' })
    expect(JSON.parse(bodyTooLarge({ bytes: 16 * 1024, kind: 'api' }, '/client/contact/submit', {}, opts).body).msg).toBe(
      '请求内容过大：最多 16 KB',
    )
  })

  it('answers Payload’s API in its error format, in the editor’s language', () => {
    const zh = bodyTooLarge({ bytes: 4 * 1024 * 1024, kind: 'payload' }, '/api/graphql', {}, opts)
    expect(JSON.parse(zh.body)).toEqual({ errors: [{ message: '请求内容过大：最多 4 MB' }] })
    const en = bodyTooLarge({ bytes: 16 * 1024, kind: 'payload' }, '/api/users/login', { 'accept-language': 'en-GB,en;q=0.8' }, opts)
    expect(JSON.parse(en.body).errors[0].message).toBe('The request body is too large: at most 16 KB')
    const cookie = bodyTooLarge(
      { bytes: 16 * 1024, kind: 'payload' },
      '/api/users/login',
      { cookie: 'a=1; payload-lng=zh', 'accept-language': 'en' },
      opts,
    )
    expect(JSON.parse(cookie.body).errors[0].message).toMatch(/请求内容过大/)
  })

  it('answers a page with a short page in the page’s language', () => {
    const en = bodyTooLarge({ bytes: 1024 * 1024, kind: 'page' }, '/website/en/contact', {}, { basePath: '/website', apiPrefix: '' })
    expect(en).toMatchObject({ status: 413, contentType: expect.stringContaining('text/html') })
    expect(en.body).toContain('lang="en"')
    expect(en.body).toContain('at most 1 MB')
    expect(bodyTooLarge({ bytes: 1024 * 1024, kind: 'page' }, '/contact', {}, opts).body).toContain('lang="zh-CN"')
  })
})

describe('editorLanguage', () => {
  it('follows Payload’s language cookie, then the browser, and is Chinese by default', () => {
    expect(editorLanguage(null, null)).toBe('zh')
    expect(editorLanguage('', 'en-US,en;q=0.9')).toBe('en')
    expect(editorLanguage('', 'zh-CN,en;q=0.5')).toBe('zh')
    expect(editorLanguage('payload-lng=en', 'zh-CN')).toBe('en')
    expect(editorLanguage('x=1; payload-lng=zh', 'en')).toBe('zh')
  })
})
