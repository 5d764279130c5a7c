/**
 * The shapes of request body Payload's REST API takes, checked before Payload reads one
 * (src/content/payload-requests.ts, for the endpoints `restBodyRuleOf` names in src/lib/payload-rest-guard.ts).
 *
 * Payload reads a body only when its type is exactly `application/json` or `multipart/...` (the JSON then in the
 * form's `_payload` field); any other body (text/plain, urlencoded, none at all, JSON `null` or an array) left its
 * data undefined, and the create, update, login or reset that followed failed with a 500. Here:
 * - a JSON body must be a JSON object, in UTF-8 → passed on as `application/json`; in a save, `createdAt` and
 *   `updatedAt` must be dates (Payload handed any value to the database);
 * - a form (without a file, see payload-requests.ts) must carry its JSON object in `_payload` → passed on as JSON;
 * - no body: a create or update is refused; any other endpoint (logout, refresh-token, duplicate...) gets `{}`;
 * - a JSON object nested deeper than `MAX_DEPTH` levels (Payload's field traversal overflowed the stack) or holding a
 *   NUL character (PostgreSQL refuses it) → 400;
 * - anything else → 400.
 * Refusals are 400 with a message in the caller's language.
 *
 * Method overrides (`X-Payload-HTTP-Method-Override`, `X-HTTP-Method-Override`): Payload turns a POST carrying
 * `GET` into a read with the body as its query, and the admin's relationship and upload fields use it (a
 * urlencoded query). Accepted in exactly that form and turned into a plain GET before anything else sees it, so the
 * read is checked exactly as a GET; any other use of the headers is refused (400).
 */
import { jsonShapeProblem } from './json-shape'

export type Text = { zh: string; en: string }
export type BodyCheck = { json: string } | { refusal: Text }

/** The deepest nesting of objects and arrays a body may have (a rich-text document needs a few dozen levels). */
export const MAX_DEPTH = 100

/** Fields every document has that Payload passes to the database unchecked (an object there failed with a 500). */
const TIMESTAMPS = ['createdAt', 'updatedAt'] as const

const TEXTS = {
  empty: {
    zh: '请求内容为空：保存时须发送 JSON 对象（Content-Type: application/json）',
    en: 'The request has no body: a save sends a JSON object (Content-Type: application/json)',
  },
  type: {
    zh: '不支持的请求内容类型：请发送 JSON 对象（Content-Type: application/json）',
    en: 'Unsupported request body type: send a JSON object (Content-Type: application/json)',
  },
  encoding: { zh: '请求内容不是有效的 UTF-8 文本', en: 'The request body is not valid UTF-8 text' },
  json: { zh: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  deep: {
    zh: `请求内容嵌套过深：最多 ${MAX_DEPTH} 层`,
    en: `The request body is nested too deeply: at most ${MAX_DEPTH} levels`,
  },
  nul: { zh: '请求内容含有空字符（NUL），无法保存', en: 'The request body contains a NUL character, which cannot be stored' },
  object: {
    zh: '请求内容须为 JSON 对象（{...}），不能是 null、数组、数字或文字',
    en: 'The request body must be a JSON object ({...}), not null, an array, a number or a string',
  },
  formPayload: {
    zh: '表单须在 _payload 字段中携带 JSON 对象',
    en: 'A form must carry its JSON object in the _payload field',
  },
  override: {
    zh: '不支持的方法覆盖：只接受 POST 请求带 X-HTTP-Method-Override: GET 及 application/x-www-form-urlencoded 查询',
    en: 'Unsupported method override: only a POST with X-HTTP-Method-Override: GET and an application/x-www-form-urlencoded query',
  },
} as const satisfies Record<string, Text>

/** The headers by which Payload lets a POST stand for another method. */
export const METHOD_OVERRIDE_HEADERS = ['x-payload-http-method-override', 'x-http-method-override'] as const

/** `Application/JSON; charset=utf-8` → `application/json`; '' for none. */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';', 1)[0].trim().toLowerCase()
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)

const timestampText = (name: string): Text => ({
  zh: `字段 ${name} 应为日期（如 2026-01-31T08:00:00Z）`,
  en: `The field ${name} must be a date (such as 2026-01-31T08:00:00Z)`,
})

/** A JSON object's text checked (UTF-8, JSON, an object; for a save, its timestamps dates). */
function jsonObject(bytes: Uint8Array, rule: 'document' | 'optional'): BodyCheck {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { refusal: TEXTS.encoding }
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { refusal: TEXTS.json }
  }
  if (!isObject(value)) return { refusal: TEXTS.object }
  const problem = jsonShapeProblem(value, MAX_DEPTH)
  if (problem) return { refusal: problem === 'deep' ? TEXTS.deep : TEXTS.nul }
  if (rule === 'document') {
    const record = value as Record<string, unknown>
    for (const name of TIMESTAMPS) {
      const stamp = record[name]
      if (stamp !== undefined && stamp !== null && !(typeof stamp === 'string' && Number.isFinite(Date.parse(stamp)))) {
        return { refusal: timestampText(name) }
      }
    }
  }
  return { json: text }
}

/**
 * A body that is not a form, for an endpoint of Payload's that reads it: `document` (a create or update) needs a JSON
 * object; `optional` (the rest) takes one or nothing.
 */
export function checkJsonBody(rule: 'document' | 'optional', contentType: string | null, bytes: Uint8Array): BodyCheck {
  if (bytes.byteLength === 0) return rule === 'document' ? { refusal: TEXTS.empty } : { json: '{}' }
  if (mediaTypeOf(contentType) !== 'application/json') return { refusal: TEXTS.type }
  return jsonObject(bytes, rule)
}

/** The `_payload` field of a form (no file in it), for an endpoint of Payload's that reads it. */
export function checkFormPayload(rule: 'document' | 'optional', payloadField: string | undefined): BodyCheck {
  if (payloadField === undefined) return rule === 'document' ? { refusal: TEXTS.formPayload } : { json: '{}' }
  const check = jsonObject(new TextEncoder().encode(payloadField), rule)
  if ('json' in check) return check
  return check.refusal === TEXTS.object || check.refusal === TEXTS.json ? { refusal: TEXTS.formPayload } : check
}

/**
 * What a request's method-override headers ask for: null when it has none, `read` for the one form Payload and its
 * admin use (POST, `GET`, a urlencoded query or no body), a refusal otherwise.
 */
export function methodOverrideOf(method: string, headers: Headers): null | 'read' | { refusal: Text } {
  const values = METHOD_OVERRIDE_HEADERS.map((name) => headers.get(name)).filter((value) => value !== null)
  if (values.length === 0) return null
  const type = mediaTypeOf(headers.get('content-type'))
  const hasBody = headers.has('content-type') || Number(headers.get('content-length') ?? '0') > 0 || headers.has('transfer-encoding')
  const ok =
    method.toUpperCase() === 'POST' &&
    values.every((value) => value === 'GET') &&
    (type === 'application/x-www-form-urlencoded' || (!hasBody && type === ''))
  return ok ? 'read' : { refusal: TEXTS.override }
}

/**
 * The address of the GET a POST with `X-HTTP-Method-Override: GET` stands for: its own query followed by the
 * urlencoded query of its body. (Payload appended `?<body>` to an address that may already have had a query.)
 */
export function overriddenUrl(url: string, body: string): string {
  const parsed = new URL(url)
  const own = parsed.search.replace(/^\?/, '')
  const extra = body.replace(/^\?/, '')
  const query = [own, extra].filter(Boolean).join('&')
  parsed.search = query ? `?${query}` : ''
  return parsed.toString()
}
