import type { Payload } from 'payload'

import { addToRollups } from '@/content/insight/store'
import { insightDay, type InsightEvent, PLAY_MILESTONES, rollupKey } from '@/lib/insight'

/**
 * Sixty days of plausible insight counts for the demo, so that the admin's 访问统计 / Insight page has something to
 * show: views of the real pages and news in both languages from a few referrers and devices, downloads of the seeded
 * software, plays of the seeded teaching albums falling off towards the end, searches (some finding nothing), and a
 * few leads a week. Deterministic.
 */
export async function seedDemoInsight(payload: Payload): Promise<void> {
  let state = 20261125
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648
  const [software, albums, news] = await Promise.all([
    payload.find({ collection: 'software', pagination: false, depth: 0, select: { version: true } }),
    payload.find({ collection: 'teaching-albums', pagination: false, depth: 0, select: { title: true } }),
    payload.find({ collection: 'news', limit: 4, depth: 0, select: { title: true }, sort: '-publishedAt' }),
  ])
  // Page targets as the beacon counts them (src/lib/insight.ts, pageTargetOf): paths, and documents as `collection:id`.
  const pages = [
    '/pc_index',
    '/download',
    '/information?class=-1',
    ...news.docs.map((n) => `news:${n.id}`),
    '/contact',
    '/helpDocuments',
    '/updateLog',
  ]
  const referrers = ['', '', '', 'baidu.com', 'baidu.com', 'bing.com', 'weixin.qq.com', 'zhihu.com', 'google.com']
  const searches: Array<[string, 'zh' | 'en', number]> = [
    ['eicad', 'zh', 6],
    ['道路设计', 'zh', 4],
    ['install', 'en', 3],
    ['licence key', 'en', 0],
    ['隧道建模', 'zh', 0],
  ]
  const devices = ['desktop', 'desktop', 'desktop', 'mobile', 'mobile', 'tablet']
  const counts = new Map<string, number>()
  const add = (event: InsightEvent, n: number) => {
    if (n > 0) counts.set(rollupKey(event), (counts.get(rollupKey(event)) ?? 0) + n)
  }
  const today = Date.parse(`${insightDay()}T00:00:00Z`)
  for (let back = 59; back >= 0; back--) {
    const day = new Date(today - back * 86_400_000).toISOString().slice(0, 10)
    const weekday = new Date(today - back * 86_400_000).getUTCDay()
    const busy = weekday === 0 || weekday === 6 ? 0.4 : 1
    for (const [i, page] of pages.entries()) {
      for (const language of ['zh', 'en'] as const) {
        const base = (language === 'zh' ? 40 : 9) / (i + 1)
        for (let k = 0; k < 3; k++) {
          const c = referrers[Math.floor(random() * referrers.length)]
          const d = devices[Math.floor(random() * devices.length)]
          add({ kind: 'view', day, a: page, b: language, c, d }, Math.round(base * busy * random()))
        }
      }
    }
    for (const s of software.docs)
      add({ kind: 'download', day, a: String(s.id), b: s.version, c: '', d: '' }, Math.round(6 * busy * random()))
    for (const album of albums.docs) {
      let n = Math.round(8 * busy * random())
      for (const milestone of PLAY_MILESTONES) {
        add({ kind: 'play', day, a: `album:${album.id}`, b: milestone, c: '', d: '' }, n)
        n = Math.round(n * (0.55 + 0.35 * random()))
      }
    }
    for (const [query, language, results] of searches) {
      add({ kind: 'search', day, a: query, b: language, c: String(results), d: '' }, Math.round(3 * busy * random()))
    }
    if (random() < 0.45 * busy) {
      add(
        {
          kind: 'lead',
          day,
          a: random() < 0.5 ? '/download' : '/contact',
          b: referrers[Math.floor(random() * referrers.length)],
          c: '',
          d: '',
        },
        1,
      )
    }
  }
  await addToRollups(counts, payload)
}
