/**
 * The browser's preferred language among those offered, from an `Accept-Language` header, by the `negotiator`
 * package (quality values, `*`, and a region asking for its language: `zh-TW` finds `zh`, `en-GB` finds `en`).
 * The first one offered when the header names none of them, or is absent.
 */
import Negotiator from 'negotiator'

export function preferredLanguage<T extends string>(acceptLanguage: string | null | undefined, offered: readonly [T, ...T[]]): T {
  if (!acceptLanguage?.trim()) return offered[0]
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([...offered])
  return offered.find((language) => language === best) ?? offered[0]
}
