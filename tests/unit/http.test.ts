import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createHttpClient, type HttpClientConfig, HttpError } from '@/client/http'
import { getToken, getUserInfo, setLanguage, setToken, setUserInfo } from '@/client/session'

import { type FakeBrowser, installFakeBrowser } from './fake-browser'

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init })

let browser: FakeBrowser
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
let notify: { error: ReturnType<typeof vi.fn<(message: string) => void>> }
let navigate: ReturnType<typeof vi.fn<(path: string) => void>>

function client(config: Partial<HttpClientConfig> = {}) {
  return createHttpClient({ baseUrl: '/website', fetch: fetchMock, notify, navigate, ...config })
}

/** The URL and init of the n-th fetch call. */
function call(n = 0): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init = {}] = fetchMock.mock.calls[n]
  return { url: String(url), init, headers: (init.headers ?? {}) as Record<string, string> }
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError)
    return error as HttpError
  }
  throw new Error('expected the request to be rejected')
}

beforeEach(() => {
  browser = installFakeBrowser()
  fetchMock = vi.fn<typeof fetch>()
  notify = { error: vi.fn<(message: string) => void>() }
  navigate = vi.fn<(path: string) => void>()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('success (code 200)', () => {
  it('resolves with the envelope', async () => {
    const envelope = { code: 200, msg: 'ok', rows: [{ bannerId: 1 }], total: 1 }
    fetchMock.mockResolvedValue(json(envelope))
    await expect(client().get('/client/banner/clientBannerList')).resolves.toEqual(envelope)
    expect(notify.error).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('accepts the code as a string', async () => {
    fetchMock.mockResolvedValue(json({ code: '200', msg: 'ok', data: 1 }))
    await expect(client().get('/x')).resolves.toEqual({ code: 200, msg: 'ok', data: 1 })
  })
})

describe('GET', () => {
  it('sends GET to base + path with the language query (zh by default)', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'ok' }))
    await client().get('/client/banner/clientBannerList')
    const { url, init, headers } = call()
    expect(url).toBe('/website/client/banner/clientBannerList?language=zh')
    expect(init.method).toBe('GET')
    expect(init.body).toBeUndefined()
    expect(headers.Accept).toBe('application/json')
    expect(headers['Content-Type']).toBeUndefined()
  })

  it('sends language=en when English is chosen, with the caller fields, skipping null and undefined', async () => {
    setLanguage('en')
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'ok' }))
    await client().get('/client/message/clientMessageListPage', {
      pageNum: 2,
      pageSize: 10,
      messageType: 'company',
      empty: null,
      missing: undefined,
    })
    const url = new URL(call().url, 'http://site')
    expect(url.pathname).toBe('/website/client/message/clientMessageListPage')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pageNum: '2',
      pageSize: '10',
      messageType: 'company',
      language: 'en',
    })
  })

  it('keeps a language the caller sets explicitly', async () => {
    setLanguage('zh')
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'ok' }))
    await client().get('/client/software/helpDocument', { soft: 'eicad', language: 'en' })
    const url = new URL(call().url, 'http://site')
    expect(url.searchParams.getAll('language')).toEqual(['en'])
  })

  it('encodes query values', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'ok' }))
    await client().get('/x', { q: 'a b&c=d' })
    expect(call().url).toBe('/website/x?q=a+b%26c%3Dd&language=zh')
  })
})

describe('POST', () => {
  it('sends a JSON body with the language field', async () => {
    setLanguage('en')
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'ok' }))
    await client().post('/client/contact/submit', { name: 'A', phone: '13812345678' })
    const { url, init, headers } = call()
    expect(url).toBe('/website/client/contact/submit')
    expect(init.method).toBe('POST')
    expect(headers['Content-Type']).toBe('application/json')
    expect(JSON.parse(String(init.body))).toEqual({ name: 'A', phone: '13812345678', language: 'en' })
  })

  it('sends language=zh when nothing is stored', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'ok' }))
    await client().post('/client/contact/submit', { name: 'A' })
    expect(JSON.parse(String(call().init.body))).toEqual({ name: 'A', language: 'zh' })
  })
})

describe('bearer authorization', () => {
  it('is absent without a stored token', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'ok' }))
    await client().get('/x')
    expect(call().headers).not.toHaveProperty('Authorization')
  })

  it('is present with a stored token, for GET and POST', async () => {
    setToken('tok-123')
    fetchMock.mockImplementation(async () => json({ code: 200, msg: 'ok' }))
    await client().get('/x')
    await client().post('/y', {})
    expect(call(0).headers.Authorization).toBe('Bearer tok-123')
    expect(call(1).headers.Authorization).toBe('Bearer tok-123')
  })
})

