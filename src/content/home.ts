/**
 * The home page's data (spec section 2, "Home page sections"), as plain view models the page and its client
 * components render: the home-page global, banners, latest news and videos, and partners in their four rows.
 */
import type { Locale } from '@/i18n/locales'
import { type CaptionTrack, captionTracks } from '@/lib/captions'
import { PARTNER_ROWS } from '@/lib/content-model'
import { safeHref } from '@/lib/links'
import type { HomePage, Media } from '@/payload-types'

import { cached } from './cache'
import { TAGS } from './cache-tags'
import { getHomePage } from './globals'
import { asMedia, type MediaRef, mediaUrl, publicUrl, srcSetOf } from './media'
import { latestNews, type MessageRow } from './news'
import { getPayloadClient } from './payload'
import { readOptions, visibleIn } from './query'
import { listVideos, type VideoRow } from './videos'

/** How many items the home page shows of each list. */
const HOME_LIMITS = { news: 6, videos: 10 } as const

/** An image with the sizes the browser may choose from. */
export type Picture = { src: string; srcSet: string; alt: string; width: number | null; height: number | null }

const SIZE_ORDER = ['thumbnail', 'card', 'large'] as const

/** An image of a media document: its largest size up to `max` as `src`, every generated size in `srcSet`. */
export function pictureOf(ref: MediaRef, max: (typeof SIZE_ORDER)[number] = 'large', fallbackAlt = ''): Picture | null {
  const media: Media | null = asMedia(ref)
  if (!media || !media.url) return null
  const candidates: { url: string; width: number; height: number | null }[] = []
  for (const name of SIZE_ORDER) {
    const size = media.sizes?.[name]
    if (size?.url && size.width) candidates.push({ url: publicUrl(size.url), width: size.width, height: size.height ?? null })
    if (name === max) break
  }
  if (media.width && !candidates.some((c) => c.width >= (media.width ?? 0))) {
    candidates.push({ url: publicUrl(media.url), width: media.width, height: media.height ?? null })
  }
  const best = candidates[candidates.length - 1]
  return {
    src: best?.url ?? publicUrl(media.url),
    srcSet: srcSetOf(candidates),
    alt: media.alt || fallbackAlt,
    width: best?.width ?? media.width ?? null,
    height: best?.height ?? media.height ?? null,
  }
}

export type HomeBanner = { id: number; title: string; link: string; picture: Picture | null }
type HomeProductItem = {
  id: string
  title: string
  summary: string
  route: string
  video: string
  poster: string
  /** The demo video plays muted: its captions in the page's language are on from the start. */
  tracks: CaptionTrack[]
}
export type HomeProductTab = { key: string; label: string; items: HomeProductItem[] }
type HomeCard = { id: string; title: string; text: string; route: string; picture: Picture | null }
type HomeSubTab = { id: string; label: string; cards: HomeCard[] }
export type HomeConstructionTab = { id: string; label: string; subTabs: HomeSubTab[] }
type HomeCloud = { id: string; name: string; text: string; picture: Picture | null }
export type HomeCloudSet = { label: string; clouds: HomeCloud[]; tryNowLabel: string; tryNowLink: string }
export type HomeCase = { id: string; title: string; summary: string; route: string; picture: Picture | null }
type HomeClaim = { id: string; value: string; unit: string; label: string }
export type HomePartner = { id: number; name: string; website: string; picture: Picture | null }

export type HomeView = {
  /** Section titles from the home-page global; empty when the editor left one empty. */
  // public-kinds-ok: home-page sections, not collections.
  headings: Record<'news' | 'videos' | 'products' | 'construction' | 'cases' | 'about' | 'partners', string>
  banners: HomeBanner[]
  news: MessageRow[]
  videos: VideoRow[]
  products: HomeProductTab[]
  construction: { tabs: HomeConstructionTab[]; cloud: HomeCloudSet | null }
  cases: HomeCase[]
  about: { heading: string; text: string; picture: Picture | null; contactLabel: string; claims: HomeClaim[] }
  /** Four rows of 11, 13, 13 and 13 logos at most. */
  partners: HomePartner[][]
}

const text = (v: string | null | undefined) => v?.trim() ?? ''
const idOf = (v: string | null | undefined, fallback: number | string) => v || String(fallback)

/** Published banners in this language, with every image size (the first one is the page's largest image). */
const listHomeBanners = cached(
  async (locale: Locale): Promise<HomeBanner[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'banners',
      ...readOptions(locale),
      where: visibleIn(locale),
      sort: ['_order', '-createdAt'],
      pagination: false,
    })
    return result.docs.map((doc) => ({
      id: doc.id,
      title: text(doc.title),
      link: safeHref(doc.link) ?? '',
      picture: pictureOf(doc.image, 'large', doc.title ?? ''),
    }))
  },
  'home:banners',
  [TAGS.banners, TAGS.media],
)

