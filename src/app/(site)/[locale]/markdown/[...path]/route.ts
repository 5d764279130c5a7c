import { getTranslations } from 'next-intl/server'

import { type MarkdownLabels, type MarkdownVersion, newsMarkdown, pageMarkdown } from '@/content/markdown'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { parseIdSegment } from '@/i18n/query-routes'
import { PAGE_SLUG_PATTERN } from '@/lib/content-model'
import { MARKDOWN_REWRITE_HEADER, markdownResponse } from '@/lib/markdown'

/**
 * The Markdown version of a page or news item: the proxy rewrites `/airoad.md` and `/en/newsDetail.md?id=5` here
 * (src/proxy.ts), marking the request; this folder's own address answers 404 (the only address of a Markdown
 * version is its page's with `.md`).
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; path: string[] }> }): Promise<Response> {
  const { locale: raw, path } = await params
  const locale: Locale = isLocale(raw) ? raw : DEFAULT_LOCALE
  const t = await getTranslations({ locale, namespace: 'pages' })
  const found = isLocale(raw) && request.headers.get(MARKDOWN_REWRITE_HEADER) === '1' ? await versionOf(locale, path, t) : null
  if (!found) {
    const missing = await getTranslations({ locale, namespace: 'notFound' })
    return new Response(`${missing('title')}\n\n${missing('text')}\n`, {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' },
    })
  }
  return markdownResponse(found.markdown, found.address)
}

async function versionOf(
  locale: Locale,
  path: string[],
  t: Awaited<ReturnType<typeof getTranslations<'pages'>>>,
): Promise<MarkdownVersion | null> {
  const labels: MarkdownLabels = {
    webPage: t('markdown.webPage'),
    published: t('markdown.published'),
    caseFacts: {
      heading: t('caseFacts.heading'),
      client: t('caseFacts.client'),
      clientType: t('caseFacts.clientType'),
      location: t('caseFacts.location'),
      scale: t('caseFacts.scale'),
      year: t('caseFacts.year'),
      results: t('caseFacts.results'),
    },
    specifications: { item: t('specifications.item'), value: t('specifications.value') },
  }
  if (path[0] === 'newsDetail') {
    const id = path.length === 2 ? parseIdSegment(path[1]) : null
    return id === null ? null : newsMarkdown(locale, id, labels)
  }
  let slug: string
  try {
    slug = path.map((p) => decodeURIComponent(p)).join('/')
  } catch {
    return null
  }
  return PAGE_SLUG_PATTERN.test(slug) ? pageMarkdown(locale, slug, labels) : null
}
