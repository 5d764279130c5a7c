import type { Locale } from '@/i18n/locales'
import type { Banner } from '@/payload-types'

import { cached } from './cache'
import { TAGS } from './cache-tags'
import { imageView, mediaUrl } from './media'
import { getPayloadClient } from './payload'
import { readOptions, visibleIn } from './query'

export type BannerRow = {
  bannerId: number
  bannerUrl: string
  bannerLink: string
  bannerTitle: string
  bannerAlt: string
  sort: number
  width: number | null
  height: number | null
}

/** `sort`: the banner's place in the editors' order (0 first), a number as the API has always answered it. */
function toBannerRow(doc: Banner, index: number): BannerRow {
  const image = imageView(doc.image, 'large')
  return {
    bannerId: doc.id,
    bannerUrl: mediaUrl(doc.image, 'large'),
    bannerLink: doc.link?.trim() ?? '',
    bannerTitle: doc.title ?? '',
    bannerAlt: image?.alt || doc.title || '',
    sort: index,
    width: image?.width ?? null,
    height: image?.height ?? null,
  }
}

/** Every published banner in this language, in the editors' order. */
export const listBanners = cached(
  async (locale: Locale): Promise<BannerRow[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'banners',
      ...readOptions(locale),
      where: visibleIn(locale),
      sort: ['_order', '-createdAt'],
      pagination: false,
    })
    return result.docs.map((doc, index) => toBannerRow(doc, index))
  },
  'banners:list',
  [TAGS.banners, TAGS.media],
)
