/** The Insight page's tables (src/lib/insight-report.ts) from the sums the database added up. */
import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/i18n/locales'
import { OTHER } from '@/lib/insight'
import { buildReport, daysBetween, documentOf, emptySums, previousRange, type ReportSums, weekOf } from '@/lib/insight-report'

const sums: ReportSums = {
  ...emptySums(),
  viewsByDay: [
    { day: '2026-11-23', language: 'zh', hits: 5 },
    { day: '2026-11-24', language: 'zh', hits: 2 },
    { day: '2026-11-24', language: 'en', hits: 3 },
  ],
  pages: [
    { target: '/pc_index', hits: 5 },
    { target: 'news:12', hits: 3 },
    { target: 'news:13', hits: 2 },
  ],
  previousPages: [
    { target: 'news:12', hits: 2 },
    { target: '/pc_index', hits: 10 },
  ],
  referrers: [
    { host: '', hits: 4 },
    { host: 'baidu.com', hits: 5 },
    { host: OTHER, hits: 1 },
  ],
  devices: [
    { device: 'mobile', hits: 2 },
    { device: 'desktop', hits: 8 },
  ],
  downloads: [
    { softwareId: '4', version: '5.2.0', hits: 7 },
    { softwareId: '4', version: '5.1.0', hits: 1 },
  ],
  plays: [
    { target: 'album:2', milestone: 'start', hits: 10 },
    { target: 'album:2', milestone: 'q50', hits: 4 },
    { target: 'album:2', milestone: 'complete', hits: 2 },
  ],
  searches: [
    { day: '2026-11-23', query: 'eicad', language: 'zh', results: 5, hits: 2 },
    { day: '2026-11-25', query: 'eicad', language: 'zh', results: 6, hits: 1 },
    { day: '2026-11-24', query: 'licence key', language: 'en', results: 0, hits: 3 },
    { day: '2026-11-22', query: 'licence key', language: 'en', results: 0, hits: 1 },
  ],
  leads: [
    { day: '2026-11-23', sourcePage: 'news:12', referrer: 'baidu.com', hits: 1 },
    { day: '2026-11-25', sourcePage: 'news:12', referrer: '', hits: 2 },
    { day: '2026-11-22', sourcePage: '/contact', referrer: '', hits: 1 },
  ],
}
const range = { from: '2026-11-22', to: '2026-11-25' }
const names = {
  titles: new Map([
    ['news:12', '道路设计新版发布'],
    ['news:13', '隧道建模'],
    ['/pc_index', '首页'],
    ['album:2', '道路设计入门'],
  ]),
  software: new Map([['4', 'EICAD']]),
}

describe('insight report', () => {
  it('one row per page and document: title, views, share, trend and the admin link', () => {
    const report = buildReport(sums, range, { traffic: true, leads: true }, names)
    expect(report.days).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'])
    // Every served language has its count (none was visited in the others).
    const others = Object.fromEntries(LOCALES.filter((l) => l !== 'zh' && l !== 'en').map((l) => [l, 0]))
    expect(report.viewsByDay).toEqual([
      { day: '2026-11-22', zh: 0, en: 0, ...others },
      { day: '2026-11-23', zh: 5, en: 0, ...others },
      { day: '2026-11-24', zh: 2, en: 3, ...others },
      { day: '2026-11-25', zh: 0, en: 0, ...others },
    ])
    expect(report.totalViews).toBe(10)
    expect(report.pages).toEqual([
      { target: '/pc_index', title: '首页', views: 5, share: 0.5, previous: 10, trend: -0.5, adminPath: null },
      { target: 'news:12', title: '道路设计新版发布', views: 3, share: 0.3, previous: 2, trend: 0.5, adminPath: '/collections/news/12' },
      { target: 'news:13', title: '隧道建模', views: 2, share: 0.2, previous: 0, trend: null, adminPath: '/collections/news/13' },
    ])
    expect(report.topReferrers).toEqual([
      { host: 'baidu.com', views: 5 },
      { host: OTHER, views: 1 },
    ])
    expect(report.devices).toEqual([
      { device: 'desktop', views: 8 },
      { device: 'mobile', views: 2 },
    ])
    expect(report.downloads).toEqual([
      { softwareId: '4', software: 'EICAD', version: '5.2.0', downloads: 7 },
      { softwareId: '4', software: 'EICAD', version: '5.1.0', downloads: 1 },
    ])
    expect(report.plays).toEqual([{ target: 'album:2', title: '道路设计入门', start: 10, q25: 0, q50: 4, q75: 0, complete: 2 }])
    // 2026-11-22 is a Sunday: the week of Monday 2026-11-16.
    expect(report.leads).toEqual([
      { week: '2026-11-16', sourcePage: '/contact', referrers: '', leads: 1 },
      { week: '2026-11-23', sourcePage: '道路设计新版发布', referrers: 'baidu.com (1)', leads: 3 },
    ])
  })

  it('searches per week, with the results found as of the latest search, and those that found nothing', () => {
    const report = buildReport(sums, range, { traffic: true, leads: false }, names)
    expect(report.searches).toEqual([
      { week: '2026-11-23', query: 'eicad', language: 'zh', searches: 3, results: 6 },
      { week: '2026-11-23', query: 'licence key', language: 'en', searches: 3, results: 0 },
      { week: '2026-11-16', query: 'licence key', language: 'en', searches: 1, results: 0 },
    ])
    expect(report.zeroResults).toEqual([
      { week: '2026-11-23', query: 'licence key', language: 'en', searches: 3, results: 0 },
      { week: '2026-11-16', query: 'licence key', language: 'en', searches: 1, results: 0 },
    ])
  })

  it('gives sales the leads only', () => {
    const report = buildReport(sums, range, { traffic: false, leads: true })
    expect(report.viewsByDay).toBeUndefined()
    expect(report.pages).toBeUndefined()
    expect(report.searches).toBeUndefined()
    expect(report.downloads).toBeUndefined()
    expect(report.leads).toHaveLength(2)
  })

  it('days, weeks, the previous period and documents', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'])
    expect(weekOf('2026-11-25')).toBe('2026-11-23')
    expect(weekOf('2026-11-23')).toBe('2026-11-23')
    expect(weekOf('2024-02')).toBe('2024-02')
    expect(previousRange({ from: '2026-11-22', to: '2026-11-25' })).toEqual({ from: '2026-11-18', to: '2026-11-21' })
    expect(documentOf('news:12')).toEqual({ collection: 'news', id: 12 })
    expect(documentOf('help-documents:3')).toEqual({ collection: 'help-documents', id: 3 })
    expect(documentOf('/pc_index')).toBeNull()
    expect(documentOf('users:1')).toBeNull()
  })
})
