'use client'

/**
 * The header menu (spec sections 2 and 4). activeIndex and hoverIndex over the menu keys: hovering an item with a
 * dropdown sets the hover key, clears the active key and opens its panel; leaving closes it; a click sets both;
 * selecting an entry closes the panel. Keyboard: Enter or Space on an item opens its panel, Escape closes it and
 * gives the focus back. Where the labels do not fit the bar (header-fit.ts), a menu button opens the same navigation.
 *
 * Everything is in the server-rendered HTML; without JavaScript the panels open on hover and focus (NoScriptStyles).
 */
import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'

import { useHydrated } from '@/client/hydrated'
import { isLocale, languageTag } from '@/i18n/locales'
import { Link, usePathname } from '@/i18n/navigation'

import { fitHeaderBar } from './header-fit'
import styles from './MainNav.module.css'
import { activeKeyFor, type NavItem, type NavKey, type NavLink } from './nav-model'
import { SearchParamsWatcher } from './SearchParamsWatcher'

export type MainNavTexts = { mainNav: string; openMenu: string; closeMenu: string; menu: string; newWindow: string }

function EntryLink({ link, onSelect, newWindowText }: { link: NavLink; onSelect: () => void; newWindowText: string }) {
  const content = (
    <>
      {link.label}
      {link.newWindow ? <span className="sr-only">{newWindowText}</span> : null}
    </>
  )
  if (/^[a-z][a-z0-9+.-]*:/i.test(link.href)) {
    return (
      <a href={link.href} target="_blank" rel="noopener" onClick={onSelect}>
        {content}
      </a>
    )
  }
  return (
    <Link href={link.href} target={link.newWindow ? '_blank' : undefined} rel={link.newWindow ? 'noopener' : undefined} onClick={onSelect}>
      {content}
    </Link>
  )
}

