'use client'

/**
 * The header menu's state (MainNav, spec sections 2 and 4): the active, hovered and open menu keys, the mobile menu,
 * and the handlers that move them. The active key follows the URL until the visitor points at or opens another item.
 */
import {
  type Dispatch,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  type SetStateAction,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'

import { useHydrated } from '@/client/hydrated'
import { usePathname } from '@/i18n/navigation'

import { fitHeaderBar } from './header-fit'
import { activeKeyFor, type NavItem, type NavKey } from './nav-model'

type Setter<T> = Dispatch<SetStateAction<T>>

/** What opened the panel: the mouse over its item, or a click (or the keyboard). */
type PanelOpener = 'hover' | 'click'

/** The menu's state as its handlers see it: the keys they read and the setters they call. */
type MenuState = {
  baseId: string
  urlKey: NavKey | null
  openKey: NavKey | null
  openedBy: PanelOpener | null
  setActiveKey: Setter<NavKey | null>
  setHoverKey: Setter<NavKey | null>
  setOpenKey: Setter<NavKey | null>
  setOpenedBy: Setter<PanelOpener | null>
  setMenuOpen: Setter<boolean>
  closePanel: () => void
}

/** The menu's state, its effects and its handlers, for MainNav. */
export function useMainNav(items: NavItem[]) {
  const pathname = usePathname()
  const baseId = useId()
  const [typeParam, setTypeParam] = useState<string | null>(null)
  const urlKey = activeKeyFor(items, pathname, typeParam)
  const [activeKey, setActiveKey] = useState<NavKey | null>(urlKey)
  const [hoverKey, setHoverKey] = useState<NavKey | null>(null)
  const [openKey, setOpenKey] = useState<NavKey | null>(null)
  const [openedBy, setOpenedBy] = useState<PanelOpener | null>(null)
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

  useHeaderFit(menuButton, items, setMenuOpen)

  const closePanel = useCallback(() => {
    setOpenKey(null)
    setOpenedBy(null)
    setHoverKey(null)
  }, [])

  useEscapeToClose({ openKey, menuOpen, closePanel, urlKey, buttons, menuButton, setActiveKey, setMenuOpen })

  const handlers = menuHandlers({
    baseId,
    urlKey,
    openKey,
    openedBy,
    setActiveKey,
    setHoverKey,
    setOpenKey,
    setOpenedBy,
    setMenuOpen,
    closePanel,
  })
  return { baseId, urlKey, activeKey, hoverKey, openKey, menuOpen, setMenuOpen, setTypeParam, ready, buttons, menuButton, ...handlers }
}

/**
 * The full menu or the menu button, by the space the labels take: again whenever the bar's width, the labels
 * (another language) or the fonts change. Leaving the compact form closes its sheet.
 */
function useHeaderFit(menuButton: RefObject<HTMLButtonElement | null>, items: NavItem[], setMenuOpen: Setter<boolean>) {
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
  }, [menuButton, items, setMenuOpen])
}

/** Escape closes the open panel (focus back on its item), else the mobile menu. */
function useEscapeToClose({
  openKey,
  menuOpen,
  closePanel,
  urlKey,
  buttons,
  menuButton,
  setActiveKey,
  setMenuOpen,
}: {
  openKey: NavKey | null
  menuOpen: boolean
  closePanel: () => void
  urlKey: NavKey | null
  buttons: RefObject<Map<NavKey, HTMLButtonElement>>
  menuButton: RefObject<HTMLButtonElement | null>
  setActiveKey: Setter<NavKey | null>
  setMenuOpen: Setter<boolean>
}) {
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
  }, [openKey, menuOpen, closePanel, urlKey, buttons, menuButton, setActiveKey, setMenuOpen])
}

/** The handlers of the menu's items: pointer, click, keyboard, focus and selecting an entry. */
function menuHandlers(menu: MenuState) {
  const { baseId, urlKey, openKey, openedBy, setActiveKey, setHoverKey, setOpenKey, setOpenedBy, setMenuOpen, closePanel } = menu

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

  return { onEnter, onLeave, onToggle, onButtonKey, onBlur, select }
}

/** The menu's state and handlers, as MainNav's parts receive them. */
export type MainNavState = ReturnType<typeof useMainNav>
