'use client'

/**
 * The header menu (spec sections 2 and 4). activeIndex and hoverIndex over the menu keys: hovering an item with a
 * dropdown sets the hover key, clears the active key and opens its panel; leaving closes it; a click sets both;
 * selecting an entry closes the panel. Keyboard: Enter or Space on an item opens its panel, Escape closes it and
 * gives the focus back. Where the labels do not fit the bar (header-fit.ts), a menu button opens the same navigation.
 * The state and its handlers are in useMainNav.ts, the dropdown panels in NavPanel.tsx.
 *
 * Everything is in the server-rendered HTML; without JavaScript the panels open on hover and focus (NoScriptStyles).
 */
import { type ReactNode, type RefObject, Suspense } from 'react'

import { Link } from '@/i18n/navigation'

import styles from './MainNav.module.css'
import type { NavItem } from './nav-model'
import { NavPanel } from './NavPanel'
import { SearchParamsWatcher } from './SearchParamsWatcher'
import { type MainNavState, useMainNav } from './useMainNav'

export type MainNavTexts = { mainNav: string; openMenu: string; closeMenu: string; menu: string; newWindow: string }

export function MainNav({ items, texts, tools }: { items: NavItem[]; texts: MainNavTexts; tools?: ReactNode }) {
  const nav = useMainNav(items)
  return (
    <>
      <Suspense fallback={null}>
        <SearchParamsWatcher onChange={(params) => nav.setTypeParam(params.get('type'))} />
      </Suspense>
      <MenuButton
        buttonRef={nav.menuButton}
        open={nav.menuOpen}
        navId={`${nav.baseId}-nav`}
        texts={texts}
        onToggle={() => nav.setMenuOpen((v) => !v)}
      />
      <nav
        id={`${nav.baseId}-nav`}
        className={styles.nav}
        aria-label={texts.mainNav}
        data-site-nav=""
        data-open={nav.menuOpen}
        data-ready={nav.ready || undefined}
      >
        <ul className={styles.list}>
          {items.map((item) => (
            <NavEntry key={item.key} item={item} nav={nav} newWindowText={texts.newWindow} />
          ))}
        </ul>
        {tools ? <div className={styles.tools}>{tools}</div> : null}
      </nav>
    </>
  )
}

/** The tablet/mobile menu button: opens and closes the navigation where the labels do not fit the bar. */
function MenuButton({
  buttonRef,
  open,
  navId,
  texts,
  onToggle,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>
  open: boolean
  navId: string
  texts: MainNavTexts
  onToggle: () => void
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.menuButton}
      data-menu-button=""
      aria-expanded={open}
      aria-controls={navId}
      aria-label={open ? texts.closeMenu : texts.openMenu}
      onClick={onToggle}
    >
      <span className={styles.burger} aria-hidden="true" data-open={open} />
      <span className={styles.menuText}>{texts.menu}</span>
    </button>
  )
}

/** One item of the menu: its top-level control and, for an item with groups, its dropdown panel. */
function NavEntry({ item, nav, newWindowText }: { item: NavItem; nav: MainNavState; newWindowText: string }) {
  const panelId = `${nav.baseId}-${item.key}`
  const open = nav.openKey === item.key
  const state = nav.activeKey === item.key ? 'active' : nav.hoverKey === item.key ? 'hover' : undefined
  return (
    <li
      className={styles.item}
      data-nav-item={item.key}
      data-state={state}
      data-open={open || undefined}
      onPointerEnter={nav.onEnter(item)}
      onPointerLeave={nav.onLeave}
      onBlur={nav.onBlur(item)}
    >
      <NavTop item={item} nav={nav} panelId={panelId} open={open} newWindowText={newWindowText} />
      {item.groups.length > 0 ? (
        <NavPanel item={item} panelId={panelId} open={open} onSelect={nav.select(item)} newWindowText={newWindowText} />
      ) : null}
    </li>
  )
}

/** An item's top-level control: the button of its panel, else a link to another site or to its page. */
function NavTop({
  item,
  nav,
  panelId,
  open,
  newWindowText,
}: {
  item: NavItem
  nav: MainNavState
  panelId: string
  open: boolean
  newWindowText: string
}) {
  if (item.groups.length > 0) {
    return (
      <button
        ref={(el) => {
          if (el) nav.buttons.current.set(item.key, el)
          else nav.buttons.current.delete(item.key)
        }}
        type="button"
        className={styles.top}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => nav.onToggle(item)}
        onKeyDown={nav.onButtonKey(item)}
      >
        {item.label}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
    )
  }
  if (item.href && item.external) {
    return (
      <a className={styles.top} href={item.href} target="_blank" rel="noopener" onClick={nav.select(item)}>
        {item.label}
        <span className="sr-only">{newWindowText}</span>
      </a>
    )
  }
  if (item.href) {
    return (
      <Link className={styles.top} href={item.href} aria-current={nav.urlKey === item.key ? 'page' : undefined} onClick={nav.select(item)}>
        {item.label}
      </Link>
    )
  }
  return null
}