export function MainNav({ items, texts, tools }: { items: NavItem[]; texts: MainNavTexts; tools?: ReactNode }) {
  const pathname = usePathname()
  const baseId = useId()
  const [typeParam, setTypeParam] = useState<string | null>(null)
  const urlKey = activeKeyFor(items, pathname, typeParam)
  const [activeKey, setActiveKey] = useState<NavKey | null>(urlKey)
  const [hoverKey, setHoverKey] = useState<NavKey | null>(null)
  const [openKey, setOpenKey] = useState<NavKey | null>(null)
  const [openedBy, setOpenedBy] = useState<'hover' | 'click' | null>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  /** Set once hydrated (tests and styles can tell the interactive header from the server HTML). */
  const ready = useHydrated()
  const buttons = useRef(new Map<NavKey, HTMLButtonElement>())
  const menuButton = useRef<HTMLButtonElement>(null)

  // A new page (path or query): the active key follows the URL, every panel closes (set while rendering, React's
  // way to reset state when an input changes).
  const page = `${pathname}?type=${typeParam ?? ''}`
  const [shownPage, setShownPage] = useState(page)
  if (page !== shownPage) {
    setShownPage(page)
    setActiveKey(urlKey)
    setHoverKey(null)
    setOpenKey(null)
    setMenuOpen(false)
  }

  // The full menu or the menu button, by the space the labels take: again whenever the bar's width, the labels
  // (another language) or the fonts change. Leaving the compact form closes its sheet.
  useLayoutEffect(() => {
    const bar = menuButton.current?.parentElement ?? null
    if (!bar) return
    const fit = () => {
      if (!fitHeaderBar(bar)) setMenuOpen(false)
    }
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(bar)
    void document.fonts?.ready.then(fit)
    return () => observer.disconnect()
  }, [items])

  const closePanel = useCallback(() => {
    setOpenKey(null)
    setOpenedBy(null)
    setHoverKey(null)
  }, [])

  // Escape closes the open panel (focus back on its item), else the mobile menu.
  useEffect(() => {
    if (!openKey && !menuOpen) return
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return
      if (openKey) {
        const button = buttons.current.get(openKey)
        closePanel()
        setActiveKey(urlKey)
        button?.focus()
      } else if (menuOpen) {
        setMenuOpen(false)
        menuButton.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [openKey, menuOpen, closePanel, urlKey])

  const onEnter = (item: NavItem) => (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return
    setHoverKey(item.key)
    setActiveKey(null)
    if (item.groups.length > 0) {
      setOpenKey(item.key)
      setOpenedBy('hover')
    } else {
      setOpenKey(null)
    }
  }

  const onLeave = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return
    closePanel()
    setActiveKey(urlKey)
  }

  const onToggle = (item: NavItem) => {
    setActiveKey(item.key)
    setHoverKey(item.key)
    if (openKey === item.key && openedBy !== 'hover') {
      setOpenKey(null)
      setOpenedBy(null)
    } else {
      setOpenKey(item.key)
      setOpenedBy('click')
    }
  }

  const onButtonKey = (item: NavItem) => (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' && item.groups.length > 0) {
      e.preventDefault()
      setOpenKey(item.key)
      setOpenedBy('click')
      requestAnimationFrame(() => document.getElementById(`${baseId}-${item.key}`)?.querySelector('a')?.focus())
    }
  }

  // Focus leaving an item closes its panel (keyboard users tabbing on).
  const onBlur = (item: NavItem) => (e: FocusEvent<HTMLLIElement>) => {
    if (openKey === item.key && !e.currentTarget.contains(e.relatedTarget)) closePanel()
  }

  const select = (item: NavItem) => () => {
    setActiveKey(item.key)
    setHoverKey(null)
    setOpenKey(null)
    setOpenedBy(null)
    setMenuOpen(false)
  }

  return (
    <>
      <Suspense fallback={null}>
        <SearchParamsWatcher onChange={(params) => setTypeParam(params.get('type'))} />
      </Suspense>
      <button
        ref={menuButton}
        type="button"
        className={styles.menuButton}
        data-menu-button=""
        aria-expanded={menuOpen}
        aria-controls={`${baseId}-nav`}
        aria-label={menuOpen ? texts.closeMenu : texts.openMenu}
        onClick={() => setMenuOpen((v) => !v)}
      >
        <span className={styles.burger} aria-hidden="true" data-open={menuOpen} />
        <span className={styles.menuText}>{texts.menu}</span>
      </button>
      <nav
        id={`${baseId}-nav`}
        className={styles.nav}
        aria-label={texts.mainNav}
        data-site-nav=""
        data-open={menuOpen}
        data-ready={ready || undefined}
      >
        <ul className={styles.list}>
          {items.map((item) => {
            const panelId = `${baseId}-${item.key}`
            const open = openKey === item.key
            const state = activeKey === item.key ? 'active' : hoverKey === item.key ? 'hover' : undefined
            return (
              <li
                key={item.key}
                className={styles.item}
                data-nav-item={item.key}
                data-state={state}
                data-open={open || undefined}
                onPointerEnter={onEnter(item)}
                onPointerLeave={onLeave}
                onBlur={onBlur(item)}
              >
                {item.groups.length > 0 ? (
                  <button
                    ref={(el) => {
                      if (el) buttons.current.set(item.key, el)
                      else buttons.current.delete(item.key)
                    }}
                    type="button"
                    className={styles.top}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => onToggle(item)}
                    onKeyDown={onButtonKey(item)}
                  >
                    {item.label}
                    <span className={styles.chevron} aria-hidden="true" />
                  </button>
                ) : item.href && item.external ? (
                  <a className={styles.top} href={item.href} target="_blank" rel="noopener" onClick={select(item)}>
                    {item.label}
                    <span className="sr-only">{texts.newWindow}</span>
                  </a>
                ) : item.href ? (
                  <Link
                    className={styles.top}
                    href={item.href}
                    aria-current={urlKey === item.key ? 'page' : undefined}
                    onClick={select(item)}
                  >
                    {item.label}
                  </Link>
                ) : null}
                {item.groups.length > 0 ? (
                  <div id={panelId} className={styles.panel} data-nav-panel="" hidden={!open}>
                    <div className={styles.panelInner}>
                      {item.href ? (
                        <p className={styles.panelLead}>
                          <Link href={item.href} onClick={select(item)}>
                            {item.label}
                          </Link>
                        </p>
                      ) : null}
                      <div className={styles.groups}>
                        {item.groups.map((group, g) => (
                          <div key={g} className={styles.group}>
                            {group.title ? <p className={styles.groupTitle}>{group.title}</p> : null}
                            <ul className={styles.links}>
                              {group.links.map((link) => (
                                <li key={link.href}>
                                  <EntryLink link={link} onSelect={select(item)} newWindowText={texts.newWindow} />
                                  {link.variants && link.variants.length > 1 ? (
                                    <span className={styles.variants}>
                                      {link.variants
                                        .filter((v) => v.href !== link.href)
                                        .map((v) => (
                                          <Link
                                            key={v.href}
                                            href={v.href}
                                            target="_blank"
                                            rel="noopener"
                                            hrefLang={isLocale(v.lang) ? languageTag(v.lang) : v.lang}
                                            aria-label={`${link.label} – ${v.label} ${texts.newWindow}`}
                                            onClick={select(item)}
                                          >
                                            {v.label}
                                          </Link>
                                        ))}
                                    </span>
                                  ) : null}
                                </li>
                              ))}
                            </ul>
                          </div>
                        ))}
                      </div>
                    </div>
                  </div>
                ) : null}
              </li>
            )
          })}
        </ul>
        {tools ? <div className={styles.tools}>{tools}</div> : null}
      </nav>
    </>
  )
}