describe('session codes 1016002 and 1011008', () => {
  it.each([1016002, 1011008])('code %i clears the session, opens /login and rejects without a toast', async (code) => {
    setToken('tok')
    setUserInfo({ name: 'x' })
    browser.localStorage.setItem('language', 'en')
    fetchMock.mockResolvedValue(json({ code, msg: 'login expired' }))
    const error = await rejection(client().get('/x'))
    expect(error.kind).toBe('auth')
    expect(error.code).toBe(code)
    expect(error.message).toBe('login expired')
    expect(getUserInfo()).toBeNull()
    expect(getToken()).toBeNull()
    expect(browser.localStorage.getItem('language')).toBe('en')
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith('/login')
    expect(notify.error).not.toHaveBeenCalled()
  })

  it('applies even to a silent call', async () => {
    setUserInfo({ name: 'x' })
    fetchMock.mockResolvedValue(json({ code: 1011008, msg: 'expired' }))
    await rejection(client().get('/x', {}, { silent: true }))
    expect(getUserInfo()).toBeNull()
    expect(navigate).toHaveBeenCalledWith('/login')
  })
})

describe('other codes (404, 20001, any other)', () => {
  it.each([404, 20001, 500, 123456])('code %i shows the message as an error toast and rejects', async (code) => {
    setUserInfo({ name: 'x' })
    fetchMock.mockResolvedValue(json({ code, msg: `failure ${code}` }))
    const error = await rejection(client().get('/x'))
    expect(error.kind).toBe('code')
    expect(error.code).toBe(code)
    expect(error.message).toBe(`failure ${code}`)
    expect(error.envelope).toEqual({ code, msg: `failure ${code}` })
    expect(notify.error).toHaveBeenCalledTimes(1)
    expect(notify.error).toHaveBeenCalledWith(`failure ${code}`)
    expect(navigate).not.toHaveBeenCalled()
    expect(getUserInfo()).toEqual({ name: 'x' })
  })

  it('uses a fallback message naming the code when msg is missing', async () => {
    fetchMock.mockResolvedValue(json({ code: 20001 }))
    const error = await rejection(client().get('/x'))
    expect(error.message).toBe('请求失败 (20001)')
    expect(notify.error).toHaveBeenCalledWith('请求失败 (20001)')
  })

  it('silent: true rejects without a toast (banner and news lists)', async () => {
    fetchMock.mockResolvedValue(json({ code: 404, msg: 'not found' }))
    const error = await rejection(client().get('/client/banner/clientBannerList', {}, { silent: true }))
    expect(error.kind).toBe('code')
    expect(error.message).toBe('not found')
    expect(notify.error).not.toHaveBeenCalled()
  })

  it("errorToast: 'server' shows the message once", async () => {
    fetchMock.mockResolvedValue(json({ code: 20001, msg: 'video error' }))
    await rejection(client().get('/client/video/clientVideoListPage', {}, { errorToast: 'server' }))
    expect(notify.error).toHaveBeenCalledTimes(1)
    expect(notify.error).toHaveBeenCalledWith('video error')
  })
})

describe('HTTP status not 2xx', () => {
  it("rejects with the server's msg and shows no toast by default", async () => {
    fetchMock.mockResolvedValue(json({ code: 400, msg: 'pageSize must be 1..100' }, { status: 400, statusText: 'Bad Request' }))
    const error = await rejection(client().get('/x'))
    expect(error.kind).toBe('status')
    expect(error.status).toBe(400)
    expect(error.code).toBe(400)
    expect(error.message).toBe('pageSize must be 1..100')
    expect(notify.error).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('rejects with "failed (HTTP <status>)" in the request\'s language when the body has no message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }))
    const error = await rejection(client().get('/x'))
    expect(error.kind).toBe('status')
    expect(error.status).toBe(502)
    expect(error.message).toBe('请求失败 (HTTP 502)')
    fetchMock.mockResolvedValue(new Response('', { status: 503 }))
    expect((await rejection(client().post('/x', { language: 'en' }))).message).toBe('Request failed (HTTP 503)')
  })

  it("speaks the request's language, not the stored one, when the page asks in its own", async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'))
    const english = await rejection(client().post('/client/contact/submit', { language: 'en' }))
    expect(english.kind).toBe('network')
    expect(english.message).toBe('Network error. Please check your connection.')
    const chinese = await rejection(client().get('/x', { language: 'zh' }))
    expect(chinese.message).toBe('网络错误，请检查网络连接')
  })

  it("errorToast: 'server' shows the server's message (video list)", async () => {
    fetchMock.mockResolvedValue(json({ code: 500, msg: 'server down' }, { status: 500 }))
    const error = await rejection(client().get('/client/video/clientVideoListPage', {}, { errorToast: 'server' }))
    expect(error.message).toBe('server down')
    expect(notify.error).toHaveBeenCalledTimes(1)
    expect(notify.error).toHaveBeenCalledWith('server down')
  })

  it('silent wins over errorToast', async () => {
    fetchMock.mockResolvedValue(json({ code: 500, msg: 'server down' }, { status: 500 }))
    await rejection(client().get('/x', {}, { silent: true, errorToast: 'server' }))
    expect(notify.error).not.toHaveBeenCalled()
  })
})

