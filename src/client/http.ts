/**
 * The browser's HTTP client for the public API (spec sections 7 and 8, contract 3): a small layer over
 * `fetch`, with no dependency, that
 * - sends the `language` field (query for GET, JSON body for POST) from {@link getLanguage},
 *   unless the caller sets `language` itself (for example the help documents' `language` query, the contact form's
 *   page language); its own messages (timeout, network, a failed status) speak that language too;
 * - adds `Authorization: Bearer <token>` when a token is stored;
 * - gives up after a timeout (30 s by default);
 * - applies the error catalogue of spec section 8 (see {@link HttpClient}).
 */
import { publicApiPrefix, publicBasePath } from '@/env-public'
import { inLanguage, localeFromLanguage, type PerLanguage, type WrittenLocale } from '@/i18n/locales'

import { clearAll, getLanguage, getToken } from './session'

/** The API's answer (contract 3). */
export interface ApiEnvelope<TData = unknown, TRow = unknown> {
  code: number
  msg: string
  data?: TData
  rows?: TRow[]
  total?: number
}
/** A list answer: `rows` and `total`. */
export type ListEnvelope<T> = ApiEnvelope<never, T> & { rows: T[]; total: number }
/** A single-item answer: `data`. */
export type ItemEnvelope<T> = ApiEnvelope<T, never> & { data: T }

/** Response codes with a meaning of their own (spec section 8). */
const SUCCESS_CODE = 200
/** The session has expired or is invalid: user info is cleared and the visitor goes to /login. */
const AUTH_CODES: readonly number[] = [1016002, 1011008]
const LOGIN_PATH = '/login'
const DEFAULT_TIMEOUT_MS = 30_000

export type HttpErrorKind =
  /** The envelope's code was not 200 (the message is the server's `msg`). */
  | 'code'
  /** The envelope's code was 1016002 or 1011008: the session was cleared and /login opened. */
  | 'auth'
  /** The HTTP status was not 2xx (the message is the server's `msg`, else "request failed (HTTP <status>)" in the request's language). */
  | 'status'
  /** No answer within the timeout. */
  | 'timeout'
  /** The caller's `signal` aborted the request. */
  | 'abort'
  /** The request could not be sent (offline, DNS, CORS). */
  | 'network'
  /** The answer was not a JSON envelope with a code. */
  | 'parse'

/** Every rejection of the client is an HttpError. */
export class HttpError extends Error {
  readonly kind: HttpErrorKind
  /** The envelope's code, when there is an envelope. */
  readonly code?: number
  /** The HTTP status, when an answer arrived. */
  readonly status?: number
  /** The parsed answer, when there is one. */
  readonly envelope?: ApiEnvelope

  constructor(
    kind: HttpErrorKind,
    message: string,
    details: { code?: number; status?: number; envelope?: ApiEnvelope; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause })
    this.name = 'HttpError'
    this.kind = kind
    this.code = details.code
    this.status = details.status
    this.envelope = details.envelope
  }
}

/**
 * Per-call options.
 * - `silent: true`: never show a toast for this call, whatever fails (banner and news lists, spec 8).
 *   The session rule for 1016002/1011008 still applies: it is not a toast.
 * - `errorToast`: which failures show an error toast (ignored when `silent`):
 *   - `'code'` (default): only an envelope with a code other than 200 and other than the session codes
 *     (404, 20001 and any other) shows its `msg`; HTTP errors, timeouts and network errors only reject;
 *   - `'server'`: every failure except the session codes shows a toast, with the server's message when
 *     there is one (a non-2xx answer's `msg`, else "request failed (HTTP <status>)"), else the client's own message
 *     (timeout, network). This is the video list's behaviour (spec 8).
 * - `signal`: an AbortSignal of the caller (for example a React effect's cleanup); aborting rejects
 *   with kind `'abort'` and never shows a toast.
 */
interface RequestOptions {
  silent?: boolean
  errorToast?: 'code' | 'server'
  signal?: AbortSignal
}

type QueryValue = string | number | boolean | null | undefined
type Query = Record<string, QueryValue>
type JsonBody = Record<string, unknown>

