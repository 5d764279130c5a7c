/**
 * The tables of the admin's Insight page (src/components/admin/insight/), built from the sums the database computed
 * for a range of days (src/content/insight/report.ts: GROUP BY over the rollup rows). Pure: sums in, tables out.
 * Who may see which table: `sections` (sales see the leads only).
 */
import { DEFAULT_LOCALE, isLocale, type Locale, perLocale } from '@/i18n/locales'

import { OTHER, PLAY_MILESTONES } from './insight'
import { hasFlag, type InsightKind } from './public-kinds'

/** What the database added up for a range (each list one GROUP BY). */
export type ReportSums = {
  /** Page views per day and language (daily rows only). */
  viewsByDay: Array<{ day: string; language: string; hits: number }>
  /** Page views per page target in the range, and in the period of the same length before it. */
  pages: Array<{ target: string; hits: number }>
  previousPages: Array<{ target: string; hits: number }>
  referrers: Array<{ host: string; hits: number }>
  devices: Array<{ device: string; hits: number }>
  downloads: Array<{ softwareId: string; version: string; hits: number }>
  plays: Array<{ target: string; milestone: string; hits: number }>
  /** Searches per day, normalised query, language and results found. */
  searches: Array<{ day: string; query: string; language: string; results: number; hits: number }>
  leads: Array<{ day: string; sourcePage: string; referrer: string; hits: number }>
}

export const emptySums = (): ReportSums => ({
  viewsByDay: [],
  pages: [],
  previousPages: [],
  referrers: [],
  devices: [],
  downloads: [],
  plays: [],
  searches: [],
  leads: [],
})

/** Names of what the sums count: page targets (`news:12`) and play targets (`album:3`) by title, software by name. */
export type ReportNames = { titles: Map<string, string>; software: Map<string, string> }

type PageRow = {
  /** `collection:id` for a document, the locale-free path for other pages, OTHER for what is folded. */
  target: string
  title: string
  views: number
  /** Of all page views in the range, 0–1. */
  share: number
  /** Views in the period of the same length just before. */
  previous: number
  /** Change from the previous period (0.25 = +25 %); null when there were none then. */
  trend: number | null
  /** The document in the admin (`/collections/news/12`, below the admin route), or null for other pages. */
  adminPath: string | null
}

type SearchRow = { week: string; query: string; language: string; searches: number; results: number }

export type InsightReport = {
  from: string
  to: string
  days: string[]
  /** Page views per day and language. */
  viewsByDay?: Array<{ day: string } & Record<Locale, number>>
  /** Every page and document read in the range, most read first. */
  pages?: PageRow[]
  totalViews?: number
  topReferrers?: Array<{ host: string; views: number }>
  devices?: Array<{ device: string; views: number }>
  downloads?: Array<{ softwareId: string; software: string; version: string; downloads: number }>
  /** Per album or video: how many reached each milestone. */
  plays?: Array<{ target: string; title: string; start: number; q25: number; q50: number; q75: number; complete: number }>
  /** What visitors searched for, per week (the Monday that starts it), query and language. */
  searches?: SearchRow[]
  /** The searches of `searches` that found nothing. */
  zeroResults?: SearchRow[]
  /** Leads per week (the Monday that starts it) and source page, with the referring hosts. */
  leads?: Array<{ week: string; sourcePage: string; referrers: string; leads: number }>
}

export const REPORT_MAX_DAYS = 366
/** The most rows of the page and search tables. */
const REPORT_MAX_ROWS = 200

/** The days from `from` to `to` (inclusive, `yyyy-MM-dd`). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  const end = Date.parse(`${to}T00:00:00Z`)
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end && days.length <= REPORT_MAX_DAYS; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10))
  }
  return days
}

/** The period of the same length just before a range (for the trend). */
export function previousRange(range: { from: string; to: string }): { from: string; to: string } {
  const length = daysBetween(range.from, range.to).length
  const start = Date.parse(`${range.from}T00:00:00Z`)
  const day = (t: number) => new Date(t).toISOString().slice(0, 10)
  return { from: day(start - length * 86_400_000), to: day(start - 86_400_000) }
}

/** The Monday of a day's week (`yyyy-MM-dd`); a month (`yyyy-MM`, folded rows) is its own. */
export function weekOf(day: string): string {
  if (day.length === 7) return day
  const t = Date.parse(`${day}T00:00:00Z`)
  const weekday = (new Date(t).getUTCDay() + 6) % 7
  return new Date(t - weekday * 86_400_000).toISOString().slice(0, 10)
}

/** The collection and id of a page target that is a document (`news:12`) of a kind the insight names, or null. */
export function documentOf(target: string): { collection: InsightKind; id: number } | null {
  const match = /^([a-z-]+):([1-9]\d{0,9})$/.exec(target)
  if (!match || !hasFlag(match[1], 'insight')) return null
  return { collection: match[1], id: Number(match[2]) }
}

const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n)

/** Most hits first. */
const byHits = <T extends { hits: number }>(x: T, y: T) => y.hits - x.hits

