'use client'
import { useConfig, useTranslation } from '@payloadcms/ui'
import type { Chart as ChartType, ChartConfiguration } from 'chart.js'
import type { ClientConfig } from 'payload'
import { useEffect, useMemo, useRef, useState } from 'react'

import { publicBasePath } from '@/env-public'
import { adminText, isLocale, LANGUAGES, localePrefix, LOCALES } from '@/i18n/locales'
import { toCsv } from '@/lib/csv'
import { insightDay } from '@/lib/insight'
import type { InsightReport } from '@/lib/insight-report'

type Texts = Record<Exclude<keyof typeof TEXTS.zh, 'days'>, string>

const TEXTS = {
  zh: {
    title: '访问统计',
    lead: '本站自行统计的浏览、下载、视频播放、站内搜索和留言来源：不用 Cookie，不存 IP，尊重“请勿跟踪”。只统计真实存在的页面和内容；下载、播放、教学浏览和搜索每位访客每天只计一次。每 5 秒汇总一次，按北京时间分日。',
    days: (n: number) => `最近 ${n} 天`,
    custom: '自定义',
    from: '从',
    to: '到',
    apply: '查看',
    loading: '加载中…',
    csv: '导出 CSV',
    empty: '这段时间没有数据',
    viewsByDay: '每日浏览量（按语言）',
    day: '日期',
    topPages: '页面与文章（每篇一行）',
    path: '页面',
    views: '浏览量',
    share: '占比',
    trend: '较上一时段',
    newTrend: '新',
    open: '在后台打开',
    searches: '站内搜索（按周）',
    zeroResults: '没有结果的搜索（按周）',
    query: '搜索词',
    language: '语言',
    searchCount: '搜索次数',
    results: '结果数',
    run: '搜索',
    bestBets: '为这些搜索词指定最佳结果或直接跳转：设置 → 搜索最佳结果',
    topReferrers: '来源网站',
    host: '网站',
    devices: '设备类型',
    device: '设备',
    downloads: '软件下载（按软件和版本）',
    software: '软件',
    version: '版本',
    count: '下载次数',
    plays: '教学与视频完成漏斗',
    target: '视频',
    start: '开始',
    q25: '25%',
    q50: '50%',
    q75: '75%',
    complete: '看完',
    leads: '每周留言及来源页面',
    week: '周（周一）',
    sourcePage: '来源页面',
    referrers: '来源网站',
    leadCount: '留言数',
    failed: '统计数据加载失败',
  },
  en: {
    title: 'Insight',
    lead: 'Views, downloads, video plays, site searches and lead sources, counted by this site itself: no cookies, no IP addresses, Do Not Track honoured. Only pages and content that exist are counted; a download, play, teaching view or search counts once per visitor and day. Added up every 5 s, by day in Beijing time.',
    days: (n: number) => `Last ${n} days`,
    custom: 'Custom',
    from: 'From',
    to: 'To',
    apply: 'Show',
    loading: 'Loading…',
    csv: 'Export CSV',
    empty: 'No data in this range',
    viewsByDay: 'Page views per day, by language',
    day: 'Day',
    topPages: 'Pages and articles (one row each)',
    path: 'Page',
    views: 'Views',
    share: 'Share',
    trend: 'vs previous period',
    newTrend: 'new',
    open: 'Open in the admin',
    searches: 'Site searches per week',
    zeroResults: 'Searches that found nothing, per week',
    query: 'Query',
    language: 'Language',
    searchCount: 'Searches',
    results: 'Results',
    run: 'Search',
    bestBets: 'Give these searches a best bet or send them straight to a page: Settings → Search best bets',
    topReferrers: 'Top referrers',
    host: 'Site',
    devices: 'Devices',
    device: 'Device',
    downloads: 'Downloads per software and version',
    software: 'Software',
    version: 'Version',
    count: 'Downloads',
    plays: 'Teaching and video completion funnel',
    target: 'Video',
    start: 'Start',
    q25: '25 %',
    q50: '50 %',
    q75: '75 %',
    complete: 'Complete',
    leads: 'Leads per week, with their source pages',
    week: 'Week (Monday)',
    sourcePage: 'Source page',
    referrers: 'Referrers',
    leadCount: 'Leads',
    failed: 'The insight could not be loaded',
  },
}

const DAY_MS = 86_400_000

const percent = (share: number) => `${(share * 100).toFixed(1)} %`
const signedPercent = (change: number) => `${change >= 0 ? '+' : '−'}${Math.abs(change * 100).toFixed(0)} %`

