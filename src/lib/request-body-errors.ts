/**
 * Errors thrown while Payload reads a request's body (multipart uploads and forms, parsed by busboy) because the body
 * is malformed: a part header with a character a header cannot hold (a NUL in an upload's file name), a form cut off
 * before its end, a missing boundary (Payload's own check of the content type says the request "is not eligible for
 * file upload"). They are the caller's fault, so the answer is a 400 with a clear message in
 * the editor's language, not Payload's "An unknown error occurred." with a 500 (payload.config.ts, `afterError`).
 */
import { adminText } from '@/i18n/locales'
const MALFORMED_BODY =
  /^(Malformed part header|Unexpected end of (form|file)|Malformed urlencoded form|Multipart: Boundary not found|Malformed content type|Missing Content-Type|Unsupported content type|Request is not eligible for file upload)/

const TEXTS = {
  zh: '请求内容无效：表单或上传文件的格式错误（例如文件名含有控制字符）',
  en: 'Invalid request body: the form or upload is malformed (for example a file name with a control character)',
}

/** What JSON.parse says of text that is not JSON (V8's messages). */
const NOT_JSON = /JSON|Unexpected (token|end|non-whitespace)|Expected (property name|',' or|double-quoted|':' after)/

const JSON_TEXTS = {
  zh: '请求内容无效：表单的 _payload 字段不是有效的 JSON',
  en: 'Invalid request body: the form’s _payload field is not valid JSON',
}

type ErrorLike = { message?: unknown; status?: unknown; name?: unknown }

/**
 * Whether an error is JSON.parse's complaint about the `_payload` field of a form Payload read itself (an upload: the
 * site's route checks every other body before Payload reads it, src/lib/rest-body.ts). Payload turns a malformed
 * JSON body into its own 400, but not a malformed `_payload`.
 */
function isMalformedJsonError(error: ErrorLike): boolean {
  return error.name === 'SyntaxError' && typeof error.message === 'string' && NOT_JSON.test(error.message) && error.status === undefined
}

/** Whether an error is the body parser's complaint about a malformed body. */
export function isMalformedBodyError(error: ErrorLike): boolean {
  return (
    typeof error.message === 'string' && MALFORMED_BODY.test(error.message) && !(typeof error.status === 'number' && error.status < 500)
  )
}

/** Payload's answer to such an error (status and body), or null for any other error. */
export function malformedBodyAnswer(
  error: ErrorLike,
  language?: string,
): { status: 400; response: { errors: { message: string }[] } } | null {
  const texts = isMalformedBodyError(error) ? TEXTS : isMalformedJsonError(error) ? JSON_TEXTS : null
  if (!texts) return null
  return { status: 400, response: { errors: [{ message: adminText(language, texts) }] } }
}
