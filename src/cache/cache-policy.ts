/**
 * What Next's cache handler (src/cache/next-cache-handler.ts) keeps, and how much room an entry takes. Pure.
 *
 * Not kept:
 * - a rendered answer whose status is 400 or more: a 404 for an unknown address or id is rendered on every request
 *   and never stored (every random address would otherwise add about 100 KB to the page cache, for good);
 * - a content read that found nothing (`unstable_cache` of a lookup answering null, e.g. the news item of an id that
 *   does not exist): random ids would otherwise fill the data cache, one entry each;
 * - an empty value (Next's "not found" marker of the Pages Router, unused here).
 */

/** The kinds of value Next hands a cache handler (CachedRouteKind in next/dist/server/response-cache/types). */
type CacheValue = {
  kind: string
  status?: number
  html?: unknown
  body?: unknown
  rscData?: unknown
  postponed?: unknown
  segmentData?: unknown
  pageData?: unknown
  data?: unknown
  props?: unknown
}

/** The kinds of rendered answer (a status of 400 or more is never kept); FETCH is a content read. */
export const RESPONSE_KINDS: ReadonlySet<string> = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])

/** Whether the value is a content read (`unstable_cache`, `fetch`) rather than a rendered answer. */
export function isDataValue(value: { kind: string } | null | undefined): boolean {
  return value?.kind === 'FETCH'
}

/** Why a value is not kept, or null when it may be. */
export function refusalOf(value: CacheValue | null | undefined): string | null {
  if (!value) return 'empty'
  if (RESPONSE_KINDS.has(value.kind) && typeof value.status === 'number' && value.status >= 400) return `status ${value.status}`
  if (value.kind === 'FETCH') {
    const data = value.data as { body?: unknown } | undefined
    if (data && (data.body === 'null' || data.body === undefined)) return 'nothing found'
  }
  return null
}

function lengthOf(part: unknown): number {
  if (part === null || part === undefined) return 0
  if (typeof part === 'string') return Buffer.byteLength(part)
  if (Buffer.isBuffer(part) || part instanceof Uint8Array) return part.byteLength
  if (part instanceof ArrayBuffer) return part.byteLength
  if (part instanceof Map) {
    let total = 0
    for (const [k, v] of part) total += lengthOf(k) + lengthOf(v)
    return total
  }
  try {
    return Buffer.byteLength(JSON.stringify(part) ?? '')
  } catch {
    return 1024
  }
}

/** The bytes an entry holds in memory, roughly (its payloads and key; a fixed 512 for the object around them). */
export function sizeOf(key: string, value: CacheValue): number {
  const payload =
    value.kind === 'FETCH'
      ? lengthOf(value.data)
      : value.kind === 'REDIRECT'
        ? lengthOf(value.props)
        : lengthOf(value.html) +
          lengthOf(value.body) +
          lengthOf(value.rscData) +
          lengthOf(value.postponed) +
          lengthOf(value.segmentData) +
          lengthOf(value.pageData)
  return 512 + key.length * 2 + payload
}