/** The site's results page for a query (opens the search as a visitor runs it). */
function searchHref(query: string, language: string): string {
  const base = publicBasePath()
  return `${base}${isLocale(language) ? localePrefix(language) : ''}/search?q=${encodeURIComponent(query)}`
}
const COLORS = ['#2563eb', '#f97316', '#16a34a', '#9333ea', '#dc2626']

function rangeOf(days: number): { from: string; to: string } {
  const to = insightDay()
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10)
  return { from, to }
}

function download(name: string, header: string[], rows: Array<Array<string | number>>) {
  const blob = new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** One chart; Chart.js is imported when the first chart is drawn, so only this page loads it. */
function Chart({ config, label }: { config: ChartConfiguration; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    let chart: ChartType | null = null
    let cancelled = false
    void import('chart.js/auto').then(({ default: ChartJs }) => {
      if (cancelled || !canvas.current) return
      chart = new ChartJs(canvas.current, { ...config, options: { responsive: true, maintainAspectRatio: false, ...config.options } })
    })
    return () => {
      cancelled = true
      chart?.destroy()
    }
  }, [config])
  return (
    <div style={{ position: 'relative', height: 280, margin: '0 0 1rem' }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  )
}

function Table({
  title,
  file,
  header,
  rows,
  t,
  links,
  linkColumn = 0,
  testId,
  children,
}: {
  title: string
  file: string
  header: string[]
  rows: Array<Array<string | number>>
  t: Texts
  /** Per row, an address the cell of `linkColumn` (the first by default) links to (null: none). */
  links?: Array<string | null>
  linkColumn?: number
  testId?: string
  children?: React.ReactNode
}) {
  return (
    <section style={{ margin: '0 0 2.5rem' }} data-testid={testId}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '1rem' }}>
        <h2 style={{ margin: '0 0 0.75rem' }}>{title}</h2>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          disabled={rows.length === 0}
          onClick={() => download(file, header, rows)}
        >
          {t.csv}
        </button>
      </div>
      {children}
      {rows.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div style={{ maxHeight: 360, overflow: 'auto' }}>
          <table className="table" style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                {header.map((h) => (
                  <th key={h} style={{ textAlign: 'left', padding: '0.25rem 0.5rem' }}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j} style={{ padding: '0.25rem 0.5rem', textAlign: typeof cell === 'number' ? 'right' : 'left' }}>
                      {j === linkColumn && links?.[i] ? <a href={links[i]}>{cell}</a> : cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

const bar = (labels: string[], datasets: Array<{ label: string; data: number[] }>, horizontal = false): ChartConfiguration => ({
  type: 'bar',
  data: { labels, datasets: datasets.map((d, i) => ({ ...d, backgroundColor: COLORS[i % COLORS.length] })) },
  options: { indexAxis: horizontal ? 'y' : 'x', plugins: { legend: { display: datasets.length > 1 } } },
})

export function InsightClient({ traffic }: { traffic: boolean }) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const t: Texts = adminText(i18n.language, TEXTS)
  const days = adminText(i18n.language, TEXTS).days
  const [range, setRange] = useState(() => rangeOf(30))
  const [custom, setCustom] = useState(range)
  const { report, error } = useInsightReport(range, config, t.failed)

  const charts = useMemo(() => chartsOf(report, t), [report, t])
  const suffix = `${range.from}_${range.to}.csv`

  return (
    <div style={{ padding: '1.5rem 0 3rem' }}>
      <h1>{t.title}</h1>
      <p style={{ maxWidth: '60rem' }}>{t.lead}</p>
      <RangePicker t={t} days={days} custom={custom} setCustom={setCustom} setRange={setRange} />
      <p aria-live="polite">
        {range.from} – {range.to}
        {!report && !error ? ` · ${t.loading}` : ''}
      </p>
      {error ? <p role="alert">{error}</p> : null}
      {report && traffic && report.viewsByDay ? (
        <>
          <ViewTables
            report={report}
            viewsByDay={report.viewsByDay}
            charts={charts}
            t={t}
            suffix={suffix}
            adminRoute={config.routes.admin}
          />
          <DownloadAndPlayTables report={report} charts={charts} t={t} suffix={suffix} />
          <SearchTables report={report} t={t} suffix={suffix} adminRoute={config.routes.admin} />
        </>
      ) : null}
      {report?.leads ? (
        <Table
          t={t}
          title={t.leads}
          file={`leads-per-week_${suffix}`}
          header={[t.week, t.sourcePage, t.referrers, t.leadCount]}
          rows={report.leads.map((r) => [r.week, r.sourcePage, r.referrers, r.leads])}
        >
          {charts.leads ? <Chart config={charts.leads} label={t.leads} /> : null}
        </Table>
      ) : null}
    </div>
  )
}

/**
 * The report of the range, fetched again when the range changes (an answer for an older range is dropped), or the
 * error that stopped it.
 */
function useInsightReport(range: { from: string; to: string }, config: ClientConfig, failed: string) {
  const [report, setReport] = useState<InsightReport | null>(null)
  const [error, setError] = useState('')

  useEffect(() => {
    let stale = false
    fetch(`${config.serverURL ?? ''}${config.routes.api}/insight-rollups/report?from=${range.from}&to=${range.to}`, {
      credentials: 'include',
    })
      .then(async (res) => {
        const body = (await res.json()) as InsightReport & { message?: string }
        if (!res.ok) throw new Error(body.message ?? String(res.status))
        if (stale) return
        setReport(body)
        setError('')
      })
      .catch((e: unknown) => {
        if (!stale) setError(`${failed}: ${e instanceof Error ? e.message : String(e)}`)
      })
    return () => {
      stale = true
    }
  }, [range, config.serverURL, config.routes.api, failed])

  return { report, error }
}

/** The range's choice: the last 7, 30 or 90 days, or a custom range applied with its button. */
function RangePicker({
  t,
  days,
  custom,
  setCustom,
  setRange,
}: {
  t: Texts
  days: (n: number) => string
  custom: { from: string; to: string }
  setCustom: (range: { from: string; to: string }) => void
  setRange: (range: { from: string; to: string }) => void
}) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '0.5rem', margin: '1rem 0 2rem' }}>
      {[7, 30, 90].map((n) => (
        <button key={n} type="button" className="btn btn--style-secondary btn--size-small" onClick={() => setRange(rangeOf(n))}>
          {days(n)}
        </button>
      ))}
      <form
        style={{ display: 'flex', alignItems: 'end', gap: '0.5rem' }}
        onSubmit={(e) => {
          e.preventDefault()
          if (custom.from && custom.to) setRange(custom)
        }}
      >
        <span>{t.custom}:</span>
        <label>
          {t.from} <input type="date" value={custom.from} onChange={(e) => setCustom({ ...custom, from: e.target.value })} />
        </label>
        <label>
          {t.to} <input type="date" value={custom.to} onChange={(e) => setCustom({ ...custom, to: e.target.value })} />
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-small">
          {t.apply}
        </button>
      </form>
    </div>
  )
}

