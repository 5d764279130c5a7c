import { formatDate } from '@payloadcms/ui/shared'
import { enUS } from 'date-fns/locale/en-US'
import { zhCN } from 'date-fns/locale/zh-CN'
import { describe, expect, it } from 'vitest'

import { ADMIN_DATE_FORMAT, formatAdminDate } from '@/lib/admin-dates'

// 2026-11-24 08:35 UTC is 16:35 in Shanghai (UTC+8, no daylight saving).
const instant = '2026-11-24T08:35:00.000Z'

describe('admin dates', () => {
  it('read as a Chinese editor writes them, in Asia/Shanghai', () => {
    expect(formatAdminDate(instant, 'zh')).toBe('2026年11月24日 16:35')
    // Late evening UTC is already the next day in Shanghai.
    expect(formatAdminDate('2026-12-31T16:05:00.000Z', 'zh')).toBe('2027年1月1日 00:05')
  })

  it('read as 24 Nov 2026, 16:35 in English', () => {
    expect(formatAdminDate(instant, 'en')).toBe('24 Nov 2026, 16:35')
    expect(formatAdminDate(new Date('2026-03-05T01:00:00Z'), 'en')).toBe('5 Mar 2026, 09:00')
  })

  it('are the same through Payload’s own formatter (lists, documents, versions)', () => {
    const t = (() => '') as never
    expect(formatDate({ date: instant, i18n: { dateFNS: zhCN, t } as never, pattern: ADMIN_DATE_FORMAT })).toBe('2026年11月24日 16:35')
    expect(formatDate({ date: instant, i18n: { dateFNS: enUS, t } as never, pattern: ADMIN_DATE_FORMAT })).toBe('24 Nov 2026, 16:35')
    // A date field with its own zone keeps it.
    expect(formatDate({ date: instant, i18n: { dateFNS: enUS, t } as never, pattern: ADMIN_DATE_FORMAT, timezone: 'UTC' })).toBe(
      '24 Nov 2026, 08:35',
    )
  })

  it('leave plain dates and the other formats of the locales as they were', () => {
    expect(Object.keys(new Date())).toEqual([])
    expect(new Date(instant).toISOString()).toBe(instant)
    expect(formatAdminDate('', 'zh')).toBe('')
    expect(formatAdminDate('not a date', 'en')).toBe('')
    expect(zhCN.formatLong?.date({ width: 'long' })).toBe("y'年'M'月'd'日'")
    expect(enUS.formatLong?.time({ width: 'medium' })).toBe('h:mm:ss a')
  })
})
