'use client'
import { Link, LogOutIcon, useConfig, useNav, usePreferences, useTranslation } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useEffect } from 'react'

/** Wider than this, the menu is a sidebar next to the page (Payload's own break below is 1024 px). */
const SIDEBAR_MEDIA = '(min-width: 1025px)'

/**
 * Payload closes its menu on every screen up to 1440 px wide, a common laptop width. From 1025 px the menu opens
 * once the page is ready, unless the editor closed it themselves (the preference Payload keeps for its toggle).
 */
export function NavOpenOnWideScreens() {
  const { hydrated, navOpen, setNavOpen } = useNav()
  const { getPreference } = usePreferences()
  useEffect(() => {
    if (!hydrated || navOpen || !window.matchMedia(SIDEBAR_MEDIA).matches) return
    let cancelled = false
    void getPreference<{ open?: boolean }>('nav').then((preference) => {
      if (!cancelled && preference?.open !== false) setNavOpen(true)
    })
    return () => {
      cancelled = true
    }
    // Once, when Payload has settled the menu's first state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated])
  return null
}

/** Signing out as a labelled action (Payload shows an icon only): the icon and "退出登录 / Sign out". */
export function SignOut({ tabIndex = 0 }: { tabIndex?: number }) {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const label = i18n.language === 'en' ? 'Sign out' : '退出登录'
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