/** What a group of tables draws from: the report, the texts and the end of its CSV files' names. */
type TablesProps = { report: InsightReport; t: Texts; suffix: string }

/** The traffic: views per day and language, the pages read, the referring sites, the devices. */
function ViewTables({
  report,
  viewsByDay,
  charts,
  t,
  suffix,
  adminRoute,
}: TablesProps & { viewsByDay: NonNullable<InsightReport['viewsByDay']>; charts: Charts; adminRoute: string }) {
  return (
    <>
      <Table
        t={t}
        title={t.viewsByDay}
        file={`views-per-day_${suffix}`}
        header={[t.day, ...LOCALES.map((l) => LANGUAGES[l].name)]}
        rows={viewsByDay.map((r) => [r.day, ...LOCALES.map((l) => r[l])])}
      >
        {charts.views ? <Chart config={charts.views} label={t.viewsByDay} /> : null}
      </Table>
      <Table
        t={t}
        testId="insight-pages"
        title={t.topPages}
        file={`pages_${suffix}`}
        header={[t.path, t.views, t.share, t.trend]}
        rows={(report.pages ?? []).map((r) => [r.title, r.views, percent(r.share), r.trend === null ? t.newTrend : signedPercent(r.trend)])}
        links={(report.pages ?? []).map((r) => (r.adminPath ? `${adminRoute}${r.adminPath}` : null))}
      >
        {charts.pages ? <Chart config={charts.pages} label={t.topPages} /> : null}
      </Table>
      <Table
        t={t}
        title={t.topReferrers}
        file={`top-referrers_${suffix}`}
        header={[t.host, t.views]}
        rows={(report.topReferrers ?? []).map((r) => [r.host, r.views])}
      >
        {charts.referrers ? <Chart config={charts.referrers} label={t.topReferrers} /> : null}
      </Table>
      <Table
        t={t}
        title={t.devices}
        file={`devices_${suffix}`}
        header={[t.device, t.views]}
        rows={(report.devices ?? []).map((r) => [r.device, r.views])}
      />
    </>
  )
}

