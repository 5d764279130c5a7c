// @vitest-environment happy-dom
/**
 * "从网站撤下英文 / Take English off the site" in the translation band (src/components/admin/LanguageOffSite.tsx):
 * shown only while the language being edited and another are on the site; it asks first, posts to the document's
 * `unpublish-language` endpoint for that language, and says what the server answered; "计划撤下英文…" queues the same
 * for a chosen time through the document's `schedule` endpoint.
 */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type State = { locale: string; published: boolean; live: Record<string, string | null> }
const state = vi.hoisted((): State => ({
  locale: 'en',
  published: true,
  live: { zh: '中文标题', en: 'English title' },
}))

vi.mock('@payloadcms/ui', () => ({
  useConfig: () => ({
    config: { serverURL: '', routes: { api: '/api' } },
    getEntityConfig: () => ({ admin: { useAsTitle: 'title' } }),
  }),
  useDocumentInfo: () => ({ id: 12, collectionSlug: 'news', hasPublishedDoc: state.published }),
  useLocale: () => ({ code: state.locale }),
}))

const { LanguageOffSite } = await import('@/components/admin/LanguageOffSite')
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
let container: HTMLElement
let mounted: Root | null = null
const calls: Array<{ url: string; method: string; body?: string }> = []

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  Object.assign(state, { locale: 'en', published: true, live: { zh: '中文标题', en: 'English title' } })
  calls.length = 0
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET', ...(typeof init?.body === 'string' ? { body: init.body } : {}) })
    if ((init?.method ?? 'GET') === 'GET') return Response.json({ _status: 'published', title: state.live })
    return Response.json({ message: 'The English text is off the site' })
  })
})
afterEach(async () => {
  await act(async () => mounted?.unmount())
  mounted = null
  container.remove()
  vi.unstubAllGlobals()
})

async function render() {
  const root = createRoot(container)
  mounted = root
  await act(async () => root.render(<LanguageOffSite ui="zh" />))
  await act(async () => new Promise((r) => setTimeout(r, 0)))
  return container.querySelector<HTMLButtonElement>('[data-language-off-site]')
}

describe('taking one language off the site', () => {
  it('is offered for the language being edited while it and another are on the site, and asks before it posts', async () => {
    const button = await render()
    expect(button?.textContent).toBe('从网站撤下英文')
    expect(calls[0].url).toBe('/api/news/12?depth=0&locale=all&select[title]=true&select[_status]=true')
    vi.stubGlobal('confirm', () => false)
    await act(async () => button!.click())
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)
    vi.stubGlobal('confirm', () => true)
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    await act(async () => button!.click())
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/news/12/unpublish-language?locale=en'])
  })

  it('is not offered when the language is the only one on the site, is not on it, or nothing is published', async () => {
    state.live = { zh: '中文标题', en: null }
    expect(await render()).toBeNull()
    await act(async () => mounted?.unmount())
    state.locale = 'zh'
    expect(await render()).toBeNull()
    await act(async () => mounted?.unmount())
    Object.assign(state, { published: false, live: { zh: '中文标题', en: 'English title' } })
    expect(await render()).toBeNull()
    expect(calls).toHaveLength(2)
  })

  it('schedules the take-off for a chosen time, and asks for a time before it posts anything', async () => {
    await render()
    const plan = container.querySelector<HTMLButtonElement>('[data-language-off-site-plan="en"]')
    expect(plan?.textContent).toBe('计划撤下英文…')
    await act(async () => plan!.click())
    const schedule = container.querySelector<HTMLButtonElement>('[data-language-off-site-schedule="en"]')!
    await act(async () => schedule.click())
    expect(container.querySelector('[role="status"]')?.textContent).toBe('请选择日期和时间。')
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)

    const input = container.querySelector<HTMLInputElement>('[data-language-off-site-at="en"]')!
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    await act(async () => {
      setValue.call(input, '2031-05-04T18:30')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => schedule.click())
    const posted = calls.filter((c) => c.method === 'POST')
    expect(posted.map((c) => c.url)).toEqual(['/api/news/12/schedule'])
    expect(JSON.parse(posted[0].body!)).toEqual({ type: 'unpublish', locale: 'en', at: new Date('2031-05-04T18:30').toISOString() })
    expect(container.querySelector('[role="status"]')?.textContent).toContain('从网站撤下英文，其他语言不变')
    // The form closes; the band offers scheduling again.
    expect(container.querySelector('[data-language-off-site-plan="en"]')).not.toBeNull()
  })
})
