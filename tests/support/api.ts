import { handleApiRequest } from '@/content/api/handler'

import type { ApiEnvelope } from './answers'

/** Every answer is an envelope (`code`, `msg`); `T` is the route's answer the test expects (`ApiList<BannerRow>`). */
export type ApiAnswer<T extends ApiEnvelope = ApiEnvelope> = { status: number; body: T; headers: Headers }

/** Calls the public API in-process, exactly as the route handlers do: `api('/client/banner/clientBannerList?language=en')`. */
export async function api<T extends ApiEnvelope = ApiEnvelope>(pathAndQuery: string, init?: RequestInit): Promise<ApiAnswer<T>> {
  const url = new URL(pathAndQuery, 'http://localhost')
  const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
  const response = await handleApiRequest(new Request(url, init), segments)
  return { status: response.status, body: (await response.json()) as T, headers: response.headers }
}

export function postJson<T extends ApiEnvelope = ApiEnvelope>(path: string, body: unknown, headers: Record<string, string> = {}) {
  return api<T>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
