/**
 * JSON for Next's cache values, keeping what JSON alone loses: bytes (RSC payloads, route bodies) and Maps
 * (a page's segment data). Pure; used by the Redis cache handler.
 */

const BYTES = '__b64'
const MAP = '__map'

function encodeValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
    return { [BYTES]: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') }
  }
  if (value instanceof ArrayBuffer) return { [BYTES]: Buffer.from(value).toString('base64') }
  if (value instanceof Map) return { [MAP]: [...value.entries()].map(([k, v]) => [encodeValue(k), encodeValue(v)]) }
  if (Array.isArray(value)) return value.map(encodeValue)
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = encodeValue(v)
  return out
}

function decodeValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map(decodeValue)
  const record = value as Record<string, unknown>
  const keys = Object.keys(record)
  if (keys.length === 1 && keys[0] === BYTES && typeof record[BYTES] === 'string') return Buffer.from(record[BYTES], 'base64')
  if (keys.length === 1 && keys[0] === MAP && Array.isArray(record[MAP])) {
    return new Map((record[MAP] as [unknown, unknown][]).map(([k, v]) => [decodeValue(k), decodeValue(v)]))
  }
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(record)) out[k] = decodeValue(v)
  return out
}

export function serialize(value: unknown): string {
  return JSON.stringify(encodeValue(value))
}

export function deserialize<T = unknown>(text: string): T {
  return decodeValue(JSON.parse(text)) as T
}
