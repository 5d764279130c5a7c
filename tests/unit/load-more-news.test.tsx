// @vitest-environment happy-dom
/**
 * "Load more" under the news list (src/components/pages/LoadMoreNews.tsx). In the server's HTML, before React runs,
 * the plain page links do the paging and there is no button; once hydrated the button replaces them. A click asks
 * the list API for the next page of the tab's class in the page's language, says "loading" in the status region
 * meanwhile and sends nothing more, appends the new items and moves the focus to the first of them; when the list
 * is complete the button is gone and the status region says there is no more. A failed request is shown as an alert
 * and the button asks for the same page again.
 */
import { act, type ReactNode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('@/i18n/navigation', async () => {
  const { createElement } = await import('react')
  return {
    Link: ({
      href,
      children,
      className,
    }: {
      href: { pathname: string; query: Record<string, string> }
      children: ReactNode
      className?: string
    }) => createElement('a', { href: `${href.pathname}?${new URLSearchParams(href.query)}`, className }, children),
  }
})

const { LoadMoreNews } = await import('@/components/pages/LoadMoreNews')
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Lang = 'zh' | 'en'
const TEXTS = {
  zh: { loadMore: '加载更多', loading: '加载中...', noMore: '没有更多数据了', duration: '时长' },
  en: { loadMore: 'Load more', loading: 'Loading...', noMore: 'No further data available', duration: 'Duration' },
} as const

type Props = { locale: Lang; newsClass: string; nextPage: number; pageSize: number; total: number; shown: number }

/** A row of the list API for news item `id`. */
const row = (id: number) => ({
  messageId: id,
  messageTitle: `News ${id}`,
  messageSynopsis: `Synopsis ${id}`,
  messageUrl: '',
  messageType: 'news',
  updateTime: '2024-05-01 10:00:00',
})
const rows = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => row(from + i))

let requests: URL[]
/** The answers the API gives, one per request, in order. */
let answers: Array<() => Promise<Response>>
let container: HTMLElement
let root: Root | null

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))

/** A promise to answer a request later, and the function that answers it. */
function later(): { answer: () => Promise<Response>; release: (body: unknown) => void } {
  let release: (response: Response) => void = () => {}
  const pending = new Promise<Response>((resolve) => (release = resolve))
  return {
    answer: () => pending,
    release: (body) => release(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  }
}

beforeEach(() => {
  vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '')
  vi.stubEnv('NEXT_PUBLIC_API_PREFIX', '')
  requests = []
  answers = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(new URL(url, 'http://site.test'))
      const next = answers.shift()
      if (!next) throw new Error('no answer prepared for this request')
      return next()
    }),
  )
  container = document.createElement('div')
  document.body.append(container)
  root = null
})

