/**
 * The tables of the admin's Insight page (src/components/admin/insight/), built from the daily rollup rows of a
 * range of days. Pure: rows in, tables out. Who may see which table: `sections` (sales see the leads only).
 */
import { PLAY_MILESTONES } from './insight'

export type RollupRow = {
  day: string
  kind: string
  a?: string | null
  b?: string | null
  c?: string | null
  d?: string | null
  hits: number
}

export type InsightReport = {
  from: string
  to: string
  days: string[]
  /** Page views per day and language. */
  viewsByDay?: Array<{ day: string; zh: number; en: number }>
  topPages?: Array<{ path: string; views: number }>
  topReferrers?: Array<{ host: string; views: number }>
  devices?: Array<{ device: string; views: number }>
  downloads?: Array<{ softwareId: string; software: string; version: string; downloads: number }>
  /** Per album or video: how many reached each milestone. */
  plays?: Array<{ target: string; title: string; start: number; q25: number; q50: number; q75: number; complete: number }>
  /** Leads per week (the Monday that starts it) and source page, with the referring hosts. */
  leads?: Array<{ week: string; sourcePage: string; referrers: string; leads: number }>
}

export const REPORT_MAX_DAYS = 366

/** The days from `from` to `to` (inclusive, `yyyy-MM-dd`). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  const end = Date.parse(`${to}T00:00:00Z`)
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end && days.length <= REPORT_MAX_DAYS; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10))
  }
  return days
}

/** The Monday of a day's week (`yyyy-MM-dd`). */
export function weekOf(day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`)
  const weekday = (new Date(t).getUTCDay() + 6) % 7
  return new Date(t - weekday * 86_400_000).toISOString().slice(0, 10)
}

function top<K extends string>(counts: Map<string, number>, key: K, valueName: string, limit: number) {
  return [...counts]
    .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
    .slice(0, limit)
    .map(([k, n]) => ({ [key]: k, [valueName]: n }))
}

const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n)

export type ReportNames = { software: Map<string, string>; targets: Map<string, string> }

export function buildReport(
  rows: RollupRow[],
  range: { from: string; to: string },
  sections: { traffic: boolean; leads: boolean },
  names: ReportNames = { software: new Map(), targets: new Map() },
): InsightReport {
  const days = daysBetween(range.from, range.to)
  const report: InsightReport = { from: range.from, to: range.to, days }
  const inRange = rows.filter((r) => r.day >= range.from && r.day <= range.to)
  if (sections.traffic) {
    const perDay = new Map(days.map((d) => [d, { day: d, zh: 0, en: 0 }]))
    const pages = new Map<string, number>()
    const referrers = new Map<string, number>()
    const devices = new Map<string, number>()
    const downloads = new Map<string, number>()
    const plays = new Map<string, Record<string, number>>()
    for (const r of inRange) {
      if (r.kind === 'view') {
        const entry = perDay.get(r.day)
        if (entry) entry[r.b === 'en' ? 'en' : 'zh'] += r.hits
        add(pages, r.a ?? '', r.hits)
        if (r.c) add(referrers, r.c, r.hits)
        add(devices, r.d || 'desktop', r.hits)
      } else if (r.kind === 'download') {
        add(downloads, `${r.a ?? ''}\u001f${r.b ?? ''}`, r.hits)
      } else if (r.kind === 'play') {
        const counts = plays.get(r.a ?? '') ?? Object.fromEntries(PLAY_MILESTONES.map((m) => [m, 0]))
        if (r.b && r.b in counts) counts[r.b] += r.hits
        plays.set(r.a ?? '', counts)
      }
    }
    report.viewsByDay = [...perDay.values()]
    report.topPages = top(pages, 'path', 'views', 50) as InsightReport['topPages']
    report.topReferrers = top(referrers, 'host', 'views', 50) as InsightReport['topReferrers']
    report.devices = top(devices, 'device', 'views', 10) as InsightReport['devices']
    report.downloads = [...downloads]
      .map(([key, n]) => {
        const [softwareId, version] = key.split('\u001f')
        return { softwareId, software: names.software.get(softwareId) ?? `#${softwareId}`, version, downloads: n }
      })
      .sort((x, y) => y.downloads - x.downloads || x.software.localeCompare(y.software) || x.version.localeCompare(y.version))
    report.plays = [...plays]
      .map(([target, c]) => ({
        target,
        title: names.targets.get(target) ?? target,
        start: c.start,
        q25: c.q25,
        q50: c.q50,
        q75: c.q75,
        complete: c.complete,
      }))
      .sort((x, y) => y.start - x.start || x.target.localeCompare(y.target))
  }
  if (sections.leads) {
    const leads = new Map<string, { week: string; sourcePage: string; referrers: Map<string, number>; leads: number }>()
    for (const r of inRange) {
      if (r.kind !== 'lead') continue
      const week = weekOf(r.day)
      const key = `${week}\u001f${r.a ?? ''}`
      const entry = leads.get(key) ?? { week, sourcePage: r.a ?? '', referrers: new Map(), leads: 0 }
      entry.leads += r.hits
      if (r.b) add(entry.referrers, r.b, r.hits)
      leads.set(key, entry)
    }
    report.leads = [...leads.values()]
      .sort((x, y) => x.week.localeCompare(y.week) || y.leads - x.leads || x.sourcePage.localeCompare(y.sourcePage))
      .map((e) => ({
        week: e.week,
        sourcePage: e.sourcePage,
        referrers: [...e.referrers].map(([h, n]) => `${h} (${n})`).join(', '),
        leads: e.leads,
      }))
  }
  return report
}
