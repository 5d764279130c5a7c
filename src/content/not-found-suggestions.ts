/**
 * Where a missing address of the 404 log might lead (src/content/not-found-log.ts): pages of the site in the row's
 * language, by title (the site's search with the address's words) and by spelling (the sitemap's addresses by edit
 * distance). Loaded by the collection's endpoint when asked (it reads through the content layer's client).
 */
import { type Locale, localePrefix, pathWithoutLocale } from '@/i18n/locales'
import { closestPaths, pathWords } from '@/lib/not-found'

import { searchSite } from './search'
import { listSitemapChildren, readSitemapChild } from './sitemap'

export type Suggestion = { path: string; title?: string }

/** Every public address of the site in a language (the sitemap's), with its language prefix. */
async function publicPaths(locale: Locale): Promise<string[]> {
  const paths: string[] = []
  for (const child of await listSitemapChildren()) {
    for (const entry of (await readSitemapChild(child)) ?? []) {
      const path = entry.paths[locale]
      if (path) paths.push(`${localePrefix(locale)}${path === '/' ? '' : path}` || '/')
    }
  }
  return paths
}

/**
 * Where a missing address might lead, in its language: the pages whose titles its words find (the site's search), then
 * the addresses closest to it by spelling; at most eight, each once.
 */
export async function redirectSuggestions(path: string, locale: Locale): Promise<Suggestion[]> {
  const suggestions = new Map<string, Suggestion>()
  const words = pathWords(pathWithoutLocale(path))
  if (words) {
    const found = await searchSite(locale, words, { pageNum: 1, pageSize: 4 }).catch(() => null)
    for (const row of found?.rows ?? []) if (!suggestions.has(row.url)) suggestions.set(row.url, { path: row.url, title: row.title })
  }
  for (const near of closestPaths(path, await publicPaths(locale), 8)) {
    if (suggestions.size >= 8) break
    if (!suggestions.has(near)) suggestions.set(near, { path: near })
  }
  return [...suggestions.values()].slice(0, 8)
}
