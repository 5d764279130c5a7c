/** Small HTTP helpers for tests against the running site (tests/e2e). */
export type HttpAnswer = { status: number; body: any; headers: Headers }

export async function request(base: string, path: string, init?: RequestInit): Promise<HttpAnswer> {
  const res = await fetch(`${base}${path}`, { redirect: 'manual', ...init })
  const text = await res.text()
  let body: any = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body, headers: res.headers }
}

/** Logs in through Payload's REST API and answers the headers that act as that user. */
export async function loginHeaders(base: string, email: string, password: string): Promise<Record<string, string>> {
  const answer = await request(base, '/api/users/login', {
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
