/**
 * Relative time text (spec section 9): "just now", then minutes, hours, days, weeks, months (and years).
 */
import { type Bilingual, inLanguage, languageTag, type Locale } from '@/i18n/locales'

import { isEmpty } from './empty'
import { formatShanghaiTime } from './time'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** `yyyy-MM-dd`, optionally ` HH:mm`, `:ss` and `.SSS`, without a zone (`/` also accepted between date parts). */
const LOCAL_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/

/**
 * Reads a time as the API sends it. A string without a zone (`2024-05-01 08:30:00`, `2024-05-01`)
 * is Asia/Shanghai time (UTC+8, no daylight saving), whatever the zone of the browser or server;
 * a string with a zone (`…Z`, `…+08:00`), a number (epoch milliseconds) or a Date is taken as is.
 * Returns null for an empty or unreadable value.
 */
export function parseShanghaiTime(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || isEmpty(value)) return null
  let date: Date
  if (value instanceof Date) date = value
  else if (typeof value === 'number') date = new Date(value)
  else {
    const text = value.trim()
    const m = LOCAL_TIME.exec(text)
    date = m
      ? new Date(
          Date.UTC(
            Number(m[1]),
            Number(m[2]) - 1,
            Number(m[3]),
            Number(m[4] ?? 0) - 8,
            Number(m[5] ?? 0),
            Number(m[6] ?? 0),
            Number((m[7] ?? '0').padEnd(3, '0')),
          ),
        )
      : new Date(text)
  }
  return Number.isNaN(date.getTime()) ? null : date
}

type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year'

/** Under a minute: the spec's words (Intl's own, "now" / "现在", are not the spec's). */
const JUST_NOW: Bilingual = { zh: '刚刚', en: 'just now' }

const formats = new Map<Locale, Intl.RelativeTimeFormat>()

/** `5 minutes ago` / `5分钟前`: the platform's words for each language (Intl.RelativeTimeFormat). */
function phrase(count: number, unit: Unit, locale: Locale): string {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.RelativeTimeFormat(languageTag(locale), { numeric: 'always' })
    formats.set(locale, format)
  }
  return format.format(-count, unit)
}

/**
 * How long ago `time` was, as of `now`, in the page's language:
 *
 * | elapsed            | en                                  | zh          |
 * |--------------------|-------------------------------------|-------------|
 * | under 60 s         | just now                            | 刚刚        |
 * | 1–59 min           | 1 minute ago / 2 minutes ago        | 3分钟前     |
 * | 1–23 h             | 1 hour ago / 2 hours ago            | 2小时前     |
 * | 1–6 days           | 1 day ago / 5 days ago              | 5天前       |
 * | 7–29 days          | 1 week ago … 4 weeks ago (days ÷ 7) | 2周前       |
 * | 30–364 days        | 1 month ago … 12 months ago (÷ 30)  | 3个月前     |
 * | 365 days and more  | 1 year ago / 2 years ago (÷ 365)    | 1年前       |
 *
 * Every count is rounded down. Beyond a year the scale goes on in years (the spec stops at months;
 * "14 months ago" reads worse than "1 year ago"). A time in the future, even by a second, is shown
 * as is: `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai. An empty or unreadable time gives `''`.
 * Strings without a zone are Shanghai time (see {@link parseShanghaiTime}).
 */
export function relativeTime(time: string | number | Date | null | undefined, locale: Locale, now: Date | number = new Date()): string {
  const date = parseShanghaiTime(time)
  if (!date) return ''
  const elapsed = (typeof now === 'number' ? now : now.getTime()) - date.getTime()
  if (elapsed < 0) return formatShanghaiTime(date)
  if (elapsed < MINUTE) return inLanguage(JUST_NOW, locale)
  if (elapsed < HOUR) return phrase(Math.floor(elapsed / MINUTE), 'minute', locale)
  if (elapsed < DAY) return phrase(Math.floor(elapsed / HOUR), 'hour', locale)
  const days = Math.floor(elapsed / DAY)
  if (days < 7) return phrase(days, 'day', locale)
  if (days < 30) return phrase(Math.floor(days / 7), 'week', locale)
  if (days < 365) return phrase(Math.floor(days / 30), 'month', locale)
  return phrase(Math.floor(days / 365), 'year', locale)
}
