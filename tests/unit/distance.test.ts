import { describe, expect, it } from 'vitest'

import { formatDistance } from '@/lib/distance'

describe('formatDistance', () => {
  it('shows whole metres below 1000', () => {
    expect(formatDistance(0, 'en')).toBe('0 m')
    expect(formatDistance(1, 'en')).toBe('1 m')
    expect(formatDistance(999, 'en')).toBe('999 m')
    expect(formatDistance(999, 'zh')).toBe('999米')
  })

  it('switches to kilometres with 3 decimals at 1000', () => {
    expect(formatDistance(1000, 'en')).toBe('1.000 km')
    expect(formatDistance(1000, 'zh')).toBe('1.000公里')
    expect(formatDistance(1001, 'en')).toBe('1.001 km')
    expect(formatDistance(12345.6, 'en')).toBe('12.346 km')
    expect(formatDistance(1234567, 'en')).toBe('1234.567 km')
  })

  it('rounds to a whole metre first, so 999.6 m is 1.000 km', () => {
    expect(formatDistance(999.4, 'en')).toBe('999 m')
    expect(formatDistance(999.5, 'en')).toBe('1.000 km')
    expect(formatDistance(999.6, 'en')).toBe('1.000 km')
    expect(formatDistance(12.5, 'zh')).toBe('13米')
  })

  it('defaults to Chinese', () => {
    expect(formatDistance(500)).toBe('500米')
    expect(formatDistance(2500)).toBe('2.500公里')
  })

  it('reads numeric strings', () => {
    expect(formatDistance('999', 'en')).toBe('999 m')
    expect(formatDistance('1000', 'en')).toBe('1.000 km')
  })

  it('gives an empty string for missing, non-numeric, negative or non-finite values', () => {
    expect(formatDistance(null)).toBe('')
    expect(formatDistance(undefined)).toBe('')
    expect(formatDistance('')).toBe('')
    expect(formatDistance('   ')).toBe('')
    expect(formatDistance('abc')).toBe('')
    expect(formatDistance(-1)).toBe('')
    expect(formatDistance(Number.NaN)).toBe('')
    expect(formatDistance(Number.POSITIVE_INFINITY)).toBe('')
  })
})
