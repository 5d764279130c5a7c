/**
 * The Markdown versions of the site's pages and news items (src/lib/markdown.ts writes the Markdown): the same
 * published content in the same language as the page, read through the same cached reads (a page, or a news item
 * whose language version is not published, has none either). Each is written as a little plain HTML first: the
 * editors' texts escaped, rich text through the site's own sanitising renderer.
 */
import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { escapeMarkup } from '@/lib/escape'
import { isExternalHref, safeHref } from '@/lib/links'
import { htmlToMarkdown } from '@/lib/markdown'
import { publicPathOf } from '@/lib/public-kinds'
import { absoluteUrl } from '@/lib/seo'
import type { Page } from '@/payload-types'

import { imageView, mediaUrl } from './media'
import { getNews } from './news'
import { getPage } from './pages'
import { richTextToHtml } from './richtext'

/** The fixed words of the Markdown versions, in the page's language (the pages' own messages). */
export type MarkdownLabels = {
  /** "This page on the web" */
  webPage: string
  published: string
  caseFacts: { heading: string; client: string; clientType: string; location: string; scale: string; year: string; results: string }
  specifications: { item: string; value: string }
}

type Block = NonNullable<Page['layout']>[number]

const origin = () => env.serverUrl.replace(/\/+$/, '')
const pageAddress = (locale: Locale, path: string) => absoluteUrl({ origin: origin(), basePath: env.basePath }, locale, path)
const text = (value: string | null | undefined) => escapeMarkup(value?.trim() ?? '')
const heading = (value: string | null | undefined, level = 2) => (value?.trim() ? `<h${level}>${text(value)}</h${level}>` : '')
const paragraph = (value: string | null | undefined) => (value?.trim() ? `<p>${text(value)}</p>` : '')

/** An editor's link as the page renders it: a page of the site in this language, or the address as written. */
function linkHref(locale: Locale, href: string): string {
  const target = safeHref(href)
  if (!target) return ''
  return isExternalHref(target) ? target : pageAddress(locale, target)
}

function anchor(href: string, label: string): string {
  return href ? `<a href="${escapeMarkup(href)}">${text(label)}</a>` : text(label)
}

function image(ref: Parameters<typeof imageView>[0], caption?: string | null): string {
  const view = imageView(ref, 'large')
  if (!view?.url) return ''
  const img = `<img src="${escapeMarkup(view.url)}" alt="${escapeMarkup(view.alt ?? '')}">`
  return caption?.trim() ? `<p>${img}</p><p>${text(caption)}</p>` : `<p>${img}</p>`
}

function list(items: string[]): string {
  return items.length ? `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>` : ''
}