/** The software downloads per version and the teaching and video completion funnel. */
function DownloadAndPlayTables({ report, charts, t, suffix }: TablesProps & { charts: Charts }) {
  return (
    <>
      <Table
        t={t}
        title={t.downloads}
        file={`downloads_${suffix}`}
        header={[t.software, t.version, t.count]}
        rows={(report.downloads ?? []).map((r) => [r.software, r.version, r.downloads])}
      >
        {charts.downloads ? <Chart config={charts.downloads} label={t.downloads} /> : null}
      </Table>
      <Table
        t={t}
        title={t.plays}
        file={`plays_${suffix}`}
        header={[t.target, t.start, t.q25, t.q50, t.q75, t.complete]}
        rows={(report.plays ?? []).map((r) => [r.title, r.start, r.q25, r.q50, r.q75, r.complete])}
      >
        {charts.funnel ? <Chart config={charts.funnel} label={t.plays} /> : null}
      </Table>
    </>
  )
}

/** The site searches per week, then those that found nothing (with the way to the best bets). */
function SearchTables({ report, t, suffix, adminRoute }: TablesProps & { adminRoute: string }) {
  return (
    <>
      <Table
        t={t}
        testId="insight-searches"
        title={t.searches}
        file={`searches_${suffix}`}
        header={[t.week, t.query, t.language, t.searchCount, t.results]}
        rows={(report.searches ?? []).map((r) => [r.week, r.query, r.language, r.searches, r.results])}
        links={(report.searches ?? []).map((r) => searchHref(r.query, r.language))}
        linkColumn={1}
      />
      <Table
        t={t}
        testId="insight-zero-results"
        title={t.zeroResults}
        file={`zero-results_${suffix}`}
        header={[t.week, t.query, t.language, t.searchCount]}
        rows={(report.zeroResults ?? []).map((r) => [r.week, r.query, r.language, r.searches])}
        links={(report.zeroResults ?? []).map((r) => searchHref(r.query, r.language))}
        linkColumn={1}
      >
        <p>
          <a href={`${adminRoute}/globals/search-best-bets`}>{t.bestBets}</a>
        </p>
      </Table>
    </>
  )
}

type Charts = Partial<Record<'views' | 'pages' | 'referrers' | 'downloads' | 'funnel' | 'leads', ChartConfiguration>>

function chartsOf(report: InsightReport | null, t: Texts): Charts {
  const next: Charts = {}
  if (!report) return next
  const views = report.viewsByDay
  if (views) {
    next.views = {
      type: 'line',
      data: {
        labels: views.map((r) => r.day),
        datasets: LOCALES.map((l, i) => {
          const colour = COLORS[i % COLORS.length]
          return { label: LANGUAGES[l].name, data: views.map((r) => r[l]), borderColor: colour, backgroundColor: colour }
        }),
      },
    }
  }
  const pages = (report.pages ?? []).slice(0, 10)
  if (pages.length)
    next.pages = bar(
      pages.map((r) => r.title),
      [{ label: t.views, data: pages.map((r) => r.views) }],
      true,
    )
  const refs = (report.topReferrers ?? []).slice(0, 10)
  if (refs.length)
    next.referrers = bar(
      refs.map((r) => r.host),
      [{ label: t.views, data: refs.map((r) => r.views) }],
      true,
    )
  const dls = (report.downloads ?? []).slice(0, 15)
  if (dls.length)
    next.downloads = bar(
      dls.map((r) => `${r.software} ${r.version}`),
      [{ label: t.count, data: dls.map((r) => r.downloads) }],
      true,
    )
  const plays = report.plays ?? []
  if (plays.length) {
    const total = (k: 'start' | 'q25' | 'q50' | 'q75' | 'complete') => plays.reduce((n, r) => n + r[k], 0)
    next.funnel = bar(
      [t.start, t.q25, t.q50, t.q75, t.complete],
      [{ label: t.target, data: (['start', 'q25', 'q50', 'q75', 'complete'] as const).map(total) }],
    )
  }
  const leads = report.leads ?? []
  if (leads.length) {
    const weeks = [...new Set(leads.map((r) => r.week))]
    next.leads = bar(weeks, [
      { label: t.leadCount, data: weeks.map((w) => leads.filter((r) => r.week === w).reduce((n, r) => n + r.leads, 0)) },
    ])
  }
  return next
}
