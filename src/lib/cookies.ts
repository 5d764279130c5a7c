/**
 * Reading a request's `Cookie` header, with the `cookie` package (exact names, percent-encoded values; of repeated
 * names the first wins, as browsers send the most specific first).
 */
import { parseCookie } from 'cookie'

/** The value of the cookie `name` in a `Cookie` header; undefined when the header does not hold it. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  return header ? parseCookie(header)[name] : undefined
}

/** Whether a `Cookie` header holds any of these cookies (with any value, even empty). */
export function hasCookie(header: string | null | undefined, ...names: string[]): boolean {
  if (!header) return false
  const cookies = parseCookie(header)
  return names.some((name) => cookies[name] !== undefined)
}
