/**
 * The route table of spec section 2 (contract 1: the same names, with their query parameters) and the hub pages,
 * with real ids read from the public API of the running site. Shared by the route walk (routes.test.ts) and the browser tests.
 */
import type { MessageRow } from '@/content/news'
import type { SoftwareRow, UpdateLogRow } from '@/content/software'
import type { ClassificationRow } from '@/content/teaching'
import type { VideoRow } from '@/content/videos'

import type { ApiData, ApiList } from '../support/answers'

export type RouteEntry = {
  /** The spec's route name. */
  name: string
  /** Locale-free path with its query. */
  path: string
  /** Routes that show the same page as another (the spec's two places of airoad1, the two video details). */
  sameAs?: string
  /** The home routes belong to the shell; the route walk checks them less strictly. */
  home?: boolean
  /** Locale-free canonical paths the page may name (default: its own path). */
  canonical?: string[]
}

export const PAGE_ROUTES = {
  products: ['productSzhjsgl', 'zhgd', 'zngc', 'airoad', 'eicad', 'ticad', 'vrRoad', 'Report3D'],
  aboutAndSaas: ['about', 'saaS'],
  solutions: ['virtualConstruction', 'vr', 'photo', 'laboratory'],
  cases: ['crossRiverBridge', 'riverTunnelHt', 'riverTunnelJyjj', 'expressway', 'expresswayHw', 'hsyc', 'fhz', 'tlAvenue'],
  support: ['airoad1'],
  /** Not in the spec's table: the privacy notice the contact form links to (PIPL) and the terms of use, both in the footer. */
  legal: ['privacy', 'terms'],
  news: [
    'airoad1',
    'airoad2',
    'build1',
    'build2',
    'build3',
    'build4',
    'eicad1',
    'eicad2',
    'eicad3',
    'eicad4',
    'report3D1',
    'report3D2',
    'vrroad1',
  ].map((n) => `news/${n}`),
} as const

/** Reads the ids the query routes need (the first item of each list; the oldest of the latest news; the seeded video of the smallest id). */
export async function routeTable(base: string, language: 'zh' | 'en' = 'zh'): Promise<RouteEntry[]> {
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}language=${language}`)
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`)
    return res.json() as Promise<T>
  }
  const [news, videos, software, teaching] = await Promise.all([
    get<ApiList<MessageRow>>('/client/message/clientHomeLatestInfo'),
    // As many videos as the API gives (100), so that the seeded video of the smallest id is among them.
    get<ApiList<VideoRow>>('/client/video/clientHomeLatestInfo?pageSize=100'),
    get<ApiData<SoftwareRow[]>>('/client/software/softwareList'),
    get<ApiList<ClassificationRow>>('/client/clientTeaching/classifyListPage'),
  ])
  // The oldest of the latest news: a seeded item, not one a browser test creates and deletes while the read-only
  // sweeps run beside it.
  const newsId = news.rows.at(-1)?.messageId
  // The video of the smallest id, which the seed made: the browser tests add videos of their own for a while, dated
  // 2020 so that they sort last (on 2026-11-28 the sweep took the oldest by date, a test video deleted before the
  // sweep opened it, and got a 404).
  const video = videos.rows.reduce<VideoRow | undefined>((a, r) => (a && a.videoId < r.videoId ? a : r), undefined)
  const videoIsLatest = video !== undefined && video.videoId === videos.rows[0]?.videoId
  const firstSoftware = software.data[0]
  const logs = firstSoftware
    ? await get<ApiList<UpdateLogRow>>(`/client/software/updateLogList?softwareId=${firstSoftware.id}`)
    : { rows: [] }
  const album = teaching.rows.flatMap((c) => c.albumList)[0]
  let helpAlias = ''
  for (const s of software.data) {
    const res = await fetch(`${base}/client/software/helpDocument?soft=${s.alias}&language=${language}`)
    if (res.ok) {
      helpAlias = s.alias
      break
    }
  }
  const missing = (what: string) => {
    throw new Error(`the seeded content has no ${what} in ${language}`)
  }

  return [
    { name: 'pc_index', path: '/pc_index', home: true },
    { name: 'phone_index', path: '/phone_index', home: true },
    ...Object.values(PAGE_ROUTES)
      .flat()
      .map((slug) => ({
        name: slug,
        path: `/${slug}`,
        ...(slug === 'airoad1' || slug === 'news/airoad1' ? { sameAs: 'airoad1', canonical: ['/airoad1', '/news/airoad1'] } : {}),
      })),
    { name: 'information', path: '/information?class=-1&type=information' },
    { name: 'newsDetail', path: `/newsDetail?type=information&id=${newsId ?? missing('news')}` },
    {
      name: 'zxyhdVideoDetail',
      path: `/zxyhdVideoDetail?type=information&id=${video?.videoId ?? missing('video')}`,
      sameAs: videoIsLatest ? 'video' : undefined,
    },
    {
      name: 'videoDetail',
      path: '/videoDetail',
      sameAs: videoIsLatest ? 'video' : undefined,
      // The latest video, whose canonical address is its zxyhdVideoDetail URL.
      canonical: [`/zxyhdVideoDetail?type=information&id=${videos.rows[0]?.videoId}`],
    },
    { name: 'download', path: '/download' },
    { name: 'updateLog', path: `/updateLog?softwareId=${firstSoftware?.id ?? missing('software')}` },
    { name: 'updateLogDetail', path: `/updateLogDetail?id=${logs.rows[0]?.logId ?? missing('update log')}` },
    { name: 'demonstrationTeaching', path: `/demonstrationTeaching?id=${album?.albumId ?? missing('teaching album')}` },
    { name: 'contact', path: '/contact' },
    // The hub pages (issue 36, item 3).
    { name: 'products', path: '/products' },
    { name: 'solutions', path: '/solutions' },
    { name: 'cases', path: '/cases' },
    { name: 'helpDocuments', path: `/helpDocuments?soft=${helpAlias || missing('help document')}&language=${language}` },
  ]
}

/** The path of a route in one language. */
export function localized(language: 'zh' | 'en', path: string): string {
  return language === 'en' ? `/en${path}` : path
}