/** One block of a page as HTML, in the order and with the texts the page shows. */
function blockHtml(locale: Locale, block: Block, labels: MarkdownLabels): string {
  switch (block.blockType) {
    case 'richText':
      return heading(block.heading) + richTextToHtml(block.content, { headingLevel: block.heading?.trim() ? 3 : 2 })
    case 'featureGrid':
      return (
        heading(block.heading) +
        paragraph(block.intro) +
        list((block.items ?? []).map((item) => `<strong>${text(item.title)}</strong>${item.text?.trim() ? `: ${text(item.text)}` : ''}`))
      )
    case 'imageText':
      return heading(block.heading) + paragraph(block.text) + list((block.bullets ?? []).map((b) => text(b.text))) + image(block.image)
    case 'figures':
      return (
        heading(block.heading) +
        list((block.items ?? []).map((item) => `<strong>${text(`${item.value}${item.unit ?? ''}`)}</strong> ${text(item.label)}`))
      )
    case 'video': {
      const url = mediaUrl(block.video)
      return heading(block.heading) + (url ? `<p>${anchor(url, block.caption?.trim() || imageView(block.video)?.alt || url)}</p>` : '')
    }
    case 'gallery':
      return heading(block.heading) + (block.images ?? []).map((item) => image(item.image, item.caption)).join('')
    case 'specifications': {
      const rows = (block.rows ?? []).map((row) => `<tr><td>${text(row.name)}</td><td>${text(row.value)}</td></tr>`).join('')
      const head = `<tr><th>${text(labels.specifications.item)}</th><th>${text(labels.specifications.value)}</th></tr>`
      return heading(block.heading) + (rows ? `<table><thead>${head}</thead><tbody>${rows}</tbody></table>` : '')
    }
    case 'caseFacts': {
      const facts: [string, string | null | undefined][] = [
        [labels.caseFacts.client, block.client],
        [labels.caseFacts.clientType, block.clientType],
        [labels.caseFacts.location, block.location],
        [labels.caseFacts.scale, block.scale],
        [labels.caseFacts.year, block.year],
      ]
      const results = (block.results ?? []).map((r) => text(r.text))
      return (
        heading(labels.caseFacts.heading) +
        list(facts.filter(([, value]) => value?.trim()).map(([label, value]) => `<strong>${text(label)}</strong>: ${text(value)}`)) +
        (results.length ? heading(labels.caseFacts.results, 3) + list(results) : '') +
        (block.quote?.trim()
          ? `<blockquote><p>${text(block.quote)}</p>${paragraph(block.quoteBy ? `— ${block.quoteBy}` : '')}</blockquote>`
          : '')
      )
    }
    case 'timeline':
      return (
        heading(block.heading) +
        list(
          (block.items ?? []).map(
            (item) => `<strong>${text(item.year)}</strong> ${text(item.title)}${item.text?.trim() ? `: ${text(item.text)}` : ''}`,
          ),
        )
      )
    case 'partnerWall':
      return heading(block.heading) + paragraph(block.intro)
    case 'callToAction':
      return (
        heading(block.heading) +
        paragraph(block.text) +
        list((block.links ?? []).map((link) => anchor(linkHref(locale, link.href), link.label)).filter(Boolean))
      )
    default:
      return ''
  }
}

/** A Markdown version and the address of the page it repeats (its canonical address). */
export type MarkdownVersion = { markdown: string; address: string }

function document(parts: string[], address: string, labels: MarkdownLabels): MarkdownVersion {
  const source = `<hr><p>${text(labels.webPage)}: ${anchor(address, address)}</p>`
  return { markdown: htmlToMarkdown(parts.join('') + source, origin()), address }
}

/** The Markdown version of the published page at this route name (`airoad`); null when there is none. */
export async function pageMarkdown(locale: Locale, slug: string, labels: MarkdownLabels): Promise<MarkdownVersion | null> {
  const page = await getPage(locale, slug)
  if (!page) return null
  const summary = page.summary?.trim() ?? ''
  const hero = page.hero?.heading?.trim() ?? ''
  const lead = page.hero?.text?.trim() ?? ''
  const parts = [
    `<h1>${text(page.title)}</h1>`,
    summary ? `<blockquote><p>${text(summary)}</p></blockquote>` : '',
    // The page's own heading (the hero's, when it has one) and its lead.
    hero && hero !== page.title?.trim() ? `<p><strong>${text(hero)}</strong></p>` : '',
    lead && lead !== summary ? paragraph(lead) : '',
    list((page.hero?.links ?? []).map((link) => anchor(linkHref(locale, link.href), link.label))),
    ...(page.layout ?? []).map((block) => blockHtml(locale, block, labels)),
  ]
  return document(parts, pageAddress(locale, `/${page.slug}`), labels)
}

/** The Markdown version of the published news item with this id; null when there is none in this language. */
export async function newsMarkdown(locale: Locale, id: number, labels: MarkdownLabels): Promise<MarkdownVersion | null> {
  const news = await getNews(locale, id)
  if (!news) return null
  const parts = [
    `<h1>${text(news.messageTitle)}</h1>`,
    paragraph(`${labels.published}: ${news.updateTime}`),
    news.messageSynopsis.trim() ? `<blockquote><p>${text(news.messageSynopsis)}</p></blockquote>` : '',
    news.messageUrl ? `<p><img src="${escapeMarkup(news.messageUrl)}" alt="${escapeMarkup(news.messageAlt)}"></p>` : '',
    news.messageContent,
  ]
  return document(parts, pageAddress(locale, publicPathOf('news', { id }) ?? ''), labels)
}
