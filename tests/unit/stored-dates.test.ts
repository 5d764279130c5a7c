/** Dates in the one form the database compares correctly (src/lib/time.ts) and a news class's cover address. */
import { describe, expect, it } from 'vitest'

import { newsClassCover } from '@/lib/news-cover'
import { isoInstant } from '@/lib/time'

describe('isoInstant', () => {
  it('writes every date form as toISOString does', () => {
    expect(isoInstant('2026-11-06T02:30:00Z')).toBe('2026-11-06T02:30:00.000Z')
    expect(isoInstant('2026-11-06T10:30:00+08:00')).toBe('2026-11-06T02:30:00.000Z')
    expect(isoInstant(new Date(Date.UTC(2026, 10, 6, 2, 30)))).toBe('2026-11-06T02:30:00.000Z')
    expect(isoInstant(Date.UTC(2026, 10, 6, 2, 30))).toBe('2026-11-06T02:30:00.000Z')
  })

  it('leaves what is not a date as it is', () => {
    expect(isoInstant(null)).toBeNull()
    expect(isoInstant(undefined)).toBeUndefined()
    expect(isoInstant('')).toBe('')
    expect(isoInstant('not a date')).toBe('not a date')
  })
})

describe('newsClassCover', () => {
  it('is the class artwork under the base path; an odd class gets the company artwork', () => {
    expect(newsClassCover('', 'notice', 'zh')).toBe('/news-covers/notice.zh.webp')
    expect(newsClassCover('/website', 'industry', 'en')).toBe('/website/news-covers/industry.en.webp')
    expect(newsClassCover('', '../x', 'en')).toBe('/news-covers/company.en.webp')
  })
})
