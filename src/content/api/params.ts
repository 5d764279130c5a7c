import type { Paging } from '../query'
import { badRequest } from './errors'
import { apiMessages } from './messages'

const PAGE_SIZE_DEFAULT = 10
export const PAGE_SIZE_MAX = 100
export const PAGE_NUM_MAX = 100_000
/** The largest id a path or query may carry (a 32-bit integer column). */
const ID_MAX = 2_147_483_647

/** A whole number within bounds, written in plain decimal digits only (no signs, spaces, exponents). */
export function parseInteger(raw: string | null | undefined, name: string, min: number, max: number, fallback?: number): number {
  if (raw === null || raw === undefined || raw === '') {
    if (fallback !== undefined) return fallback
    throw badRequest(apiMessages.required(name))
  }
  if (!/^\d{1,10}$/.test(raw)) throw badRequest(apiMessages.integerRange(name, min, max))
  const value = Number(raw)
  if (value < min || value > max) throw badRequest(apiMessages.integerRange(name, min, max))
  return value
}

export function parseId(raw: string | null | undefined, name = 'id'): number {
  return parseInteger(raw, name, 1, ID_MAX)
}

export function parsePaging(query: URLSearchParams): Paging {
  return {
    pageNum: parseInteger(query.get('pageNum'), 'pageNum', 1, PAGE_NUM_MAX, 1),
    pageSize: parseInteger(query.get('pageSize'), 'pageSize', 1, PAGE_SIZE_MAX, PAGE_SIZE_DEFAULT),
  }
}

/** A comma-separated list of ids (`1,2,3`), each within bounds, at most `max` of them, duplicates removed. */
export function parseIdList(raw: string, name: string, max = 100): number[] {
  const parts = raw.split(',').map((p) => p.trim())
  if (parts.length === 0 || parts.length > max || parts.some((p) => !/^\d{1,10}$/.test(p))) {
    throw badRequest(apiMessages.idList(name, max))
  }
  const ids = parts.map(Number)
  if (ids.some((id) => id < 1 || id > ID_MAX)) throw badRequest(apiMessages.idList(name, max))
  return [...new Set(ids)]
}

/** Optional free text, trimmed, at most `max` characters. */
export function parseText(raw: string | null, name: string, max: number): string | undefined {
  if (raw === null) return undefined
  const value = raw.trim()
  if (value.length > max) throw badRequest(apiMessages.tooLong(name, max))
  return value || undefined
}

export function parseOneOf<T extends string>(raw: string | null, name: string, values: readonly T[]): T {
  if (raw !== null && (values as readonly string[]).includes(raw)) return raw as T
  if (raw === null || raw === '') throw badRequest(apiMessages.required(name))
  throw badRequest(apiMessages.oneOf(name, values))
}