describe('transport failures', () => {
  it('rejects a failed fetch as a network error without a toast', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const error = await rejection(client().get('/x'))
    expect(error.kind).toBe('network')
    expect(error.message).toBe('网络错误，请检查网络连接')
    expect(error.cause).toBeInstanceOf(TypeError)
    expect(notify.error).not.toHaveBeenCalled()
  })

  it("toasts a network error with errorToast: 'server', in English when chosen", async () => {
    setLanguage('en')
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await rejection(client().get('/x', {}, { errorToast: 'server' }))
    expect(notify.error).toHaveBeenCalledWith('Network error. Please check your connection.')
  })

  it('rejects a 200 answer that is not a JSON envelope', async () => {
    fetchMock.mockResolvedValueOnce(new Response('not json', { status: 200 }))
    expect((await rejection(client().get('/x'))).kind).toBe('parse')
    fetchMock.mockResolvedValueOnce(json({ msg: 'no code' }))
    expect((await rejection(client().get('/x'))).kind).toBe('parse')
  })

  it('rejects with kind abort when the caller aborts, without a toast', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    )
    const controller = new AbortController()
    const pending = client().get('/x', {}, { signal: controller.signal, errorToast: 'server' })
    controller.abort()
    const error = await rejection(pending)
    expect(error.kind).toBe('abort')
    expect(notify.error).not.toHaveBeenCalled()
  })
})

describe('timeout', () => {
  /** A fetch that never answers, but rejects like the real one when its signal aborts. */
  function hangingFetch() {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    )
  }

  it('rejects after 30000 ms by default, not before, and aborts the fetch', async () => {
    vi.useFakeTimers()
    hangingFetch()
    let settled = false
    const pending = client().get('/x')
    pending.catch(() => undefined).finally(() => (settled = true))
    await vi.advanceTimersByTimeAsync(29_999)
    expect(settled).toBe(false)
    expect(call().init.signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await rejection(pending)
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('请求超时（30 秒），请稍后重试')
    expect(call().init.signal?.aborted).toBe(true)
    expect(notify.error).not.toHaveBeenCalled()
  })

  it('rejects even when fetch ignores the abort signal', async () => {
    vi.useFakeTimers()
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined))
    const pending = client({ timeoutMs: 5000 })
    const assertion = expect(pending.get('/x')).rejects.toMatchObject({ kind: 'timeout' })
    await vi.advanceTimersByTimeAsync(5000)
    await assertion
  })

  it("toasts the timeout with errorToast: 'server', in English when chosen", async () => {
    vi.useFakeTimers()
    setLanguage('en')
    hangingFetch()
    const assertion = expect(client().get('/x', {}, { errorToast: 'server' })).rejects.toMatchObject({
      kind: 'timeout',
      message: 'The request timed out after 30 s. Please try again later.',
    })
    await vi.advanceTimersByTimeAsync(30_000)
    await assertion
    expect(notify.error).toHaveBeenCalledWith('The request timed out after 30 s. Please try again later.')
  })

  it('clears its timer once answered', async () => {
    vi.useFakeTimers()
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'ok' }))
    await client().get('/x')
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('base URL', () => {
  it('defaults to NEXT_PUBLIC_BASE_PATH + NEXT_PUBLIC_API_PREFIX', async () => {
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '/website')
    vi.stubEnv('NEXT_PUBLIC_API_PREFIX', '/prod-api')
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'ok' }))
    await createHttpClient({ fetch: fetchMock, notify, navigate }).get('/client/video/clientHomeLatestInfo')
    expect(call().url).toBe('/website/prod-api/client/video/clientHomeLatestInfo?language=zh')
  })

  it('is the site root when both are empty', async () => {
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '')
    vi.stubEnv('NEXT_PUBLIC_API_PREFIX', '')
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'ok' }))
    await createHttpClient({ fetch: fetchMock, notify, navigate }).get('/client/banner/clientBannerList')
    expect(call().url).toBe('/client/banner/clientBannerList?language=zh')
  })

  it('joins slashes cleanly and passes absolute URLs through', async () => {
    fetchMock.mockImplementation(async () => json({ code: 200, msg: 'ok' }))
    await client({ baseUrl: 'https://api.example.com/base/' }).get('client/x')
    await client().get('https://other.example.com/y')
    expect(call(0).url).toBe('https://api.example.com/base/client/x?language=zh')
    expect(call(1).url).toBe('https://other.example.com/y?language=zh')
  })

  it('uses the global fetch when none is given', async () => {
    const globalFetch = vi.fn<typeof fetch>().mockResolvedValue(json({ code: 200, msg: 'ok' }))
    vi.stubGlobal('fetch', globalFetch)
    await createHttpClient({ baseUrl: '', notify, navigate }).get('/x')
    expect(globalFetch).toHaveBeenCalledTimes(1)
  })
})
