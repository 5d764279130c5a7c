import type { Locale } from '@/i18n/locales'
import type { HomePage, Navigation, SiteSetting } from '@/payload-types'

import { cached } from './cache'
import { TAGS } from './cache-tags'
import { readContext } from './image-language'
import { getPayloadClient } from './payload'

/** Site settings (contract 6) in this language, uploads populated. */
export const getSiteSettings = cached(
  async (locale: Locale): Promise<Omit<SiteSetting, 'baiduPush'>> => {
    const payload = await getPayloadClient()
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      locale,
      fallbackLocale: false,
      depth: 1,
      overrideAccess: true,
      context: readContext(),
    })
    // The Baidu push token is a secret: never in what pages render (or hand to client components).
    const { baiduPush: _secret, ...shown } = settings
    return shown
  },
  'globals:site-settings',
  [TAGS.siteSettings, TAGS.media],
)

export const getHomePage = cached(
  async (locale: Locale): Promise<HomePage> => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'home-page', locale, fallbackLocale: false, depth: 1, overrideAccess: true, context: readContext() })
  },
  'globals:home-page',
  [TAGS.homePage, TAGS.media],
)

export const getNavigation = cached(
  async (locale: Locale): Promise<Navigation> => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'navigation', locale, fallbackLocale: false, depth: 0, overrideAccess: true })
  },
  'globals:navigation',
  [TAGS.navigation],
)
