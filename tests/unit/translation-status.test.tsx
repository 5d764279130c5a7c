// @vitest-environment happy-dom
/**
 * The translation state at the top of a document (src/components/admin/TranslationStatus.tsx), with a table of three
 * languages (Traditional Chinese translated from Simplified, as English is): each language's state; a "start from the
 * source" button for each translated language whose text is missing, posting to that language's endpoint; and, in a
 * language whose source changed since, the hint to check it.
 */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type * as Locales from '@/i18n/locales'

import { withTraditionalChinese } from '../support/third-language'

const form = vi.hoisted(() => ({
  language: 'zh',
  locale: 'zh',
  values: {},
}))

vi.mock('@payloadcms/ui', () => ({
  useTranslation: () => ({ i18n: { language: form.language } }),
  useConfig: () => ({ config: { serverURL: '', routes: { api: '/api' } } }),
  useDocumentInfo: () => ({ id: 12, collectionSlug: 'news' }),
  useLocale: () => ({ code: form.locale }),
  useFormModified: () => false,
  useFormFields: (select: (context: [Record<string, { value: unknown }>]) => unknown) =>
    select([Object.fromEntries(Object.entries(form.values).map(([path, value]) => [path, { value }]))]),
}))
vi.mock('@/components/admin/ScheduleDefaults', () => ({ useSchedulePublishDefault: () => {}, useScheduleLabels: () => {} }))
vi.mock('@/i18n/locales', async (importOriginal) => withTraditionalChinese(await importOriginal<typeof Locales>()))

const { TranslationStatusField } = await import('@/components/admin/TranslationStatus')
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
let container: HTMLElement
let mounted: Root | null = null

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  Object.assign(form, { language: 'zh', locale: 'zh', values: {} })
})
afterEach(async () => {
  // Unmounted, or its title mark would go on watching the page beside the next test's.
  await act(async () => mounted?.unmount())
  mounted = null
  container.remove()
  vi.unstubAllGlobals()
})

async function render() {
  const root = createRoot(container)
  mounted = root
  await act(async () => root.render(<TranslationStatusField />))
  const status = container.querySelector('.translation-status')!
  return {
    states: [...status.querySelectorAll('[data-language]')].map(
      (s) => `${s.getAttribute('data-language')}:${s.getAttribute('data-state')}`,
    ),
    buttons: [...status.querySelectorAll('button')],
    text: status.textContent ?? '',
    band: container.querySelector('.content-language-band') as HTMLElement,
  }
}

describe('translation state over three languages', () => {
  // The page has no title here: the band's language mark must not set it again and again (it did, before the title
  // was compared as it reads back, trimmed).
  it("shows every language's state and a start button for each translated language that is missing", async () => {
    form.values = { 'translation.zhState': 'complete', 'translation.enState': 'missing', 'translation.zhHantState': 'missing' }
    const { states, buttons } = await render()
    expect(states).toEqual(['zh:complete', 'en:missing', 'zh-Hant:missing'])
    expect(buttons.map((b) => [b.textContent, b.getAttribute('data-start-translation')])).toEqual([
      ['以中文为底稿创建英文', 'en'],
      ['以中文为底稿创建繁体中文', 'zh-Hant'],
    ])
  })

  it("posts to the language's own endpoint", async () => {
    form.values = { 'translation.zhState': 'complete', 'translation.enState': 'complete', 'translation.zhHantState': 'missing' }
    const calls: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url)
      return new Response(JSON.stringify({ errors: [{ message: '只有编辑和管理员可以执行此操作。' }] }), { status: 403 })
    })
    const { buttons } = await render()
    expect(buttons).toHaveLength(1)
    await act(async () => buttons[0].click())
    expect(calls).toEqual(['/api/news/12/start-translation/zh-Hant'])
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('只有编辑和管理员可以执行此操作。')
  })

  it('asks to check a translation whose source changed, in that language, in the admin language, on its colour', async () => {
    form.values = { 'translation.zhState': 'complete', 'translation.enState': 'complete', 'translation.zhHantState': 'outdated' }
    form.locale = 'zh-Hant'
    form.language = 'en'
    const { text, buttons, band } = await render()
    expect(buttons).toHaveLength(0)
    expect(text).toContain('The Chinese changed after the Traditional Chinese was last saved: check the Traditional Chinese.')
    expect(band.getAttribute('data-locale')).toBe('zh-Hant')
    expect(document.title).toBe('[Traditional Chinese (繁體中文)]')
    expect(band.style.background).toMatch(/#2e7d32|rgb\(46, 125, 50\)/)
  })
})
