/** Small HTTP helpers for tests against the running site (tests/e2e). */
import type { LoggedIn } from './answers'

/** `body` is the parsed JSON, or the text when the answer is not JSON; `T` is what the test expects it to be. */
export type HttpAnswer<T = unknown> = { status: number; body: T; headers: Headers }

export async function request<T = unknown>(base: string, path: string, init?: RequestInit): Promise<HttpAnswer<T>> {
  const res = await fetch(`${base}${path}`, { redirect: 'manual', ...init })
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: body as T, headers: res.headers }
}

/** Logs in through Payload's REST API and answers the headers that act as that user. */
export async function loginHeaders(base: string, email: string, password: string): Promise<Record<string, string>> {
  const answer = await request<LoggedIn>(base, '/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (answer.status !== 200) throw new Error(`login of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return { authorization: `JWT ${answer.body.token}`, 'content-type': 'application/json' }
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`not seen within ${timeoutMs} ms`)
}
