// @vitest-environment happy-dom
/**
 * The header menu (src/components/layout/MainNav.tsx with useMainNav.ts and NavPanel.tsx) in the browser's DOM: a
 * dropdown's button opens and closes its panel on a click (what Enter and Space on a button become in a browser),
 * with aria-expanded telling which; a mouse over an item opens its panel and leaving closes it, a tap does not count
 * as hovering; ArrowDown on the button opens the panel and moves the focus to its first link; Escape closes the open
 * panel and gives the focus back to its button, then closes the menu sheet and gives the focus to the menu button;
 * focus leaving an item closes its panel; the menu button of narrow widths opens and closes the whole navigation it
 * controls, and its sheet closes once the labels fit the bar again; choosing an entry closes the panel and the sheet;
 * a new page (pathname) closes everything and marks the item the page belongs to.
 */
import { act, type ComponentProps, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { NavItem } from '@/components/layout/nav-model'

const page = vi.hoisted(() => ({ pathname: '/pc_index', compact: false }))

vi.mock('@/i18n/navigation', () => ({
  usePathname: () => page.pathname,
  Link: ({ href, children, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { href: string; children?: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}))
// The page's query reaches the menu through next/navigation's useSearchParams: none here.
vi.mock('@/components/layout/SearchParamsWatcher', () => ({ SearchParamsWatcher: () => null }))
// Whether the labels fit the bar needs a layout engine: the test decides (folded into the menu button or not).
vi.mock('@/components/layout/header-fit', () => ({ fitHeaderBar: () => page.compact }))

const { MainNav } = await import('@/components/layout/MainNav')
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const TEXTS = { mainNav: '主导航', openMenu: '打开菜单', closeMenu: '关闭菜单', menu: '菜单', newWindow: '(在新窗口打开)' }

const ITEMS: NavItem[] = [
  { key: 'home', label: '首页', href: '/pc_index?type=home', external: false, groups: [], paths: ['/pc_index'] },
  {
    key: 'product',
    label: '产品中心',
    href: '/product?type=product',
    external: false,
    groups: [
      {
        title: '软件',
        links: [
          { label: 'AIRoad', href: '/airoad?type=product', newWindow: false },
          { label: 'AIBridge', href: '/aibridge?type=product', newWindow: false },
        ],
      },
    ],
    paths: ['/product', '/airoad', '/aibridge'],
  },
  {
    key: 'user',
    label: '用户支持',
    href: null,
    external: false,
    groups: [{ title: '', links: [{ label: '更新日志', href: '/updateLog?softwareId=3&type=user', newWindow: true }] }],
    paths: ['/updateLog'],
  },
  { key: 'about', label: '关于我们', href: '/about?type=about', external: false, groups: [], paths: ['/about'] },
  { key: 'saas', label: 'SaaS', href: 'https://saas.example.com/login', external: true, groups: [], paths: [] },
]

let container: HTMLElement
let root: Root

beforeEach(() => {
  vi.useFakeTimers()
  Object.assign(page, { pathname: '/pc_index', compact: false })
  container = document.createElement('div')
  document.body.append(container)
  // Links are followed by the test's own checks, never by the test page.
  container.addEventListener('click', (e) => e.preventDefault())
})
afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function render() {
  root = createRoot(container)
  await act(async () => root.render(<MainNav items={ITEMS} texts={TEXTS} />))
}

const item = (key: string) => container.querySelector<HTMLLIElement>(`[data-nav-item="${key}"]`)!
const button = (key: string) => item(key).querySelector<HTMLButtonElement>('button')!
const panel = (key: string) => item(key).querySelector<HTMLElement>('[data-nav-panel]')!
const menuButton = () => container.querySelector<HTMLButtonElement>('[data-menu-button]')!
const nav = () => container.querySelector<HTMLElement>('[data-site-nav]')!
const isOpen = (key: string) => button(key).getAttribute('aria-expanded') === 'true' && !panel(key).hidden

async function click(el: Element) {
  await act(async () => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })))
}
async function key(el: Element, name: string) {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true })
  await act(async () => el.dispatchEvent(event))
  return event
}
async function pointer(el: Element, type: 'pointerover' | 'pointerout', pointerType: string) {
  await act(async () => el.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType, relatedTarget: null })))
}

