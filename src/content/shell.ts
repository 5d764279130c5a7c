/**
 * What the site's shell (header and footer) shows, in one language: the site settings, the navigation global,
 * the software list of the Support menu and the published pages (menus when the navigation is still empty).
 */
import type { Locale } from '@/i18n/locales'
import type { Navigation, SiteSetting } from '@/payload-types'

import { getNavigation, getSiteSettings } from './globals'
import { listPages, type PageLink } from './pages'
import { listSoftware, type SoftwareRow } from './software'

export type ShellData = {
  settings: SiteSetting | null
  navigation: Navigation | null
  software: SoftwareRow[]
  pages: PageLink[]
}

async function orElse<T>(what: string, read: Promise<T>, fallback: T): Promise<T> {
  try {
    return await read
  } catch (error) {
    console.error(`[shell] ${what} could not be read:`, error)
    return fallback
  }
}

/** The shell's data; a part that cannot be read is left empty, so the page still renders. */
export async function getShellData(locale: Locale): Promise<ShellData> {
  const [settings, navigation, software, pages] = await Promise.all([
    orElse('site settings', getSiteSettings(locale), null),
    orElse('navigation', getNavigation(locale), null),
    orElse('software list', listSoftware(locale), []),
    orElse('pages', listPages(locale), []),
  ])
  return { settings, navigation, software, pages }
}
