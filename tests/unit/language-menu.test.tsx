// @vitest-environment happy-dom
/**
 * The header's language control (src/components/layout/LanguageSwitcher.tsx): with the two languages of today's
 * table a single link to the other one, as before; past two languages (here a table with a third row, Traditional
 * Chinese) a disclosure menu of the others, each a plain link in its own script and language, that remembers the
 * choice when clicked.
 */
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type * as Locales from '@/i18n/locales'

const chosen = vi.hoisted(() => [] as string[])

vi.mock('@/i18n/navigation', () => ({ usePathname: () => '/airoad' }))
vi.mock('@/client/session', () => ({ setLanguage: (language: string) => chosen.push(language) }))
vi.mock('@/components/layout/SearchParamsWatcher', () => ({ SearchParamsWatcher: () => null }))
vi.mock('@/i18n/locales', async (importOriginal) => {
  const real = await importOriginal<typeof Locales>()
  const LANGUAGES = { ...real.LANGUAGES, 'zh-Hant': { ...real.LANGUAGES.zh, tag: 'zh-Hant', prefix: '/zh-Hant', label: '繁體中文' } }
  return { ...real, LANGUAGES, languageTag: (l: keyof typeof LANGUAGES) => LANGUAGES[l].tag }
})
vi.mock('@/lib/language-switch', () => ({ switchHref: (_base: string, target: string) => `/switch-language?to=${target}` }))

const { LanguageSwitcher } = await import('@/components/layout/LanguageSwitcher')
type Target = Parameters<typeof LanguageSwitcher>[0]['targets'][number]
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
let container: HTMLElement

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  chosen.length = 0
})
afterEach(() => container.remove())

async function render(targets: string[]) {
  const root = createRoot(container)
  await act(async () =>
    root.render(<LanguageSwitcher current="zh" targets={targets as Target[]} label="English" title="切换到英文版" menuLabel="选择语言" />),
  )
  return root
}

describe('the language control', () => {
  it('is one link to the other language when there are two', async () => {
    await render(['en'])
    expect(container.querySelector('details')).toBeNull()
    const links = [...container.querySelectorAll('a')]
    expect(links).toHaveLength(1)
    expect(links[0].getAttribute('href')).toBe('/switch-language?to=en')
    expect(links[0].getAttribute('hreflang')).toBe('en')
    expect(links[0].textContent).toContain('English')
    expect(links[0].title).toBe('切换到英文版')
  })

  it('is a menu of the other languages, each in its own script, past two', async () => {
    await render(['en', 'zh-Hant'])
    const menu = container.querySelector('details[data-language-menu]')
    expect(menu).not.toBeNull()
    const summary = menu!.querySelector('summary')!
    expect(summary.textContent).toContain('简体中文')
    expect(summary.textContent).toContain('选择语言')
    const links = [...menu!.querySelectorAll('li > a')]
    expect(links.map((a) => [a.textContent, a.getAttribute('lang'), a.getAttribute('hreflang'), a.getAttribute('href')])).toEqual([
      ['English', 'en', 'en', '/switch-language?to=en'],
      ['繁體中文', 'zh-Hant', 'zh-Hant', '/switch-language?to=zh-Hant'],
    ])
    await act(async () => (links[1] as HTMLAnchorElement).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })))
    expect(chosen).toEqual(['zh-Hant'])
  })
})
