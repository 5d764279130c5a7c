import type { MetadataRoute } from 'next'

import { siteAddress } from '@/components/pages/seo'
import { videoPath } from '@/components/pages/VideoDetailView'
import { listNews, type MessageRow } from '@/content/news'
import { listPages } from '@/content/pages'
import { getHelpDocument, listSoftware, listUpdateLogs } from '@/content/software'
import { listClassifications } from '@/content/teaching'
import { listVideos, type VideoRow } from '@/content/videos'
import { type Locale, LOCALES } from '@/i18n/locales'
import { INFORMATION_CLASSES } from '@/i18n/query-routes'
import { absoluteUrl, alternatesAt, HREFLANG, shanghaiIso } from '@/lib/seo'

type Entry = MetadataRoute.Sitemap[number]

const PAGE = 100

async function allPages<T>(read: (pageNum: number) => Promise<{ rows: T[]; total: number }>): Promise<T[]> {
  const rows: T[] = []
  for (let pageNum = 1; pageNum <= 1000; pageNum += 1) {
    const page = await read(pageNum)
    rows.push(...page.rows)
    if (page.rows.length < PAGE || rows.length >= page.total) break
  }
  return rows
}

/**
 * Every public page in both languages, each with its hreflang alternates (contract 1): the URLs are the spec's
 * (query URLs for news, videos, logs, help documents and teaching albums). Kept until a publish changes content.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = siteAddress()
  // Next writes these strings into the XML as they are: `&` of the query URLs must be escaped here.
  const url = (l: Locale, path: string) => absoluteUrl(site, l, path).replace(/&/g, '&amp;')
  /** One entry per language the page exists in, each listing all of them (and x-default when Chinese exists). */
  const entries = (path: string, locales: readonly Locale[] = LOCALES, lastModified?: string): Entry[] => {
    const languages: Record<string, string> = {}
    for (const l of locales) languages[HREFLANG[l]] = url(l, path)
    if (locales.includes('zh')) languages['x-default'] = url('zh', path)
    return locales.map((l) => ({
      url: url(l, path),
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages },
    }))
  }

  /** Items keyed by id, with the languages each exists in. */
  function byId<T>(lists: Record<Locale, T[]>, idOf: (item: T) => string | number) {
    const map = new Map<string | number, { item: T; locales: Locale[] }>()
    for (const l of LOCALES) {
      for (const item of lists[l]) {
        const key = idOf(item)
        const found = map.get(key)
        if (found) found.locales.push(l)
        else map.set(key, { item, locales: [l] })
      }
    }
    return [...map.values()]
  }

  const perLocale = async <T>(read: (l: Locale) => Promise<T[]>) =>
    Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await read(l)] as const))) as Record<Locale, T[]>

  const [pages, news, videos, software, teaching] = await Promise.all([
    perLocale((l) => listPages(l)),
    perLocale((l) => allPages<MessageRow>((pageNum) => listNews(l, null, { pageNum, pageSize: PAGE }))),
    perLocale((l) => allPages<VideoRow>((pageNum) => listVideos(l, { pageNum, pageSize: PAGE }))),
    perLocale((l) => listSoftware(l)),
    perLocale(async (l) => (await listClassifications(l, { pageNum: 1, pageSize: 100 })).rows.flatMap((c) => c.albumList)),
  ])

  const result: Entry[] = [
    ...entries('/pc_index'),
    ...INFORMATION_CLASSES.flatMap((cls) => entries(`/information?class=${encodeURIComponent(cls)}&type=information`)),
    ...entries('/download'),
    ...entries('/updateLog'),
    ...entries('/helpDocuments'),
    ...entries('/demonstrationTeaching'),
    ...entries('/contact'),
    // The hub pages; the case list's industry filters are views of /cases, not pages of their own.
    ...entries('/products'),
    ...entries('/solutions'),
    ...entries('/cases'),
  ]
  for (const { item, locales } of byId(pages, (p) => p.slug)) result.push(...entries(`/${item.slug}`, locales))
  for (const { item, locales } of byId(news, (n) => n.messageId)) {
    result.push(...entries(`/newsDetail?type=information&id=${item.messageId}`, locales, shanghaiIso(item.updateTime) || undefined))
  }
  for (const { item, locales } of byId(videos, (v) => v.videoId)) {
    result.push(...entries(videoPath(item.videoId), locales, shanghaiIso(item.updateTime) || undefined))
  }
  for (const { item, locales } of byId(teaching, (a) => a.albumId))
    result.push(...entries(`/demonstrationTeaching?id=${item.albumId}`, locales))

  for (const { item: s, locales } of byId(software, (s) => s.id)) {
    result.push(...entries(`/updateLog?softwareId=${s.id}`, locales))
    const logs = await Promise.all(locales.map(async (l) => [l, (await listUpdateLogs(l, s, { pageNum: 1, pageSize: 100 })).rows] as const))
    const logLists: Record<Locale, { logId: number; updateTime: string }[]> = { zh: [], en: [] }
    for (const [l, rows] of logs) logLists[l] = rows
    for (const { item: log, locales: logLocales } of byId(logLists, (x) => x.logId)) {
      result.push(...entries(`/updateLogDetail?id=${log.logId}`, logLocales, shanghaiIso(log.updateTime) || undefined))
    }
    // A help document once per language it is written in, at the page of that language (its canonical URL),
    // the other language's version as its alternate.
    const helpPath = (l: Locale) => `/helpDocuments?soft=${encodeURIComponent(s.alias)}&language=${l}`
    const written = (await Promise.all(LOCALES.map(async (l) => ((await getHelpDocument(l, s.alias)) ? l : null)))).filter(
      (l): l is Locale => l !== null,
    )
    const helpLanguages = Object.fromEntries(
      Object.entries(alternatesAt(site, Object.fromEntries(written.map((l) => [l, helpPath(l)])))).map(([k, v]) => [
        k,
        v.replace(/&/g, '&amp;'),
      ]),
    )
    for (const l of written) result.push({ url: url(l, helpPath(l)), alternates: { languages: helpLanguages } })
  }
  return result
}
