// @vitest-environment happy-dom
/**
 * The admin's menu at laptop widths and the labelled sign-out (src/components/admin/AdminNav.tsx), rendered with
 * Payload's hooks standing in: the menu is opened again after Payload closes it on a screen wider than 1024 px
 * (1440 px included) unless the editor closed it before; signing out is a link with its words in the admin language.
 */
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const state = vi.hoisted(() => ({
  nav: { hydrated: true, navOpen: false, setNavOpen: () => undefined },
  preference: undefined as { open?: boolean } | undefined,
  breakpoints: { l: true, m: false, s: false },
  language: 'zh',
}))

vi.mock('@payloadcms/ui', () => ({
  useNav: () => state.nav,
  usePreferences: () => ({ getPreference: () => Promise.resolve(state.preference) }),
  useWindowInfo: () => ({ breakpoints: state.breakpoints }),
  useTranslation: () => ({ i18n: { language: state.language } }),
  useConfig: () => ({ config: { routes: { admin: '/admin' }, admin: { routes: { logout: '/logout' } } } }),
  LogOutIcon: () => null,
  Link: ({ children, href, className }: { children: React.ReactNode; href: string; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}))

const { NavOpenOnWideScreens, SignOut } = await import('@/components/admin/AdminNav')

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
let container: HTMLElement

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  state.nav = { hydrated: true, navOpen: false, setNavOpen: vi.fn() }
  state.preference = undefined
  state.breakpoints = { l: true, m: false, s: false }
  state.language = 'zh'
})
afterEach(() => container.remove())

async function render(node: React.ReactNode) {
  const root = createRoot(container)
  await act(async () => root.render(node))
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
  return root
}

describe('the menu at laptop widths', () => {
  it('opens the menu Payload closed at 1440 px (a sidebar screen)', async () => {
    await render(<NavOpenOnWideScreens />)
    expect(state.nav.setNavOpen).toHaveBeenCalledWith(true)
  })

  it('leaves it closed on a tablet or phone, and when the editor closed it before', async () => {
    state.breakpoints = { l: true, m: true, s: false }
    await render(<NavOpenOnWideScreens />)
    state.breakpoints = { l: true, m: false, s: false }
    state.preference = { open: false }
    await render(<NavOpenOnWideScreens />)
    expect(state.nav.setNavOpen).not.toHaveBeenCalled()
  })

  it('does nothing before Payload has settled the menu, or when it is open', async () => {
    state.nav.hydrated = false
    await render(<NavOpenOnWideScreens />)
    state.nav.hydrated = true
    state.nav.navOpen = true
    await render(<NavOpenOnWideScreens />)
    expect(state.nav.setNavOpen).not.toHaveBeenCalled()
  })
})

describe('signing out', () => {
  it('is a labelled link to the sign-out page, in the admin language', async () => {
    await render(<SignOut />)
    const link = container.querySelector('a')
    expect(link?.getAttribute('href')).toBe('/admin/logout')
    expect(link?.textContent).toBe('退出登录')
    container.innerHTML = ''
    state.language = 'en'
    await render(<SignOut />)
    expect(container.querySelector('a')?.textContent).toBe('Sign out')
  })
})
