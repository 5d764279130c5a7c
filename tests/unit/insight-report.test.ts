/** The Insight page's tables (src/lib/insight-report.ts) from daily rollup rows. */
import { describe, expect, it } from 'vitest'

import { buildReport, daysBetween, weekOf } from '@/lib/insight-report'

const rows = [
  { day: '2026-11-23', kind: 'view', a: '/pc_index', b: 'zh', c: 'baidu.com', d: 'desktop', hits: 5 },
  { day: '2026-11-24', kind: 'view', a: '/pc_index', b: 'zh', c: '', d: 'mobile', hits: 2 },
  { day: '2026-11-24', kind: 'view', a: '/en/download', b: 'en', c: 'bing.com', d: 'desktop', hits: 3 },
  { day: '2026-11-20', kind: 'view', a: '/old', b: 'zh', c: '', d: 'desktop', hits: 99 },
  { day: '2026-11-24', kind: 'download', a: '4', b: '5.2.0', c: '', d: '', hits: 7 },
  { day: '2026-11-25', kind: 'download', a: '4', b: '5.1.0', c: '', d: '', hits: 1 },
  { day: '2026-11-24', kind: 'play', a: 'album:2', b: 'start', c: '', d: '', hits: 10 },
  { day: '2026-11-24', kind: 'play', a: 'album:2', b: 'q50', c: '', d: '', hits: 4 },
  { day: '2026-11-25', kind: 'play', a: 'album:2', b: 'complete', c: '', d: '', hits: 2 },
  { day: '2026-11-23', kind: 'lead', a: '/product/3', b: 'baidu.com', c: '', d: '', hits: 1 },
  { day: '2026-11-25', kind: 'lead', a: '/product/3', b: '', c: '', d: '', hits: 2 },
  { day: '2026-11-22', kind: 'lead', a: '/contact', b: '', c: '', d: '', hits: 1 },
]
const range = { from: '2026-11-22', to: '2026-11-25' }

describe('insight report', () => {
  it('adds the rows of the range into the page tables', () => {
    const names = { software: new Map([['4', 'EICAD']]), targets: new Map([['album:2', '道路设计入门']]) }
    const report = buildReport(rows, range, { traffic: true, leads: true }, names)
    expect(report.days).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'])
    expect(report.viewsByDay).toEqual([
      { day: '2026-11-22', zh: 0, en: 0 },
      { day: '2026-11-23', zh: 5, en: 0 },
      { day: '2026-11-24', zh: 2, en: 3 },
      { day: '2026-11-25', zh: 0, en: 0 },
    ])
    expect(report.topPages).toEqual([
      { path: '/pc_index', views: 7 },
      { path: '/en/download', views: 3 },
    ])
    expect(report.topReferrers).toEqual([
      { host: 'baidu.com', views: 5 },
      { host: 'bing.com', views: 3 },
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
      { week: '2026-11-23', sourcePage: '/product/3', referrers: 'baidu.com (1)', leads: 3 },
    ])
  })

  it('gives sales the leads only', () => {
    const report = buildReport(rows, range, { traffic: false, leads: true })
    expect(report.viewsByDay).toBeUndefined()
    expect(report.downloads).toBeUndefined()
    expect(report.leads).toHaveLength(2)
  })

  it('days and weeks', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'])
    expect(weekOf('2026-11-25')).toBe('2026-11-23')
    expect(weekOf('2026-11-23')).toBe('2026-11-23')
  })
})
