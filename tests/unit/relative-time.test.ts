import { describe, expect, it } from 'vitest'

import { parseShanghaiTime, relativeTime } from '@/lib/relative-time'

const now = new Date('2024-06-15T12:00:00Z') // 2024-06-15 20:00:00 in Shanghai
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const ago = (ms: number) => new Date(now.getTime() - ms)

describe('relativeTime', () => {
  it('says just now under a minute', () => {
    expect(relativeTime(ago(0), 'en', now)).toBe('just now')
    expect(relativeTime(ago(59 * SECOND), 'en', now)).toBe('just now')
    expect(relativeTime(ago(59 * SECOND + 999), 'zh', now)).toBe('刚刚')
  })

  it('counts minutes from 60 s, with English plurals', () => {
    expect(relativeTime(ago(60 * SECOND), 'en', now)).toBe('1 minute ago')
    expect(relativeTime(ago(60 * SECOND), 'zh', now)).toBe('1分钟前')
    expect(relativeTime(ago(2 * MINUTE), 'en', now)).toBe('2 minutes ago')
    expect(relativeTime(ago(3 * MINUTE + 59 * SECOND), 'zh', now)).toBe('3分钟前')
    expect(relativeTime(ago(HOUR - 1), 'en', now)).toBe('59 minutes ago')
  })

  it('counts hours from 60 minutes', () => {
    expect(relativeTime(ago(HOUR), 'en', now)).toBe('1 hour ago')
    expect(relativeTime(ago(2 * HOUR), 'en', now)).toBe('2 hours ago')
    expect(relativeTime(ago(2 * HOUR), 'zh', now)).toBe('2小时前')
    expect(relativeTime(ago(DAY - 1), 'en', now)).toBe('23 hours ago')
  })

  it('counts days from 24 hours up to 6 days', () => {
    expect(relativeTime(ago(DAY), 'en', now)).toBe('1 day ago')
    expect(relativeTime(ago(5 * DAY), 'en', now)).toBe('5 days ago')
    expect(relativeTime(ago(5 * DAY), 'zh', now)).toBe('5天前')
    expect(relativeTime(ago(7 * DAY - 1), 'en', now)).toBe('6 days ago')
  })

  it('counts weeks from 7 days', () => {
    expect(relativeTime(ago(7 * DAY), 'en', now)).toBe('1 week ago')
    expect(relativeTime(ago(7 * DAY), 'zh', now)).toBe('1周前')
    expect(relativeTime(ago(14 * DAY), 'en', now)).toBe('2 weeks ago')
    expect(relativeTime(ago(14 * DAY), 'zh', now)).toBe('2周前')
    expect(relativeTime(ago(29 * DAY), 'en', now)).toBe('4 weeks ago')
  })

  it('counts months from 30 days', () => {
    expect(relativeTime(ago(30 * DAY), 'en', now)).toBe('1 month ago')
    expect(relativeTime(ago(30 * DAY), 'zh', now)).toBe('1个月前')
    expect(relativeTime(ago(90 * DAY), 'zh', now)).toBe('3个月前')
    expect(relativeTime(ago(90 * DAY), 'en', now)).toBe('3 months ago')
    expect(relativeTime(ago(364 * DAY), 'en', now)).toBe('12 months ago')
  })

  it('counts years from 365 days', () => {
    expect(relativeTime(ago(365 * DAY), 'en', now)).toBe('1 year ago')
    expect(relativeTime(ago(365 * DAY), 'zh', now)).toBe('1年前')
    expect(relativeTime(ago(3 * 365 * DAY), 'en', now)).toBe('3 years ago')
  })

  it('shows a future time as is, in Shanghai time, in both languages', () => {
    const future = new Date(now.getTime() + 1000) // 2024-06-15 20:00:01 Shanghai
    expect(relativeTime(future, 'en', now)).toBe('2024-06-15 20:00:01')
    expect(relativeTime(future, 'zh', now)).toBe('2024-06-15 20:00:01')
    expect(relativeTime('2030-01-01 08:00:00', 'zh', now)).toBe('2030-01-01 08:00:00')
  })

  it('reads API strings (no zone) as Shanghai time', () => {
    // 2024-06-15 19:57:00 in Shanghai is 3 minutes before now
    expect(relativeTime('2024-06-15 19:57:00', 'zh', now)).toBe('3分钟前')
    expect(relativeTime('2024-06-15T19:57:00', 'en', now)).toBe('3 minutes ago')
    // with an explicit zone the string is taken as is
    expect(relativeTime('2024-06-15T11:58:00Z', 'en', now)).toBe('2 minutes ago')
    expect(relativeTime('2024-06-13', 'en', now)).toBe('2 days ago')
  })

  it('accepts epoch milliseconds for time and now', () => {
    expect(relativeTime(now.getTime() - 2 * HOUR, 'en', now.getTime())).toBe('2 hours ago')
  })

  it('gives an empty string for empty or unreadable times', () => {
    expect(relativeTime(null, 'en', now)).toBe('')
    expect(relativeTime(undefined, 'zh', now)).toBe('')
    expect(relativeTime('', 'en', now)).toBe('')
    expect(relativeTime('   ', 'en', now)).toBe('')
    expect(relativeTime('not a date', 'en', now)).toBe('')
  })

  it('uses the current time by default', () => {
    expect(relativeTime(new Date(Date.now() - 2 * MINUTE), 'en')).toBe('2 minutes ago')
  })
})

describe('parseShanghaiTime', () => {
  it('reads yyyy-MM-dd HH:mm:ss as UTC+8', () => {
    expect(parseShanghaiTime('2024-01-02 08:00:00')?.toISOString()).toBe('2024-01-02T00:00:00.000Z')
    expect(parseShanghaiTime('2024-01-02 03:04')?.toISOString()).toBe('2024-01-01T19:04:00.000Z')
    expect(parseShanghaiTime('2024/01/02 08:00:00.5')?.toISOString()).toBe('2024-01-02T00:00:00.500Z')
    expect(parseShanghaiTime('2024-01-02')?.toISOString()).toBe('2024-01-01T16:00:00.000Z')
  })

  it('keeps zoned strings, numbers and dates as they are', () => {
    expect(parseShanghaiTime('2024-01-02T08:00:00+08:00')?.toISOString()).toBe('2024-01-02T00:00:00.000Z')
    expect(parseShanghaiTime(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z')
    const d = new Date('2024-01-02T00:00:00Z')
    expect(parseShanghaiTime(d)).toBe(d)
  })

  it('returns null for empty and invalid values', () => {
    expect(parseShanghaiTime('')).toBeNull()
    expect(parseShanghaiTime('nope')).toBeNull()
    expect(parseShanghaiTime(new Date('nope'))).toBeNull()
  })
})