/** Published partners in this language, in their rows (11, 13, 13, 13 at most), in the editors' order. */
const listPartnerRows = cached(
  async (locale: Locale): Promise<HomePartner[][]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'partners',
      ...readOptions(locale),
      where: visibleIn(locale, 'name'),
      sort: ['_order', 'id'],
      pagination: false,
    })
    const rows: HomePartner[][] = PARTNER_ROWS.map(() => [])
    for (const doc of result.docs) {
      const row = Math.min(Math.max(Number(doc.row) || 1, 1), PARTNER_ROWS.length) - 1
      if (rows[row].length >= PARTNER_ROWS[row]) continue
      rows[row].push({
        id: doc.id,
        name: text(doc.name),
        website: safeHref(doc.website) ?? '',
        picture: pictureOf(doc.logo, 'thumbnail', doc.name),
      })
    }
    return rows
  },
  'home:partners',
  [TAGS.partners, TAGS.media],
)

/** The home-page global as view models in this language. */
// public-kinds-ok: home-page sections, not collections.
export function homeGlobalView(doc: HomePage | null, locale: Locale): Omit<HomeView, 'banners' | 'news' | 'videos' | 'partners'> {
  const s = doc?.sections ?? {}
  const cloud = doc?.digitalConstruction?.cloud
  const clouds: HomeCloud[] = (cloud?.clouds ?? []).map((c, i) => ({
    id: idOf(c.id, i),
    name: text(c.name),
    text: text(c.text),
    picture: pictureOf(c.image, 'card', c.name),
  }))
  return {
    headings: {
      news: text(s.news),
      videos: text(s.videos),
      products: text(s.products),
      construction: text(s.construction),
      cases: text(s.cases),
      about: text(s.about),
      partners: text(s.partners),
    },
    products: (doc?.productCentre?.tabs ?? []).map((tab, i) => ({
      key: text(tab.key) || String(i + 1),
      label: text(tab.label),
      items: (tab.items ?? []).map((item, j) => ({
        id: idOf(item.id, `${i}-${j}`),
        title: text(item.title),
        summary: text(item.summary),
        route: text(item.route),
        video: mediaUrl(item.video),
        poster: mediaUrl(item.poster, 'card'),
        tracks: captionTracks([{ language: locale, src: mediaUrl(item.captions) }], locale, true),
      })),
    })),
    construction: {
      tabs: (doc?.digitalConstruction?.tabs ?? []).map((tab, i) => ({
        id: idOf(tab.id, i),
        label: text(tab.label),
        subTabs: (tab.subTabs ?? []).map((sub, j) => ({
          id: idOf(sub.id, `${i}-${j}`),
          label: text(sub.label),
          cards: (sub.cards ?? []).map((card, k) => ({
            id: idOf(card.id, `${i}-${j}-${k}`),
            title: text(card.title),
            text: text(card.text),
            route: text(card.route),
            picture: pictureOf(card.image, 'card', card.title),
          })),
        })),
      })),
      cloud:
        clouds.length > 0
          ? { label: text(cloud?.label), clouds, tryNowLabel: text(cloud?.tryNowLabel), tryNowLink: safeHref(cloud?.tryNowLink) ?? '' }
          : null,
    },
    cases: (doc?.cases?.items ?? []).map((item, i) => ({
      id: idOf(item.id, i),
      title: text(item.title),
      summary: text(item.summary),
      route: text(item.route),
      picture: pictureOf(item.image, 'card', item.title),
    })),
    about: {
      heading: text(doc?.about?.heading),
      text: text(doc?.about?.text),
      picture: pictureOf(doc?.about?.image, 'card'),
      contactLabel: text(doc?.about?.contactLabel),
      claims: (doc?.claims?.items ?? []).map((c, i) => ({
        id: idOf(c.id, i),
        value: text(c.value),
        unit: text(c.unit),
        label: text(c.label),
      })),
    },
  }
}

/** A read the page can live without (spec 8: banner and news failures are ignored): logged, then empty. */
async function orEmpty<T>(what: string, read: Promise<T>, empty: T): Promise<T> {
  try {
    return await read
  } catch (error) {
    console.error(`[home] ${what} could not be read:`, error)
    return empty
  }
}

/** Everything the home page shows, in this language. */
export async function getHomeView(locale: Locale): Promise<HomeView> {
  const [doc, banners, news, videos, partners] = await Promise.all([
    orEmpty('the home-page global', getHomePage(locale), null),
    orEmpty('banners', listHomeBanners(locale), []),
    orEmpty('news', latestNews(locale, HOME_LIMITS.news), { rows: [], total: 0 }),
    orEmpty('videos', listVideos(locale, { pageNum: 1, pageSize: HOME_LIMITS.videos }), { rows: [], total: 0 }),
    orEmpty('partners', listPartnerRows(locale), []),
  ])
  return { ...homeGlobalView(doc, locale), banners, news: news.rows, videos: videos.rows, partners }
}
