import { handleApiRequest } from '@/content/api/handler'

export type ApiAnswer = { status: number; body: Record<string, any>; headers: Headers }

/** Calls the public API in-process, exactly as the route handlers do: `api('/client/banner/clientBannerList?language=en')`. */
export async function api(pathAndQuery: string, init?: RequestInit): Promise<ApiAnswer> {
  const url = new URL(pathAndQuery, 'http://localhost')
  const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
  const response = await handleApiRequest(new Request(url, init), segments)
  return { status: response.status, body: await response.json(), headers: response.headers }
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return api(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
