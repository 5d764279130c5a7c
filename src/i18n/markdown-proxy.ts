/**
 * The Markdown versions' addresses, applied by the proxy: a page's address with `.md` (`/airoad.md`,
 * `/en/newsDetail.md?type=information&id=5`, as the llms.txt proposal gives them) is rewritten to the Markdown route
 * (`src/app/(site)/[locale]/markdown/[...path]/route.ts`), marked so that the route knows the rewrite from a visit
 * to its own folder. Any other `.md` address is left to Next (404).
 */
import { type NextRequest, NextResponse } from 'next/server'

import { PAGE_SLUG_PATTERN } from '@/lib/content-model'
import { MARKDOWN_REWRITE_HEADER } from '@/lib/markdown'

import { localeOfPath, pathWithoutLocale } from './locales'
import { parseIdSegment } from './query-routes'

/** The internal path of a locale-free Markdown address in a language, or null when it names no page. */
export function markdownInternalPath(path: string, query: URLSearchParams, locale: string): string | null {
  const match = /^\/(.+)\.md$/.exec(path)
  if (!match) return null
  const name = match[1]
  if (name === 'newsDetail') {
    const id = parseIdSegment(query.get('id'))
    return id === null ? null : `/${locale}/markdown/newsDetail/${id}`
  }
  return PAGE_SLUG_PATTERN.test(name) ? `/${locale}/markdown/${name}` : null
}

/** The rewrite of a Markdown address, or null when the request is for something else. */
export function markdownRewrite(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl
  if (!pathname.endsWith('.md')) return null
  const internal = markdownInternalPath(pathWithoutLocale(pathname), searchParams, localeOfPath(pathname))
  if (!internal) return null
  const url = request.nextUrl.clone()
  url.pathname = internal
  const headers = new Headers(request.headers)
  headers.set(MARKDOWN_REWRITE_HEADER, '1')
  return NextResponse.rewrite(url, { request: { headers } })
}
