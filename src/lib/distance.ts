/**
 * Distance text (spec section 9): in metres, or in kilometres with 3 decimals from 1000 m.
 */
import { DEFAULT_LOCALE, inLanguage, type Locale, type PerLanguage } from '@/i18n/locales'

const units: PerLanguage<{ m: string; km: string }> = {
  en: { m: ' m', km: ' km' },
  zh: { m: '米', km: '公里' },
}

/**
 * A distance given in metres, as text:
 * - the value is first rounded to a whole metre (half up);
 * - below 1000 m: whole metres, `999 m` (en) / `999米` (zh);
 * - from 1000 m: kilometres with exactly 3 decimals, `1.000 km` / `1.000公里`, `12.346 km` for 12345.6 m;
 *   so 999.6 m, which rounds to 1000 m, is `1.000 km`, never `1000 m`;
 * - no thousands separators (`1234.567 km`);
 * - a numeric string is read as a number; null, undefined, an empty or non-numeric string,
 *   a negative or non-finite value gives `''`.
 * The language defaults to Chinese, the site's default.
 */
export function formatDistance(metres: number | string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (metres === null || metres === undefined) return ''
  if (typeof metres === 'string' && metres.trim() === '') return ''
  const value = typeof metres === 'number' ? metres : Number(metres)
  if (!Number.isFinite(value) || value < 0) return ''
  const whole = Math.round(value)
  const unit = inLanguage(units, locale)
  if (whole < 1000) return `${whole}${unit.m}`
  return `${(whole / 1000).toFixed(3)}${unit.km}`
}
