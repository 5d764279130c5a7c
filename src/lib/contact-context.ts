/**
 * The context a call to action gives the contact form (pure; the proxy's query routes read it too): the request
 * kind (试用 / 演示 / 报价 / 咨询) and the product or solution, as the query of the contact page's address
 * (`/contact?product=eicad&kind=demo`), which the server-rendered form reads, so it works without JavaScript.
 */
import { type Bilingual, inLanguage, type Locale } from '@/i18n/locales'

export const REQUEST_KINDS = ['trial', 'demo', 'quote', 'consultation'] as const
export type RequestKind = (typeof REQUEST_KINDS)[number]

export const REQUEST_KIND_LABELS: Record<RequestKind, Bilingual> = {
  trial: { zh: '申请试用', en: 'Trial' },
  demo: { zh: '预约演示', en: 'Demo' },
  quote: { zh: '获取报价', en: 'Quote' },
  consultation: { zh: '方案咨询', en: 'Consultation' },
}

export function isRequestKind(value: unknown): value is RequestKind {
  return typeof value === 'string' && (REQUEST_KINDS as readonly string[]).includes(value)
}

/** The label of a stored request kind in a language ('' for none). */
export function requestKindLabel(kind: string | null | undefined, locale: Locale): string {
  return isRequestKind(kind) ? inLanguage(REQUEST_KIND_LABELS[kind], locale) : ''
}

/** A product or solution as a call to action names it: its page's route name (`eicad`, `Report3D`). */
export const PRODUCT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/

/** The words of a button's label that say what it asks for, when its link does not (`申请试用` → trial). */
const KIND_WORDS: Array<[RegExp, RequestKind]> = [
  [/试用|trial/i, 'trial'],
  [/演示|demo/i, 'demo'],
  [/报价|价格|quote|pric/i, 'quote'],
  [/咨询|方案|consult|talk/i, 'consultation'],
]

export function kindOfLabel(label: string): RequestKind | null {
  return KIND_WORDS.find(([words]) => words.test(label))?.[1] ?? null
}

const CONTACT_PATH = /^(?:\/en)?\/contact\/?$/

/**
 * A link of a call to action with its context: a link to the contact page gets the page's product or solution
 * (`product`) and the request kind its label says (`kind`), unless the editor wrote them in the link. Every other
 * link is returned as it is.
 */
export function contactHref(href: string, label: string, product: string | null): string {
  const [path, query = ''] = href.split('?', 2)
  if (!CONTACT_PATH.test(path)) return href
  const params = new URLSearchParams(query)
  if (product && PRODUCT_PATTERN.test(product) && !params.has('product')) params.set('product', product)
  const kind = kindOfLabel(label)
  if (kind && !params.has('kind')) params.set('kind', kind)
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/** Links of a page (its hero's, a call to action's) with the page's context on those to the contact page. */
function linksWithContext<T extends { href: string; label: string }>(links: T[] | null | undefined, product: string | null) {
  return links?.map((link) => ({ ...link, href: contactHref(link.href, link.label, product) }))
}

/** The product or solution a page names in its calls to action: its own route name, for those two categories. */
export function contextProductOf(page: { category?: string | null }, slug: string): string | null {
  return page.category === 'product' || page.category === 'solution' ? slug : null
}

type LinkLike = { href: string; label: string }
type PageLinks<H, B> = { category?: string | null; hero?: { links?: H[] | null } | null; layout?: B[] | null }

/**
 * A page's hero links and layout with the page's context on every link to the contact page (its calls to action:
 * the buttons of the hero and of the call-to-action blocks).
 */
export function withContactContext<H extends LinkLike, B extends { blockType: string }>(page: PageLinks<H, B>, slug: string) {
  const product = contextProductOf(page, slug)
  return {
    heroLinks: linksWithContext(page.hero?.links, product),
    layout: page.layout?.map((block) => {
      const cta = block as B & { links?: LinkLike[] | null }
      return block.blockType === 'callToAction' ? { ...block, links: linksWithContext(cta.links, product) } : block
    }),
  }
}
