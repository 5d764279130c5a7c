/**
 * What a product page links besides itself: its download, its help document, its tutorials (demonstration teaching)
 * and the cases that name it. Found from what editors already write, with no field of its own: the software whose
 * alias is the page's route name or whose name begins with the product's name (`BeamYard …`), the lessons whose
 * title begins with that name, and the case pages that link to the product page.
 */
import type { Locale } from '@/i18n/locales'
import { queryRouteHref } from '@/i18n/query-routes'

import { cached } from './cache'
import { TAGS } from './cache-tags'
import { getPayloadClient } from './payload'
import { readOptions, visibleIn } from './query'
import { getHelpDocument, listSoftware } from './software'
import { listAllAlbums } from './teaching'

export type ResourceLink = { title: string; href: string }
export type ProductResources = {
  download: ResourceLink | null
  help: ResourceLink | null
  tutorials: ResourceLink[]
  cases: ResourceLink[]
}

const MAX_LINKS = 4

/** The product's name as its title starts (`EICAD 道路与互通立交集成设计系列` → `eicad`). */
const leadingName = (title: string) => title.trim().split(/\s+/)[0]?.toLowerCase() ?? ''

/** The case pages whose blocks link to the page (`/eicad`), in the editors' order. */
const casesLinkingTo = cached(
  async (locale: Locale, slug: string): Promise<ResourceLink[]> => {
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection: 'pages',
      ...readOptions(locale, 0),
      where: visibleIn(locale, 'title', [{ category: { equals: 'case' } }]),
      sort: ['sort', 'slug'],
      pagination: false,
      select: { slug: true, title: true, layout: true },
    })
    const link = `"/${slug}"`
    return found.docs.filter((p) => JSON.stringify(p.layout ?? []).includes(link)).map((p) => ({ title: p.title, href: `/${p.slug}` }))
  },
  'pages:cases-linking',
  [TAGS.pages],
)

export async function productResources(locale: Locale, slug: string, title: string): Promise<ProductResources> {
  const name = leadingName(title)
  const [software, albums, cases] = await Promise.all([listSoftware(locale), listAllAlbums(locale), casesLinkingTo(locale, slug)])
  const own = software.find((s) => s.alias === slug.toLowerCase()) ?? software.find((s) => name && leadingName(s.softwareName) === name)
  const help = own ? await getHelpDocument(locale, own.alias) : null
  const tutorials = albums
    .filter((a) => name && leadingName(a.title) === name)
    .slice(0, MAX_LINKS)
    .map((a) => ({ title: a.title, href: queryRouteHref('demonstrationTeaching', { id: a.albumId }) }))
  return {
    download: own ? { title: own.softwareName, href: `/download#software-${own.alias}` } : null,
    help: own && help ? { title: help.title, href: queryRouteHref('helpDocuments', { soft: own.alias, language: locale }) } : null,
    tutorials,
    cases: cases.slice(0, MAX_LINKS),
  }
}