describe('a dropdown', () => {
  it('opens and closes on a click on its button, which controls its panel', async () => {
    await render()
    expect(button('product').getAttribute('aria-controls')).toBe(panel('product').id)
    expect(panel('product').id).not.toBe('')
    expect(isOpen('product')).toBe(false)
    expect(panel('product').hidden).toBe(true)

    await click(button('product'))
    expect(button('product').getAttribute('aria-expanded')).toBe('true')
    expect(panel('product').hidden).toBe(false)
    expect(item('product').getAttribute('data-state')).toBe('active')

    // Another item's button: that panel opens, this one closes.
    await click(button('user'))
    expect(isOpen('user')).toBe(true)
    expect(button('product').getAttribute('aria-expanded')).toBe('false')
    expect(panel('product').hidden).toBe(true)

    await click(button('user'))
    expect(button('user').getAttribute('aria-expanded')).toBe('false')
    expect(panel('user').hidden).toBe(true)
  })

  it('opens while the mouse is over its item and closes when it leaves; a tap is not hovering', async () => {
    await render()
    expect(item('home').getAttribute('data-state')).toBe('active')
    await pointer(item('product'), 'pointerover', 'mouse')
    expect(isOpen('product')).toBe(true)
    expect(item('product').getAttribute('data-state')).toBe('hover')
    expect(item('home').getAttribute('data-state')).toBeNull()
    await pointer(item('product'), 'pointerout', 'mouse')
    expect(isOpen('product')).toBe(false)
    expect(item('home').getAttribute('data-state')).toBe('active')

    // A click while hovering keeps the panel open (the mouse already opened it); the next click closes it.
    await pointer(item('product'), 'pointerover', 'mouse')
    await click(button('product'))
    expect(isOpen('product')).toBe(true)
    await click(button('product'))
    expect(isOpen('product')).toBe(false)
    await pointer(item('product'), 'pointerout', 'mouse')

    // A finger: nothing on touching the item, the tap (a click) opens the panel and it stays open.
    await pointer(item('user'), 'pointerover', 'touch')
    expect(isOpen('user')).toBe(false)
    await click(button('user'))
    await pointer(item('user'), 'pointerout', 'touch')
    expect(isOpen('user')).toBe(true)
  })

  it('opens on ArrowDown with the focus moved to its first link', async () => {
    await render()
    button('product').focus()
    const event = await key(button('product'), 'ArrowDown')
    expect(event.defaultPrevented).toBe(true)
    expect(isOpen('product')).toBe(true)
    await act(async () => vi.advanceTimersToNextFrame())
    const first = panel('product').querySelector('a')!
    expect(first.getAttribute('href')).toBe('/product?type=product')
    expect(document.activeElement).toBe(first)
  })

  it('closes on Escape and gives the focus back to its button', async () => {
    await render()
    await click(button('product'))
    const entry = panel('product').querySelectorAll('a')[1]
    entry.focus()
    expect(document.activeElement).toBe(entry)
    await key(entry, 'Escape')
    expect(isOpen('product')).toBe(false)
    expect(document.activeElement).toBe(button('product'))
    // The item the page belongs to is marked again.
    expect(item('home').getAttribute('data-state')).toBe('active')
    expect(item('product').getAttribute('data-state')).toBeNull()
  })

  it('closes when the focus leaves its item, not while it moves inside it', async () => {
    await render()
    await click(button('product'))
    const [lead, first] = panel('product').querySelectorAll('a')
    await act(async () => lead.focus())
    await act(async () => first.focus())
    expect(isOpen('product')).toBe(true)
    await act(async () => item('about').querySelector('a')!.focus())
    expect(isOpen('product')).toBe(false)
  })

  it('closes when an entry is chosen, marking its item', async () => {
    await render()
    await click(button('product'))
    const links = [...panel('product').querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])
    expect(links).toEqual([
      ['产品中心', '/product?type=product'],
      ['AIRoad', '/airoad?type=product'],
      ['AIBridge', '/aibridge?type=product'],
    ])
    await click(panel('product').querySelectorAll('a')[2])
    expect(isOpen('product')).toBe(false)
    expect(item('product').getAttribute('data-state')).toBe('active')

    // An entry in a new window says so and closes its panel too.
    await click(button('user'))
    const log = panel('user').querySelector('a')!
    expect(log.getAttribute('target')).toBe('_blank')
    expect(log.getAttribute('rel')).toBe('noopener')
    expect(log.textContent).toBe(`更新日志${TEXTS.newWindow}`)
    await click(log)
    expect(isOpen('user')).toBe(false)
  })
})