afterEach(() => {
  if (root) act(() => root!.unmount())
  container.remove()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

const pager = (
  <nav aria-label="pages">
    <a href="?pageNum=2">下一页</a>
  </nav>
)

function element(props: Props) {
  return (
    <LoadMoreNews {...props} listClassName="list" texts={TEXTS[props.locale]}>
      {pager}
    </LoadMoreNews>
  )
}

async function render(props: Props) {
  root = createRoot(container)
  await act(async () => root!.render(element(props)))
}

const button = () => container.querySelector<HTMLButtonElement>('button')
const status = () => container.querySelector('[role="status"]')!
const alert = () => container.querySelector('[role="alert"]')
const appended = () => [...container.querySelectorAll<HTMLAnchorElement>('ul li a')]
const titles = () => appended().map((a) => a.textContent)
/** Lets the request and React's updates after it run. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

async function click() {
  await act(async () => button()!.click())
  await settle()
}

describe('before React runs', () => {
  it('shows the page links and no button, and once hydrated the button replaces them', async () => {
    const props: Props = { locale: 'zh', newsClass: '-1', nextPage: 2, pageSize: 10, total: 25, shown: 10 }
    container.innerHTML = renderToString(element(props))
    expect(container.querySelector('nav a')?.textContent).toBe('下一页')
    expect(button()).toBeNull()
    expect(status().textContent).toBe('')

    await act(async () => {
      root = hydrateRoot(container, element(props))
    })
    expect(container.querySelector('nav')).toBeNull()
    expect(button()?.textContent).toBe('加载更多')
    expect(button()?.disabled).toBe(false)
    expect(status().textContent).toBe('')
    expect(requests).toEqual([])
  })

  it('on the last page has neither links nor button, and says there is no more', () => {
    container.innerHTML = renderToString(element({ locale: 'en', newsClass: '-1', nextPage: 4, pageSize: 10, total: 25, shown: 25 }))
    expect(container.querySelector('nav')).toBeNull()
    expect(button()).toBeNull()
    expect(status().textContent).toBe('No further data available')
  })
})

describe('load more', () => {
  it('asks for the next page of the class in the page language, says it is loading and sends nothing more meanwhile', async () => {
    await render({ locale: 'en', newsClass: 'company', nextPage: 2, pageSize: 10, total: 25, shown: 10 })
    const pending = later()
    answers.push(pending.answer)
    await click()

    expect(requests).toHaveLength(1)
    const [url] = requests
    expect(url.pathname).toBe('/client/message/clientMessageListPage')
    expect(Object.fromEntries(url.searchParams)).toEqual({ class: 'company', pageNum: '2', pageSize: '10', language: 'en' })
    expect(status().getAttribute('aria-live')).toBe('polite')
    expect(status().textContent).toBe('Loading...')
    expect(button()?.disabled).toBe(true)
    expect(button()?.getAttribute('aria-busy')).toBe('true')

    await click()
    expect(requests).toHaveLength(1)

    await act(async () => pending.release({ code: 200, msg: '', rows: rows(11, 20), total: 25 }))
    await settle()
    expect(status().textContent).toBe('')
    expect(button()?.disabled).toBe(false)
    expect(button()?.getAttribute('aria-busy')).toBe('false')
  })

  it('appends each page, moves the focus to its first item, and ends with the no-more text and no button', async () => {
    await render({ locale: 'zh', newsClass: '-1', nextPage: 2, pageSize: 10, total: 25, shown: 10 })
    answers.push(() => json(200, { code: 200, msg: '', rows: rows(11, 20), total: 25 }))
    await click()
    expect(titles()).toEqual(rows(11, 20).map((r) => r.messageTitle))
    expect(appended()[0].getAttribute('href')).toBe('/newsDetail?type=information&id=11')
    expect(document.activeElement).toBe(appended()[0])
    expect(button()?.textContent).toBe('加载更多')
    expect(status().textContent).toBe('')

    answers.push(() => json(200, { code: 200, msg: '', rows: rows(21, 25), total: 25 }))
    await click()
    expect(Object.fromEntries(requests[1].searchParams)).toEqual({ class: '-1', pageNum: '3', pageSize: '10', language: 'zh' })
    expect(titles()).toEqual(rows(11, 25).map((r) => r.messageTitle))
    expect(document.activeElement).toBe(appended()[10])
    expect(document.activeElement?.textContent).toBe('News 21')
    expect(button()).toBeNull()
    expect(status().textContent).toBe('没有更多数据了')
    expect(alert()).toBeNull()
  })

  it('ends the list when a page comes back empty, whatever the total says', async () => {
    await render({ locale: 'en', newsClass: 'notice', nextPage: 2, pageSize: 10, total: 15, shown: 10 })
    answers.push(() => json(200, { code: 200, msg: '', rows: [], total: 12 }))
    await click()
    expect(appended()).toEqual([])
    expect(button()).toBeNull()
    expect(status().textContent).toBe('No further data available')
  })
})

describe('a failed request', () => {
  it('shows the server message once as an alert, and the button asks for the same page again', async () => {
    await render({ locale: 'zh', newsClass: 'industry', nextPage: 3, pageSize: 10, total: 40, shown: 20 })
    answers.push(() => json(200, { code: 500, msg: '服务器错误' }))
    await click()
    expect(alert()?.textContent).toBe('服务器错误')
    expect(status().textContent).toBe('')
    expect(appended()).toEqual([])
    expect(button()?.disabled).toBe(false)

    answers.push(() => json(200, { code: 200, msg: '', rows: rows(21, 30), total: 40 }))
    await click()
    expect(requests.map((u) => u.searchParams.get('pageNum'))).toEqual(['3', '3'])
    expect(alert()).toBeNull()
    expect(titles()).toHaveLength(10)
    expect(document.activeElement?.textContent).toBe('News 21')
  })

  it('shows an HTTP failure as an alert too', async () => {
    await render({ locale: 'en', newsClass: '-1', nextPage: 2, pageSize: 10, total: 25, shown: 10 })
    answers.push(() => json(502, { code: 502, msg: 'Bad gateway' }))
    await click()
    expect(alert()?.textContent).toBe('Bad gateway')
    expect(button()?.textContent).toBe('Load more')
    expect(status().textContent).toBe('')
  })
})
