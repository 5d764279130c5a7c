/**
 * Bad input never breaks the site: thousands of requests with malformed query values, path ids, oversized and
 * wrongly typed bodies and injection strings, against every page route of the spec (both languages), every
 * public API path (src/content/api/routes.ts) and Payload's REST API (malformed ids, `where`, dates, `near`,
 * localized fields without `locale`), TRACE on every kind of path, server actions from another site, and GraphQL
 * (off: 404). No answer is a 5xx; API errors are the contract's envelope `{code, msg}` with the HTTP status as code
 * and the message in the caller's language, Payload's are `{"errors":[{"message":...}]}`; and the server log shows
 * no unhandled error for the whole run. An upload whose file name holds a NUL is a 400 too.
 */
import fs from 'node:fs'

import { describe, expect, inject, it } from 'vitest'

import { loginHeaders } from '../support/http'
import { buildProbes, problemOf, runAll } from './support/bad-input'

const base = inject('baseUrl')
const serverLog = process.env.E2E_SERVER_LOG ?? '/tmp/e2e-server.log'

describe('bad input', () => {
  it('5,000+ malformed requests to every page, API and REST path: no 5xx, envelopes in the caller’s language, no unhandled error', async () => {
    const logStart = fs.existsSync(serverLog) ? fs.statSync(serverLog).size : 0
    const probes = await buildProbes(base)
    expect(probes.length).toBeGreaterThanOrEqual(5000)
    const started = performance.now()
    const results = await runAll(base, probes, 16)
    const seconds = (performance.now() - started) / 1000
    const byStatus = new Map<number, number>()
    for (const r of results) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1)
    console.log(
      `[bad-input] ${results.length} requests (${results.filter((r) => r.probe.api).length} API, ${results.filter((r) => !r.probe.api).length} pages) in ${seconds.toFixed(1)} s; ` +
        `statuses ${[...byStatus.entries()]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(', ')}`,
    )
    const problems = results.map(problemOf).filter((p): p is string => p !== null)
    // BAD_INPUT_REPORT=file writes every problem found (the assertion shows the first 30).
    if (process.env.BAD_INPUT_REPORT) fs.writeFileSync(process.env.BAD_INPUT_REPORT, problems.join('\n'))
    expect(problems.slice(0, 30), `${problems.length} problems`).toEqual([])

    // The server's own log for this run: nothing unhandled.
    await new Promise((r) => setTimeout(r, 500))
    const log = fs.existsSync(serverLog) ? fs.readFileSync(serverLog).subarray(logStart).toString('utf8') : ''
    // Next notes an action id it does not know (a page from an older deploy may send one; it answers 404): that is
    // the one error line a well-formed but unknown id may leave; anything else is a failure.
    const errors = log
      .split('\n')
      .filter((line) => /unhandled|uncaught|⨯|\b(Type|Range|Syntax|Reference)?Error\b/i.test(line))
      .filter((line) => !/Failed to find Server Action "[0-9a-f]+"/.test(line))
    expect(errors.slice(0, 20)).toEqual([])
  }, 300_000)

  it('an upload whose file name holds a NUL (or whose part header is malformed) is a 400 in the editor’s language', async () => {
    const headers = await loginHeaders(base, process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
    const upload = async (filename: string, language: 'zh' | 'en') => {
      const boundary = 'bad-input-boundary'
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
          'latin1',
        ),
        png,
        Buffer.from(
          `\r\n--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"bad input"}\r\n--${boundary}--\r\n`,
        ),
      ])
      const res = await fetch(`${base}/api/media?locale=zh`, {
        method: 'POST',
        headers: {
          authorization: headers.authorization,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          cookie: `payload-lng=${language}`,
        },
        body,
      })
      return { status: res.status, body: (await res.json()) as { errors?: { message?: string }[] } }
    }
    for (const filename of ['a\u0000b.png', '\u0000.png', 'ok.png\u0000.exe']) {
      const zh = await upload(filename, 'zh')
      expect(zh.status, JSON.stringify(filename)).toBe(400)
      expect(zh.body.errors?.[0]?.message).toMatch(/请求内容无效/)
      const en = await upload(filename, 'en')
      expect(en.status).toBe(400)
      expect(en.body.errors?.[0]?.message).toMatch(/^Invalid request body/)
    }
    // The same through fetch's own form encoding (the name as a browser would send it).
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), 'a\u0000b.png')
    form.append('_payload', JSON.stringify({ alt: 'bad input' }))
    const res = await fetch(`${base}/api/media?locale=zh`, {
      method: 'POST',
      headers: { authorization: headers.authorization },
      body: form,
    })
    expect(res.status).toBe(400)
  })
})
