/**
 * The body shapes Payload's REST API takes (src/lib/rest-body.ts): a JSON object, or a form with `_payload`; and
 * the one method override the admin uses. Everything else is a refusal, answered 400 by the REST route.
 */
import { describe, expect, it } from 'vitest'

import { checkFormPayload, checkJsonBody, MAX_DEPTH, mediaTypeOf, methodOverrideOf, overriddenUrl } from '@/lib/rest-body'

const bytes = (text: string) => new TextEncoder().encode(text)
const refusalOf = (check: ReturnType<typeof checkJsonBody>) => ('refusal' in check ? check.refusal.en : null)

describe('JSON bodies', () => {
  it('passes a JSON object on, whatever the spelling of its type', () => {
    for (const type of ['application/json', 'Application/JSON; charset=UTF-8', ' application/json ']) {
      expect(checkJsonBody('document', type, bytes('{"title":"x"}')), type).toEqual({ json: '{"title":"x"}' })
    }
    expect(mediaTypeOf('Multipart/Form-Data; boundary=x')).toBe('multipart/form-data')
  })

  it('refuses every other shape with a message in both languages', () => {
    const cases: [string, string, string | Uint8Array, RegExp][] = [
      ['document', 'application/json', '', /no body/],
      ['document', 'text/plain', 'hello', /Unsupported request body type/],
      ['optional', 'application/x-www-form-urlencoded', 'a=1', /Unsupported request body type/],
      ['document', '', '{"a":1}', /Unsupported request body type/],
      ['document', 'application/json', 'null', /must be a JSON object/],
      ['document', 'application/json', '[1]', /must be a JSON object/],
      ['document', 'application/json', '1e999', /must be a JSON object/],
      ['document', 'application/json', '"text"', /must be a JSON object/],
      ['document', 'application/json', '{"a":', /not valid JSON/],
      ['document', 'application/json', new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]), /not valid UTF-8/],
      ['document', 'application/json', `${'{"a":'.repeat(MAX_DEPTH + 1)}1${'}'.repeat(MAX_DEPTH + 1)}`, /nested too deeply/],
      ['document', 'application/json', '{"createdAt":{"a":1}}', /createdAt must be a date/],
      ['document', 'application/json', '{"title":"a\\u0000b"}', /NUL character/],
      ['optional', 'application/json', '{"value":{"k\\u0000":1}}', /NUL character/],
      ['document', 'application/json', '{"updatedAt":"2020-13-45"}', /updatedAt must be a date/],
    ]
    for (const [rule, type, body, message] of cases) {
      const check = checkJsonBody(rule as 'document', type, typeof body === 'string' ? bytes(body) : body)
      expect(refusalOf(check), `${rule} ${type} ${String(body).slice(0, 30)}`).toMatch(message)
      expect('refusal' in check && check.refusal.zh).toMatch(/[\u4e00-\u9fff]/)
    }
  })

  it('lets an endpoint that needs no data go without a body, and accepts what a save may hold', () => {
    expect(checkJsonBody('optional', null, new Uint8Array(0))).toEqual({ json: '{}' })
    expect(checkJsonBody('optional', 'application/json', new Uint8Array(0))).toEqual({ json: '{}' })
    const lexical = `{"content":${'{"children":['.repeat(20)}{}${']}'.repeat(20)}}`
    expect(checkJsonBody('document', 'application/json', bytes(lexical))).toEqual({ json: lexical })
    expect(checkJsonBody('document', 'application/json', bytes('{"createdAt":"2026-01-31T08:00:00Z","updatedAt":null}'))).toHaveProperty(
      'json',
    )
    expect(checkJsonBody('optional', 'application/json', bytes('{"createdAt":5}'))).toHaveProperty('json') // not a save
  })
})

describe('forms', () => {
  it('takes the JSON object of _payload; refuses a form without one for a save', () => {
    expect(checkFormPayload('document', '{"title":"x"}')).toEqual({ json: '{"title":"x"}' })
    expect(checkFormPayload('optional', undefined)).toEqual({ json: '{}' })
    for (const field of [undefined, 'null', '[1]', '{x', '5']) {
      const check = checkFormPayload('document', field)
      expect('refusal' in check && check.refusal.en, String(field)).toMatch(/_payload field/)
    }
  })
})

describe('method overrides', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries)
  it('accepts only a POST standing for GET with a urlencoded query (or none)', () => {
    expect(methodOverrideOf('POST', headers({}))).toBeNull()
    expect(
      methodOverrideOf('POST', headers({ 'x-payload-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' })),
    ).toBe('read')
    expect(methodOverrideOf('POST', headers({ 'x-http-method-override': 'GET' }))).toBe('read')
    for (const [method, entries] of [
      ['POST', { 'x-http-method-override': 'GET', 'content-type': 'application/json' }],
      ['POST', { 'x-http-method-override': 'get', 'content-type': 'application/x-www-form-urlencoded' }],
      ['POST', { 'x-http-method-override': 'DELETE' }],
      ['POST', { 'x-http-method-override': 'GET', 'x-payload-http-method-override': 'PATCH' }],
      ['PATCH', { 'x-http-method-override': 'GET' }],
      ['GET', { 'x-payload-http-method-override': 'GET' }],
      ['POST', { 'x-http-method-override': 'GET', 'content-length': '5' }],
    ] as const) {
      const answer = methodOverrideOf(method, headers(entries))
      expect(answer !== null && answer !== 'read' && answer.refusal.en, `${method} ${JSON.stringify(entries)}`).toMatch(
        /Unsupported method override/,
      )
    }
  })

  it('reads the query of the address and of the body, in that order', () => {
    expect(overriddenUrl('http://localhost/api/news', 'where[id][equals]=1')).toBe('http://localhost/api/news?where[id][equals]=1')
    expect(overriddenUrl('http://localhost/api/news?locale=zh', 'depth=0')).toBe('http://localhost/api/news?locale=zh&depth=0')
    expect(overriddenUrl('http://localhost/api/news?locale=zh', '')).toBe('http://localhost/api/news?locale=zh')
  })
})