export function buildReport(
  sums: ReportSums,
  range: { from: string; to: string },
  sections: { traffic: boolean; leads: boolean },
  names: ReportNames = { titles: new Map(), software: new Map() },
): InsightReport {
  const days = daysBetween(range.from, range.to)
  const report: InsightReport = { from: range.from, to: range.to, days }
  if (sections.traffic) {
    report.viewsByDay = viewsByDayOf(sums.viewsByDay, days)
    const total = sums.pages.reduce((n, r) => n + r.hits, 0)
    report.totalViews = total
    report.pages = pageRowsOf(sums, total, names)
    report.topReferrers = sums.referrers
      .filter((r) => r.host !== '')
      .sort((x, y) => byHits(x, y) || x.host.localeCompare(y.host))
      .slice(0, 50)
      .map((r) => ({ host: r.host, views: r.hits }))
    report.devices = sums.devices
      .sort((x, y) => byHits(x, y) || x.device.localeCompare(y.device))
      .map((r) => ({ device: r.device || 'desktop', views: r.hits }))
    report.downloads = sums.downloads
      .map((r) => ({
        softwareId: r.softwareId,
        software: r.softwareId === OTHER ? OTHER : (names.software.get(r.softwareId) ?? `#${r.softwareId}`),
        version: r.version,
        downloads: r.hits,
      }))
      .sort((x, y) => y.downloads - x.downloads || x.software.localeCompare(y.software) || x.version.localeCompare(y.version))
    report.plays = playRowsOf(sums.plays, names)
    const searches = searchRowsOf(sums.searches)
    report.searches = searches.slice(0, REPORT_MAX_ROWS)
    report.zeroResults = searches.filter((s) => s.results === 0 && s.query !== OTHER).slice(0, REPORT_MAX_ROWS)
  }
  if (sections.leads) report.leads = leadRowsOf(sums.leads, names)
  return report
}

/** Page views per day of the range (every day, none missing) and language; another language counts as the default. */
function viewsByDayOf(rows: ReportSums['viewsByDay'], days: string[]): NonNullable<InsightReport['viewsByDay']> {
  const perDay = new Map(days.map((d) => [d, { day: d, ...perLocale(() => 0) }]))
  for (const r of rows) {
    const entry = perDay.get(r.day)
    if (entry) entry[isLocale(r.language) ? r.language : DEFAULT_LOCALE] += r.hits
  }
  return [...perDay.values()]
}

/** The most read pages (of `total` views), with their share, the trend from the period before and the admin link. */
function pageRowsOf(sums: ReportSums, total: number, names: ReportNames): PageRow[] {
  const before = new Map(sums.previousPages.map((r) => [r.target, r.hits]))
  return [...sums.pages]
    .sort((x, y) => byHits(x, y) || x.target.localeCompare(y.target))
    .slice(0, REPORT_MAX_ROWS)
    .map((r) => {
      const previous = before.get(r.target) ?? 0
      const doc = documentOf(r.target)
      return {
        target: r.target,
        title: names.titles.get(r.target) ?? r.target,
        views: r.hits,
        share: total > 0 ? r.hits / total : 0,
        previous,
        trend: previous > 0 ? (r.hits - previous) / previous : null,
        adminPath: doc ? `/collections/${doc.collection}/${doc.id}` : null,
      }
    })
}

/** Per album or video, how many plays reached each milestone; the most started first. */
function playRowsOf(rows: ReportSums['plays'], names: ReportNames): NonNullable<InsightReport['plays']> {
  const plays = new Map<string, Record<string, number>>()
  for (const r of rows) {
    const counts = plays.get(r.target) ?? Object.fromEntries(PLAY_MILESTONES.map((m) => [m, 0]))
    if (r.milestone in counts) counts[r.milestone] += r.hits
    plays.set(r.target, counts)
  }
  return [...plays]
    .map(([target, c]) => ({
      target,
      title: names.titles.get(target) ?? target,
      start: c.start,
      q25: c.q25,
      q50: c.q50,
      q75: c.q75,
      complete: c.complete,
    }))
    .sort((x, y) => y.start - x.start || x.target.localeCompare(y.target))
}

/** Searches per week: the count added up, the results found as of the latest day searched; the latest week first. */
function searchRowsOf(rows: ReportSums['searches']): SearchRow[] {
  const weeks = new Map<string, SearchRow & { latest: string }>()
  for (const r of rows) {
    const week = weekOf(r.day)
    const key = `${week}\u001f${r.language}\u001f${r.query}`
    const entry = weeks.get(key) ?? { week, query: r.query, language: r.language, searches: 0, results: r.results, latest: r.day }
    entry.searches += r.hits
    if (r.day > entry.latest) Object.assign(entry, { latest: r.day, results: r.results })
    weeks.set(key, entry)
  }
  return [...weeks.values()]
    .map(({ latest: _latest, ...row }) => row)
    .sort((x, y) => y.week.localeCompare(x.week) || y.searches - x.searches || x.query.localeCompare(y.query))
}

/** Leads per week and source page (by title), with the referring hosts and their counts. */
function leadRowsOf(rows: ReportSums['leads'], names: ReportNames): NonNullable<InsightReport['leads']> {
  const leads = new Map<string, { week: string; sourcePage: string; referrers: Map<string, number>; leads: number }>()
  for (const r of rows) {
    const week = weekOf(r.day)
    const key = `${week}\u001f${r.sourcePage}`
    const entry = leads.get(key) ?? { week, sourcePage: r.sourcePage, referrers: new Map(), leads: 0 }
    entry.leads += r.hits
    if (r.referrer) add(entry.referrers, r.referrer, r.hits)
    leads.set(key, entry)
  }
  return [...leads.values()]
    .sort((x, y) => x.week.localeCompare(y.week) || y.leads - x.leads || x.sourcePage.localeCompare(y.sourcePage))
    .map((e) => ({
      week: e.week,
      sourcePage: names.titles.get(e.sourcePage) ?? e.sourcePage,
      referrers: [...e.referrers].map(([h, n]) => `${h} (${n})`).join(', '),
      leads: e.leads,
    }))
}
