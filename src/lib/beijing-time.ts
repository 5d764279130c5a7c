/**
 * Beijing time (UTC+8 all year, no daylight saving): the calendar day and the midnight that the admin's dates, the
 * 404 log's daily counts, lead alerts' quiet hours and Baidu's daily push quota follow, whatever the server's zone.
 *
 * Pure: no data source, no UI.
 */
export const BEIJING_OFFSET_MS = 8 * 3600_000

const DAY_MS = 86_400_000

/** The Beijing calendar day of an instant, as YYYY-MM-DD. */
export function beijingDay(ms: number): string {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 10)
}

/** The next midnight in Beijing after an instant. */
export function nextBeijingMidnight(ms: number): number {
  return Math.floor((ms + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - BEIJING_OFFSET_MS
}