export interface HttpClientConfig {
  /**
   * Put in front of every path: the site's base path then the optional API prefix.
   * Defaults to `NEXT_PUBLIC_BASE_PATH + NEXT_PUBLIC_API_PREFIX` (src/env-public.ts) (both may be
   * empty, giving same-origin root paths such as `/client/banner/clientBannerList`).
   */
  baseUrl?: string
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch
  /** Shows an error toast. */
  notify: { error(message: string): void }
  /**
   * Opens a page of the site; called with `/login` (without the base path, as Next's router adds it).
   */
  navigate(path: string): void
  /** Defaults to 30000 ms (spec section 9). */
  timeoutMs?: number
}

/**
 * The client. Both methods resolve with the envelope when its code is 200 and reject with an
 * {@link HttpError} otherwise:
 * - code 1016002 or 1011008: {@link clearAll} (token and user info), `navigate('/login')`, reject (`'auth'`);
 * - any other code (404, 20001, …): toast the `msg` (unless `silent`), reject (`'code'`);
 * - HTTP status not 2xx: reject with the server's `msg`, else "request failed (HTTP <status>)" (`'status'`);
 * - no answer in time: reject (`'timeout'`); fetch failed: reject (`'network'`);
 * - not a JSON envelope: reject (`'parse'`).
 */
export interface HttpClient {
  get<E extends ApiEnvelope = ApiEnvelope>(path: string, query?: Query, options?: RequestOptions): Promise<E>
  post<E extends ApiEnvelope = ApiEnvelope>(path: string, body?: JsonBody, options?: RequestOptions): Promise<E>
}

const texts: PerLanguage<{ timeout: (ms: number) => string; network: string; parse: string; failed: string }> = {
  zh: {
    timeout: (ms) => `请求超时（${ms / 1000} 秒），请稍后重试`,
    network: '网络错误，请检查网络连接',
    parse: '服务器返回的数据无法识别',
    failed: '请求失败',
  },
  en: {
    timeout: (ms) => `The request timed out after ${ms / 1000} s. Please try again later.`,
    network: 'Network error. Please check your connection.',
    parse: 'The server answered with unreadable data.',
    failed: 'Request failed',
  },
}

/** The base from the build's public environment (Next inlines these two names). */
function defaultBaseUrl(): string {
  try {
    return `${publicBasePath()}${publicApiPrefix()}`
  } catch {
    return '' // no `process` at all
  }
}

function joinUrl(base: string, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) return path
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

function withQuery(url: string, query: Query): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value))
  }
  const search = params.toString()
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url
}

function isEnvelope(value: unknown): value is ApiEnvelope {
  return typeof value === 'object' && value !== null && 'code' in value
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

function serverMessage(value: unknown): string {
  if (typeof value === 'object' && value !== null && 'msg' in value) {
    const msg = value.msg
    if (typeof msg === 'string' && msg.trim() !== '') return msg
  }
  return ''
}

export function createHttpClient(config: HttpClientConfig): HttpClient {
  const baseUrl = config.baseUrl ?? defaultBaseUrl()
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const { notify, navigate } = config

  /** `language`: the request's own (its `language` field), which the client's messages speak too. */
  async function send(
    method: 'GET' | 'POST',
    url: string,
    body: JsonBody | undefined,
    options: RequestOptions,
    language: string,
  ): Promise<ApiEnvelope> {
    const t = inLanguage(texts, localeFromLanguage(language))
    const doFetch = config.fetch ?? globalThis.fetch
    const headers = requestHeaders(body !== undefined)

    const controller = new AbortController()
    const onCallerAbort = () => controller.abort(options.signal?.reason)
    if (options.signal?.aborted) controller.abort(options.signal.reason)
    else options.signal?.addEventListener('abort', onCallerAbort, { once: true })

    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new HttpError('timeout', t.timeout(timeoutMs)))
        controller.abort()
      }, timeoutMs)
    })

    let answer: Answer
    try {
      answer = await Promise.race([exchange(doFetch, url, { method, headers, body, signal: controller.signal }, t), timeout])
    } catch (error) {
      throw failureOf(error, options, notify, t)
    } finally {
      clearTimeout(timer)
      options.signal?.removeEventListener('abort', onCallerAbort)
    }
    return envelopeOf(answer, options, { notify, navigate }, t)
  }

  return {
    get<E extends ApiEnvelope = ApiEnvelope>(path: string, query: Query = {}, options: RequestOptions = {}) {
      const language = String(query.language ?? getLanguage())
      const url = withQuery(joinUrl(baseUrl, path), { ...query, language })
      return send('GET', url, undefined, options, language) as Promise<E>
    },
    post<E extends ApiEnvelope = ApiEnvelope>(path: string, body: JsonBody = {}, options: RequestOptions = {}) {
      const language = String(body.language ?? getLanguage())
      const json = { ...body, language }
      return send('POST', joinUrl(baseUrl, path), json, options, language) as Promise<E>
    },
  }
}

