/** Times as the API and the site show them: `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai. */
// language-literal-ok: a locale with Latin digits and a 24-hour clock, read part by part, in every language.
const shanghai = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

export function formatShanghaiTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const part = Object.fromEntries(shanghai.formatToParts(date).map((p) => [p.type, p.value]))
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`
}

/**
 * A date as the database should hold it: `2026-11-06T02:30:00.000Z` (what `toISOString` gives, and the form
 * Payload puts in every date query). SQLite keeps dates as text and compares them as text, so one written as
 * `2026-11-06T02:30:00Z` would sort after the same moment in query form. Anything that is not a date stays as it is.
 */
export function isoInstant<T>(value: T): T | string {
  if (!(typeof value === 'string' || typeof value === 'number' || value instanceof Date) || value === '') return value
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toISOString()
}
