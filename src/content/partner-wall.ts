import type { Locale } from '@/i18n/locales'
import { safeHref } from '@/lib/links'

import { cached } from './cache'
import { TAGS } from './cache-tags'
import { imageView } from './media'
import { getPayloadClient } from './payload'
import { readOptions, visibleIn } from './query'

export type PartnerLogo = {
  partnerId: number
  name: string
  website: string
  logoUrl: string
  width: number | null
  height: number | null
}

/** Published partners in this language, in the editors' order (the partner wall block of content pages). */
export const listPartnerLogos = cached(
  async (locale: Locale): Promise<PartnerLogo[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'partners',
      ...readOptions(locale),
      where: visibleIn(locale, 'name'),
      sort: ['row', '_order', 'id'],
      pagination: false,
    })
    return result.docs.flatMap((doc) => {
      const logo = imageView(doc.logo, 'thumbnail')
      if (!logo?.url) return []
      return [
        {
          partnerId: doc.id,
          name: doc.name ?? '',
          website: safeHref(doc.website) ?? '',
          logoUrl: logo.url,
          width: logo.width,
          height: logo.height,
        },
      ]
    })
  },
  'partners:wall',
  [TAGS.partners, TAGS.media],
)