/** The messages of one language. */
type Texts = (typeof texts)[WrittenLocale]
/** A 2xx answer with an envelope (its code a number). */
type Answer = { envelope: ApiEnvelope; status: number }

/** The headers of a request: JSON accepted, JSON sent when there is a body, and the stored token. */
function requestHeaders(hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (hasBody) headers['Content-Type'] = 'application/json'
  const token = getToken()
  if (token) headers.Authorization = `Bearer ${token}`
  return headers
}

/** One request and its envelope; rejects with `'network'`, `'status'` (not 2xx) or `'parse'` (no envelope). */
async function exchange(
  doFetch: typeof fetch,
  url: string,
  request: { method: string; headers: Record<string, string>; body: JsonBody | undefined; signal: AbortSignal },
  t: Texts,
): Promise<Answer> {
  let response: Response
  try {
    response = await doFetch(url, {
      method: request.method,
      headers: request.headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    })
  } catch (cause) {
    throw new HttpError('network', t.network, { cause })
  }
  const payload = await readJson(response)
  const status = response.status
  if (!response.ok) {
    throw new HttpError('status', serverMessage(payload) || `${t.failed} (HTTP ${status})`, {
      status,
      code: isEnvelope(payload) ? Number(payload.code) : undefined,
      envelope: isEnvelope(payload) ? payload : undefined,
    })
  }
  if (!isEnvelope(payload)) throw new HttpError('parse', t.parse, { status })
  return { envelope: { ...payload, code: Number(payload.code) }, status }
}

/**
 * The HttpError a failed exchange rejects with (`'abort'` when the caller aborted it, unless it timed out), toasted
 * when the call asks for every failure's toast (`errorToast: 'server'`).
 */
function failureOf(error: unknown, options: RequestOptions, notify: HttpClientConfig['notify'], t: Texts): HttpError {
  let failure = error instanceof HttpError ? error : new HttpError('network', t.network, { cause: error })
  if (options.signal?.aborted && failure.kind !== 'timeout') {
    failure = new HttpError('abort', 'Request aborted', { cause: options.signal.reason })
  }
  if (failure.kind !== 'abort' && !options.silent && options.errorToast === 'server') notify.error(failure.message)
  return failure
}

/** The envelope of an answer when its code is 200; else the session rule or the code's toast, and the rejection. */
function envelopeOf(
  answer: Answer,
  options: RequestOptions,
  { notify, navigate }: Pick<HttpClientConfig, 'notify' | 'navigate'>,
  t: Texts,
): ApiEnvelope {
  const { envelope, status } = answer
  if (envelope.code === SUCCESS_CODE) return envelope
  if (AUTH_CODES.includes(envelope.code)) {
    clearAll()
    navigate(LOGIN_PATH)
    throw new HttpError('auth', serverMessage(envelope) || t.failed, { code: envelope.code, status, envelope })
  }
  const message = serverMessage(envelope) || `${t.failed} (${envelope.code})`
  if (!options.silent) notify.error(message)
  throw new HttpError('code', message, { code: envelope.code, status, envelope })
}
