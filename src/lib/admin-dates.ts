import { TZDateMini } from '@date-fns/tz/date/mini'
import { format } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'
import { zhCN } from 'date-fns/locale/zh-CN'

import { adminText } from '@/i18n/locales'

/**
 * Dates and times in the admin as editors write them, in Asia/Shanghai:
 * `2026年11月24日 16:35` in Chinese, `24 Nov 2026, 16:35` in English.
 *
 * Payload formats every date of the admin (lists, the document header, versions, the schedule drawer) with date-fns
 * and one pattern, `admin.dateFormat`, in the date-fns locale of the admin's language (zh-CN, en-US). The pattern
 * here, `PPp`, asks the locale for its "medium" date, "short" time and "medium" date-time joint, and this module
 * gives those three of zh-CN and en-US the forms above. It also makes a date-fns time-zone date made without a
 * zone (Payload's `formatDate` makes one) read in Asia/Shanghai instead of the zone of the server or browser.
 *
 * Imported by the Payload config (server) and by the admin's provider (src/components/admin/AdminDates.tsx,
 * browser and server rendering), so that each bundle's date-fns has it before the first date is shown.
 */
export const ADMIN_TIME_ZONE = 'Asia/Shanghai'
export const ADMIN_DATE_FORMAT = 'PPp'

/** The zones the schedule dialog offers, Beijing time first (Payload's labels are single strings: both languages). */
export const ADMIN_TIME_ZONES: { label: string; value: string }[] = [
  { label: '北京时间 Beijing time (UTC+8)', value: ADMIN_TIME_ZONE },
  { label: '协调世界时 UTC', value: 'UTC' },
  { label: '香港 Hong Kong (UTC+8)', value: 'Asia/Hong_Kong' },
  { label: '伦敦 London (UTC+0/+1)', value: 'Europe/London' },
  { label: '柏林 Berlin (UTC+1/+2)', value: 'Europe/Berlin' },
  { label: '纽约 New York (UTC−5/−4)', value: 'America/New_York' },
]

type Width = 'full' | 'long' | 'medium' | 'short'
type FormatLongFn = (options?: { width?: Width }) => string
type FormatLong = { date: FormatLongFn; time: FormatLongFn; dateTime: FormatLongFn }
type Forms = { date: string; time: string; dateTime: string }

const FORMS: { locale: { formatLong?: FormatLong }; forms: Forms }[] = [
  { locale: zhCN as { formatLong?: FormatLong }, forms: { date: "y'年'M'月'd'日'", time: 'HH:mm', dateTime: '{{date}} {{time}}' } },
  { locale: enUS as { formatLong?: FormatLong }, forms: { date: 'd MMM y', time: 'HH:mm', dateTime: '{{date}}, {{time}}' } },
]

const PATCHED = Symbol.for('site.adminDates')

function patchLocale(locale: { formatLong?: FormatLong }, forms: Forms): void {
  const original = locale.formatLong
  if (!original || (original as unknown as Record<symbol, boolean>)[PATCHED]) return
  const patched: FormatLong = {
    date: (o) => (o?.width === 'medium' ? forms.date : original.date(o)),
    time: (o) => (o?.width === 'short' ? forms.time : original.time(o)),
    dateTime: (o) => (o?.width === 'medium' ? forms.dateTime : original.dateTime(o)),
  }
  ;(patched as unknown as Record<symbol, boolean>)[PATCHED] = true
  locale.formatLong = patched
}

for (const { locale, forms } of FORMS) patchLocale(locale, forms)

// A date-fns time-zone date made without a zone reads `this.timeZone` and finds none of its own: it then takes this
// one, Asia/Shanghai. (Payload's packages carry their own inlined copy of that class, so the default sits on Date's
// prototype, where every copy finds it.) Writable, so that a date made with a zone still sets its own; not
// enumerable; plain dates never read it.
if (!Object.prototype.hasOwnProperty.call(Date.prototype, 'timeZone')) {
  Object.defineProperty(Date.prototype, 'timeZone', { value: ADMIN_TIME_ZONE, writable: true, configurable: true, enumerable: false })
}

/** A date as the admin shows it, for the admin's own components (the dashboard). Empty for no or a bad date. */
export function formatAdminDate(value: string | number | Date | null | undefined, language: string): string {
  if (value === null || value === undefined || value === '') return ''
  const date = new TZDateMini(+new Date(value), ADMIN_TIME_ZONE)
  if (Number.isNaN(+date)) return ''
  return format(date, ADMIN_DATE_FORMAT, { locale: adminText(language, { zh: zhCN, en: enUS }) })
}
