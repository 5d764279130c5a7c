import { handleEndpoints } from 'payload'

import config from '@payload-config'

/** `body` is the parsed JSON, or the text when the answer is not JSON; `T` is what the test expects it to be. */
export type RestAnswer<T = unknown> = { status: number; body: T; ms: number }

export type RestInit = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  body?: unknown
  /** The visitor's address, as server.ts passes it on (`X-Client-Address`). */
  address?: string
  /** The admin's language (Accept-Language). */
  language?: 'zh' | 'en'
  token?: string
  /** Any other request headers (`If-Match`). */
  headers?: Record<string, string>
}

/**
 * Calls Payload's REST API in-process, exactly as the admin and API clients reach it through the `/api/...` route:
 * `rest('/users/login', { method: 'POST', body: { email, password }, address: '203.0.113.5' })`. `ms` is the time
 * to the answer's headers.
 */
export async function rest<T = unknown>(path: string, init: RestInit = {}): Promise<RestAnswer<T>> {
  const headers = new Headers({ 'accept-language': init.language ?? 'zh', 'user-agent': 'int-test' })
  if (init.body !== undefined) headers.set('content-type', 'application/json')
  if (init.address) headers.set('x-client-address', init.address)
  if (init.token) headers.set('authorization', `JWT ${init.token}`)
  for (const [name, value] of Object.entries(init.headers ?? {})) headers.set(name, value)
  const request = new Request(`http://localhost/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const started = performance.now()
  const response = await handleEndpoints({ config, request })
  const ms = performance.now() - started
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T, ms }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
