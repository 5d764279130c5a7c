'use client'
import { Link, LogOutIcon, useConfig, useNav, usePreferences, useTranslation, useWindowInfo } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useEffect } from 'react'

import { adminText } from '@/i18n/locales'

/**
 * Payload closes its menu whenever the screen is at most 1440 px wide (a common laptop width), on load and on every
 * change of its breakpoints. Wider than 1024 px, where the menu is a sidebar beside the page, it is opened again right
 * after, unless the editor closed it on a wide screen before (the preference Payload keeps for its toggle). Closing it
 * by hand leaves it closed: only a change of breakpoint opens it.
 */
export function NavOpenOnWideScreens() {
  const { hydrated, navOpen, setNavOpen } = useNav()
  const { getPreference } = usePreferences()
  const {
    breakpoints: { l: large, m: medium, s: small },
  } = useWindowInfo()
  useEffect(() => {
    if (!hydrated || navOpen || medium !== false) return
    let cancelled = false
    void getPreference<{ open?: boolean } | undefined>('nav').then((preference) => {
      if (!cancelled && preference?.open !== false) setNavOpen(true)
    })
    return () => {
      cancelled = true
    }
    // Not on navOpen: a menu the editor closed stays closed until the screen's breakpoint changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, large, medium, small])
  return null
}

/** Signing out as a labelled action (Payload shows an icon only): the icon and "退出登录 / Sign out". */
export function SignOut({ tabIndex = 0 }: { tabIndex?: number }) {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const label = adminText(i18n.language, { zh: '退出登录', en: 'Sign out' })
  return (
    <Link
      className="nav__log-out sign-out"
      href={formatAdminURL({ adminRoute: config.routes.admin, path: config.admin.routes.logout })}
      prefetch={false}
      tabIndex={tabIndex}
      style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', textDecoration: 'none', color: 'inherit' }}
    >
      <LogOutIcon />
      <span>{label}</span>
    </Link>
  )
}