describe('the menu button of narrow widths', () => {
  it('opens and closes the navigation it controls', async () => {
    page.compact = true
    await render()
    const menu = menuButton()
    expect(menu.getAttribute('aria-controls')).toBe(nav().id)
    expect(nav().getAttribute('aria-label')).toBe(TEXTS.mainNav)
    expect(menu.getAttribute('aria-expanded')).toBe('false')
    expect(menu.getAttribute('aria-label')).toBe(TEXTS.openMenu)
    expect(nav().getAttribute('data-open')).toBe('false')

    await click(menu)
    expect(menu.getAttribute('aria-expanded')).toBe('true')
    expect(menu.getAttribute('aria-label')).toBe(TEXTS.closeMenu)
    expect(nav().getAttribute('data-open')).toBe('true')

    await click(menu)
    expect(menu.getAttribute('aria-expanded')).toBe('false')
    expect(nav().getAttribute('data-open')).toBe('false')
  })

  it('Escape closes the open panel first, then the menu, with the focus on the menu button', async () => {
    page.compact = true
    await render()
    await click(menuButton())
    await click(button('user'))
    expect(isOpen('user')).toBe(true)
    button('user').focus()

    await key(button('user'), 'Escape')
    expect(isOpen('user')).toBe(false)
    expect(menuButton().getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(button('user'))

    await key(button('user'), 'Escape')
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
    expect(nav().getAttribute('data-open')).toBe('false')
    expect(document.activeElement).toBe(menuButton())
  })

  it('closes its sheet when the labels fit the bar again', async () => {
    const observers: (() => void)[] = []
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(fit: () => void) {
          observers.push(fit)
        }
        observe() {}
        disconnect() {}
      },
    )
    page.compact = true
    await render()
    await click(menuButton())
    await act(async () => observers.forEach((fit) => fit()))
    expect(menuButton().getAttribute('aria-expanded')).toBe('true')
    page.compact = false
    await act(async () => observers.forEach((fit) => fit()))
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
  })

  it('closes when an entry is chosen', async () => {
    page.compact = true
    await render()
    await click(menuButton())
    await click(button('product'))
    await click(panel('product').querySelectorAll('a')[1])
    expect(isOpen('product')).toBe(false)
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
  })
})

describe('a new page', () => {
  it('closes the panel and the menu and marks the item it belongs to', async () => {
    page.compact = true
    await render()
    await click(menuButton())
    await click(button('product'))
    expect(item('about').querySelector('a')!.getAttribute('aria-current')).toBeNull()

    // The same page rendered again: everything stays open.
    await act(async () => root.render(<MainNav items={ITEMS} texts={TEXTS} />))
    expect(isOpen('product')).toBe(true)
    expect(menuButton().getAttribute('aria-expanded')).toBe('true')

    page.pathname = '/about'
    await act(async () => root.render(<MainNav items={ITEMS} texts={TEXTS} />))
    expect(isOpen('product')).toBe(false)
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
    expect(item('about').getAttribute('data-state')).toBe('active')
    expect(item('about').querySelector('a')!.getAttribute('aria-current')).toBe('page')
    expect(item('product').getAttribute('data-state')).toBeNull()
  })
})
