// @vitest-environment happy-dom
/**
 * The translation filters above an admin list (src/components/admin/TranslationFilters.tsx), with a table of three
 * languages (Traditional Chinese translated from Simplified, as English is): a "missing" and an "outdated" filter per
 * translated language, in the admin's words, each the list query of that language's stored state; the one in the
 * address is marked current and "show all" appears; sales see none.
 */
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type * as Locales from '@/i18n/locales'

import { withTraditionalChinese } from '../support/third-language'

const ui = vi.hoisted(() => ({ language: 'zh', role: 'editor', query: '' }))

vi.mock('@payloadcms/ui', () => ({
  useTranslation: () => ({ i18n: { language: ui.language } }),
  useAuth: () => ({ user: { role: ui.role } }),
}))
vi.mock('next/navigation', () => ({
  usePathname: () => '/admin/collections/news',
  useSearchParams: () => new URLSearchParams(ui.query),
}))
vi.mock('@/i18n/locales', async (importOriginal) => withTraditionalChinese(await importOriginal<typeof Locales>()))

const { TranslationFilters } = await import('@/components/admin/TranslationFilters')
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
let container: HTMLElement

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  Object.assign(ui, { language: 'zh', role: 'editor', query: '' })
})
afterEach(() => container.remove())

async function render() {
  const root = createRoot(container)
  await act(async () => root.render(<TranslationFilters />))
  return [...container.querySelectorAll('a')].map((a) => ({
    text: a.textContent,
    href: decodeURIComponent(a.getAttribute('href') ?? ''),
    current: a.getAttribute('aria-current') === 'true',
  }))
}

describe('translation filters over three languages', () => {
  it('offers missing and outdated for each translated language, in the admin language', async () => {
    const links = await render()
    expect(links.map((l) => l.text)).toEqual(['缺少英文', '英文待更新', '缺少繁体中文', '繁体中文待更新'])
    expect(links[2].href).toBe('/admin/collections/news?where[translation.zhHantState][equals]=missing')
    expect(links[1].href).toBe('/admin/collections/news?where[translation.enState][equals]=outdated')
    expect(links.some((l) => l.current)).toBe(false)
  })

  it('marks the filter in the address and offers to show all', async () => {
    ui.query = 'where[translation.zhHantState][equals]=outdated'
    ui.language = 'en'
    const links = await render()
    expect(links.map((l) => [l.text, l.current])).toEqual([
      ['Missing English', false],
      ['English outdated', false],
      ['Missing Traditional Chinese', false],
      ['Traditional Chinese outdated', true],
      ['Show all', false],
    ])
    expect(links[4].href).toBe('/admin/collections/news')
  })

  it('shows nothing to sales', async () => {
    ui.role = 'sales'
    expect(await render()).toEqual([])
  })
})
