import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { HUB_PATHS } from '@/components/pages/HubView'
import { JsonLd } from '@/components/pages/JsonLd'
import { notFoundMetadata, NotFoundPage } from '@/components/pages/NotFoundPage'
import { PageIntro } from '@/components/pages/PageIntro'
import { pageLocale } from '@/components/pages/params'
import { ProductResources } from '@/components/pages/ProductResources'
import { RelatedPages } from '@/components/pages/RelatedPages'
import { assetUrl, buildMetadata, organizationOf, pageUrl } from '@/components/pages/seo'
import { TWIN_SLUGS } from '@/content/language-versions'
import { imageView } from '@/content/media'
import { getPage, listPages } from '@/content/pages'
import { productResources } from '@/content/product-resources'
import { richTextToText } from '@/content/richtext'
import { seoFieldsOf } from '@/content/seo'
import { listSoftware } from '@/content/software'
import { isLocale, type Locale } from '@/i18n/locales'
import { withContactContext } from '@/lib/contact-context'
import { PAGE_SLUG_PATTERN } from '@/lib/content-model'
import { shanghaiIso } from '@/lib/seo'
import { articleLd, type JsonLdDocument, productLd } from '@/lib/structured-data'
import type { Page } from '@/payload-types'

type Params = { locale: string; slug: string[] }

/** Every published page is rendered at build time; one published later is rendered on its first visit. */
export const dynamicParams = true

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return []
  const pages = await listPages(params.locale)
  return pages.map((page) => ({ slug: page.slug.split('/') }))
}

/** The page at this address and the address it is canonical at (its twin's, when it stands in for it). */
async function resolvePage(locale: Locale, parts: string[]): Promise<{ page: Page; slug: string } | null> {
  let slug: string
  try {
    slug = parts.map((p) => decodeURIComponent(p)).join('/')
  } catch {
    // A segment that is not valid %-encoding (`/news/%25zz` arrives as `%zz`) names no page.
    return null
  }
  if (!PAGE_SLUG_PATTERN.test(slug)) return null
  const page = await getPage(locale, slug)
  if (page) return { page, slug }
  const twin = TWIN_SLUGS[slug]
  const twinPage = twin ? await getPage(locale, twin) : null
  return twinPage ? { page: twinPage, slug: twin } : null
}

function describe(page: Page): string {
  if (page.meta?.description) return page.meta.description
  if (page.summary) return page.summary
  if (page.hero?.text) return page.hero.text
  const text = page.layout?.find((b) => b.blockType === 'richText')
  return text && text.blockType === 'richText' ? richTextToText(text.content) : ''
}

/** Where a page's category is listed: the hub of products, solutions or cases; none for the other categories. */
function categoryHref(category: Page['category']): string | undefined {
  return category === 'product' || category === 'solution' || category === 'case' ? HUB_PATHS[category] : undefined
}

/**
 * A product page as SoftwareApplication (design software: a product whose route name is the alias of a software
 * on the download page) or Product (a platform); an article or a case as Article; other pages only their
 * breadcrumbs (src/lib/structured-data.ts).
 */
async function pageStructuredData(locale: Locale, { page, slug }: { page: Page; slug: string }): Promise<JsonLdDocument | null> {
  const url = pageUrl(locale, `/${slug}`)
  const image = assetUrl(imageView(page.meta?.image, 'large')?.url ?? imageView(page.hero?.image, 'large')?.url ?? '')
  const description = describe(page)
  if (page.category === 'product') {
    const [brand, software] = await Promise.all([organizationOf(locale), listSoftware(locale)])
    const own = software.find((s) => s.alias.toLowerCase() === slug.toLowerCase())
    return productLd({
      url,
      name: page.title,
      description,
      image,
      locale,
      brand,
      software: own
        ? { version: own.version, downloadUrl: assetUrl(own.downloadUrl), fileSize: own.fileSize, released: shanghaiIso(own.updateTime) }
        : null,
    })
  }
  if (page.category === 'article' || page.category === 'case') {
    return articleLd({
      url,
      headline: page.title,
      description,
      image,
      published: page.createdAt ? new Date(page.createdAt).toISOString() : undefined,
      modified: page.updatedAt ? new Date(page.updatedAt).toISOString() : undefined,
      locale,
      publisher: await organizationOf(locale),
    })
  }
  return null
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, slug } = await params
  if (!isLocale(locale)) return {}
  const found = await resolvePage(locale, slug)
  if (!found) return notFoundMetadata(locale)
  const { page } = found
  return buildMetadata({
    locale,
    path: `/${found.slug}`,
    title: page.title,
    description: describe(page),
    image: imageView(page.hero?.image, 'large'),
    seo: seoFieldsOf(page.meta),
    type: page.category === 'article' ? 'article' : 'website',
    markdown: true,
  })
}

export default async function ContentPage({ params }: { params: Promise<Params> }) {
  const locale = await pageLocale(params)
  const { slug } = await params
  const found = await resolvePage(locale, slug)
  if (!found) return <NotFoundPage />
  const { page } = found
  const [t, all, structured, resources] = await Promise.all([
    getTranslations('pages'),
    listPages(locale),
    pageStructuredData(locale, found),
    page.category === 'product' ? productResources(locale, found.slug, page.title) : null,
  ])
  const related = all.filter((p) => p.category === page.category && p.slug !== page.slug).slice(0, 8)
  const hero = page.hero ?? {}
  const heading = hero.heading || page.title
  // Calls to action open the contact form with this product or solution and the kind of request.
  const { heroLinks, layout } = withContactContext(page, found.slug)
  return (
    <main data-page-category={page.category}>
      <JsonLd data={structured} />
      <PageIntro
        variant="feature"
        crumbs={
          t(`categories.${page.category}`) === page.title
            ? [{ label: page.title }]
            : [{ label: t(`categories.${page.category}`), href: categoryHref(page.category) }, { label: page.title }]
        }
        kicker={hero.kicker}
        title={heading}
        lead={hero.text || page.summary}
        image={imageView(hero.image, 'large')}
        links={heroLinks}
      />
      <RenderBlocks blocks={layout} locale={locale} />
      {resources ? <ProductResources resources={resources} locale={locale} /> : null}
      <RelatedPages pages={related} category={page.category} />
    </main>
  )
}
