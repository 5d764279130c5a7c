/**
 * The spec's helper rules (section 5): mainland phone, mainland ID number, parameter check, phone mask.
 * Pure functions: no DOM, no data source; safe in the browser and on the server.
 */
import { isEmpty } from './empty'

/**
 * Optional `86` or `+86`, then `1`, then a digit 3–9, then 9 digits, and nothing else.
 * No spaces, dashes or brackets anywhere (not even around the value): this checks a normalised
 * value, so a caller that accepts "138 1234 5678" from a form strips the spaces first.
 */
const MAINLAND_PHONE = /^(?:\+?86)?1[3-9][0-9]{9}$/

/**
 * True for a mainland mobile number such as `13812345678`, `8613812345678` or `+8613812345678`.
 * Only strings are checked (a number, null or undefined is false).
 */
export function isMainlandPhone(value: unknown): boolean {
  return typeof value === 'string' && MAINLAND_PHONE.test(value)
}

/** 6 digits, year 18xx/19xx/20xx, month, day, 3 digits, a final digit or X (either case). */
const ID_NUMBER = /^[0-9]{6}((?:18|19|20)[0-9]{2})(0[1-9]|1[0-2])([0-9]{2})[0-9]{3}[0-9Xx]$/

/** Days in a month of the Gregorian calendar (month 1–12). */
function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
    return leap ? 29 : 28
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/**
 * An 18-character mainland resident ID number: 6 digits (region), a birth date `yyyyMMdd` whose year
 * starts with 18, 19 or 20 and which really exists (no 30 February; 29 February only in leap years,
 * so 1900-02-29 is invalid and 2000-02-29 valid), 3 digits, then a digit or `X`.
 *
 * Decisions:
 * - a lower-case `x` is accepted as well: it is the same check character, often typed that way;
 *   store the value upper-cased if the case matters;
 * - the ISO 7064 check digit is not verified and the birth date is not compared with today
 *   (the spec asks for neither), so `2099…` passes the year rule;
 * - no spaces are allowed, as for {@link isMainlandPhone}; only strings are checked.
 */
export function isIdNumber(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const match = ID_NUMBER.exec(value)
  if (!match) return false
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  return day >= 1 && day <= daysInMonth(year, month)
}

/**
 * The spec's parameter check: passes only if every value is truthy or the string `"0"`.
 *
 * Taken literally, with JavaScript truthiness: `null`, `undefined`, `''`, the number `0`, `NaN` and
 * `false` fail; the string `"0"` passes (it is truthy in JavaScript anyway; the clause is kept explicit);
 * a string of spaces passes (it is truthy: use `isEmpty` from `./empty` to reject blanks).
 * No values at all passes.
 */
export function paramCheck(...values: unknown[]): boolean {
  return values.every((value) => Boolean(value) || value === '0')
}

/** `+86`/`86` then an 11-digit number. */
const MASKABLE_PHONE = /^(\+?86)?([0-9]{11})$/

/**
 * Hides the middle four digits of a phone number: `13812345678` → `138****5678`,
 * `+8613812345678` → `+86138****5678` (the prefix is kept, the 11 digits after it are masked).
 *
 * Other values (surrounding spaces are trimmed first):
 * - null, undefined, empty or spaces only → `''`;
 * - any other string of 4 or more characters → its four central characters replaced by `****`
 *   (`12345678` → `12****78`; for an odd surplus the extra character stays on the right);
 * - a string shorter than 4 characters → every character replaced by `*` (there is nothing to show).
 * A number is read as its decimal digits.
 */
export function maskPhone(phone: string | number | null | undefined): string {
  if (phone === null || phone === undefined || isEmpty(phone)) return ''
  const value = String(phone).trim()
  const mobile = MASKABLE_PHONE.exec(value)
  if (mobile) {
    const digits = mobile[2]
    return `${mobile[1] ?? ''}${digits.slice(0, 3)}****${digits.slice(7)}`
  }
  const chars = Array.from(value)
  if (chars.length < 4) return '*'.repeat(chars.length)
  const start = Math.floor((chars.length - 4) / 2)
  return [...chars.slice(0, start), '****', ...chars.slice(start + 4)].join('')
}

/**
 * A phone number as the site shows it (hotlines, consulting contacts): `400-800-1234`, `010-12345678`,
 * `+86 10 1234 5678`, `(0571) 8888 6666`, `13812345678`, with an optional extension (`转 123`, `ext. 123`).
 * Digits, spaces, `+` (first only), `-`, `.` and brackets; 5 to 20 digits before the extension.
 */
const DISPLAY_PHONE = /^(\+?[0-9(][0-9 ()\-.]*[0-9])(?:\s*(?:转|分机|ext\.?|x|#)\s*[0-9]{1,6})?$/i

export function isDisplayPhone(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const match = DISPLAY_PHONE.exec(value.trim())
  if (!match) return false
  const digits = match[1].replace(/[^0-9]/g, '').length
  const opened = (match[1].match(/\(/g) ?? []).length
  return digits >= 5 && digits <= 20 && opened === (match[1].match(/\)/g) ?? []).length
}
