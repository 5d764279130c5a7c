// @vitest-environment happy-dom
/**
 * The header's search (src/components/search/HeaderSearch.tsx) in the browser's DOM, with the public API answered
 * by a stand-in fetch: the icon opens the field and puts the focus in it; typing asks the API for six suggestions in
 * the page's language once the visitor pauses for 150 ms (one request for quick typing, an older request dropped);
 * the suggestions and "all results" are the options of a listbox the field controls, ArrowDown and ArrowUp move the
 * field's aria-activedescendant through them and wrap around, Enter on a suggestion opens it (elsewhere the form is
 * sent); Escape closes the list, then the field the icon opened with the focus back on the icon (or empties a field
 * that is always shown); a live region says how many suggestions arrived.
 */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const { HeaderSearch } = await import('@/components/search/HeaderSearch')
type Texts = Parameters<typeof HeaderSearch>[0]['texts']
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const TEXTS: Texts = {
  label: 'Search this site',
  placeholder: 'Search the site',
  submit: 'Search',
  open: 'Open search',
  close: 'Close search',
  suggestions: 'Suggestions',
  countNone: 'No suggestions',
  countOne: '1 suggestion, use the up and down arrow keys',
  countOther: '{count} suggestions, use the up and down arrow keys',
  allResults: 'All results for “{q}”',
  anyWords: 'Nothing contains all of the words; these results contain any of them.',
  kinds: { product: 'Product', news: 'News' },
}

type Row = { type: string; title: string; url: string }
const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ type: i % 2 ? 'news' : 'product', title: `Hit ${i + 1}`, url: `/en/hit-${i + 1}` }))

type Answer = { ok: boolean; body: { rows?: Row[]; matched?: string } }
let answer: Answer

/** An answer as fetch gives it: once the request's signal is aborted, reading it fails as in a browser. */
function response(init: RequestInit, { ok, body }: Answer): Response {
  const json = () => (init.signal?.aborted ? Promise.reject(new DOMException('aborted', 'AbortError')) : Promise.resolve(body))
  return { ok, json } as Response
}
const fetchMock = vi.fn((_url: string, init: RequestInit) => Promise.resolve(response(init, answer)))
const assign = vi.fn()
const submitted: string[] = []

let container: HTMLElement
let root: Root

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '/website')
  vi.stubEnv('NEXT_PUBLIC_API_PREFIX', '/prod-api')
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockClear()
  answer = { ok: true, body: { rows: rows(3) } }
  assign.mockClear()
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
  submitted.length = 0
  container = document.createElement('div')
  document.body.append(container)
  // The form is sent by the browser: the test records it instead.
  container.addEventListener('submit', (e) => {
    e.preventDefault()
    submitted.push(new FormData(e.target as HTMLFormElement).get('q') as string)
  })
})
afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function render() {
  root = createRoot(container)
  await act(async () => root.render(<HeaderSearch locale="en" action="/website/en/search" maxLength={100} texts={TEXTS} />))
}

const field = () => container.querySelector<HTMLInputElement>('input[name="q"]')!
const toggle = () => container.querySelector<HTMLAnchorElement>('a[aria-expanded]')!
const listbox = () => container.querySelector<HTMLElement>('[role="listbox"]')!
const options = () => [...container.querySelectorAll<HTMLElement>('[role="option"]')]
const live = () => container.querySelector<HTMLElement>('[aria-live]')!
const selected = () => options().findIndex((o) => o.getAttribute('aria-selected') === 'true')
const requested = () => fetchMock.mock.calls.map(([url]) => url)

/** Types into the field as a visitor does (React hears the input event). */
async function type(value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  await act(async () => {
    setValue.call(field(), value)
    field().dispatchEvent(new Event('input', { bubbles: true }))
  })
}
async function wait(ms: number) {
  await act(async () => vi.advanceTimersByTimeAsync(ms))
}
async function key(name: string) {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true })
  await act(async () => field().dispatchEvent(event))
  return event
}
async function click(el: Element) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true })
  await act(async () => el.dispatchEvent(event))
  return event
}
/** Types the words and waits for their suggestions. */
async function suggest(words: string) {
  await act(async () => field().focus())
  await type(words)
  await wait(150)
}

describe('the search icon', () => {
  it('opens the field with the focus in it, and closes it', async () => {
    await render()
    expect(toggle().getAttribute('href')).toBe('/website/en/search')
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(toggle().getAttribute('aria-label')).toBe(TEXTS.open)

    const event = await click(toggle())
    expect(event.defaultPrevented).toBe(true)
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(toggle().getAttribute('aria-label')).toBe(TEXTS.close)
    await act(async () => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(field())

    await click(toggle())
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(toggle().getAttribute('aria-label')).toBe(TEXTS.open)
  })
})

describe('suggestions', () => {
  it('are asked for once the visitor pauses, in the page language, six at most', async () => {
    await render()
    await act(async () => field().focus())
    await type('i')
    await wait(100)
    await type('in')
    await wait(100)
    await type('  inter ')
    await wait(149)
    expect(fetchMock).not.toHaveBeenCalled()
    await wait(1)
    expect(requested()).toEqual(['/website/prod-api/client/search?q=inter&language=en&pageSize=6'])
    expect(new Headers(fetchMock.mock.calls[0][1].headers).get('accept')).toBe('application/json')
  })

  it('drop the request for older words when the visitor types on', async () => {
    let answerFirst: () => void = () => undefined
    fetchMock.mockImplementationOnce(
      (_url, init) => new Promise<Response>((resolve) => (answerFirst = () => resolve(response(init, answer)))),
    )
    await render()
    await suggest('inter')
    const first = fetchMock.mock.calls[0][1].signal!
    expect(first.aborted).toBe(false)
    await type('interchange')
    expect(first.aborted).toBe(true)
    await wait(150)
    expect(requested()).toHaveLength(2)
    expect(requested()[1]).toContain('q=interchange&')
    expect(options().map((o) => o.textContent)).toContain('All results for “interchange”')
    // The answer for the older words, arriving late, changes nothing.
    answer = { ok: true, body: { rows: rows(1) } }
    await act(async () => answerFirst())
    expect(options()).toHaveLength(4)
  })

  it('are the options of a listbox the field controls, then "all results"', async () => {
    answer = { ok: true, body: { rows: rows(8) } }
    await render()
    expect(field().getAttribute('role')).toBe('combobox')
    expect(field().getAttribute('aria-expanded')).toBe('false')
    expect(listbox().hidden).toBe(true)
    expect(options()).toHaveLength(0)

    await suggest('inter')
    expect(field().getAttribute('aria-controls')).toBe(listbox().id)
    expect(field().getAttribute('aria-expanded')).toBe('true')
    expect(listbox().hidden).toBe(false)
    expect(listbox().getAttribute('aria-label')).toBe(TEXTS.suggestions)
    expect(options().map((o) => o.textContent)).toEqual([
      'ProductHit 1',
      'NewsHit 2',
      'ProductHit 3',
      'NewsHit 4',
      'ProductHit 5',
      'NewsHit 6',
      'All results for “inter”',
    ])
    expect(field().hasAttribute('aria-activedescendant')).toBe(false)
    expect(selected()).toBe(-1)
  })

  it('say when no hit has every word', async () => {
    answer = { ok: true, body: { rows: rows(2), matched: 'any' } }
    await render()
    await suggest(' inter road ')
    expect(options().at(-1)!.textContent).toBe(`${TEXTS.anyWords} All results for “inter road”`)
  })

  it('are announced by their number', async () => {
    await render()
    expect(live().getAttribute('aria-live')).toBe('polite')
    expect(live().textContent).toBe('')
    await suggest('inter')
    expect(live().textContent).toBe('3 suggestions, use the up and down arrow keys')

    answer = { ok: true, body: { rows: rows(1) } }
    await type('interc')
    await wait(150)
    expect(live().textContent).toBe('1 suggestion, use the up and down arrow keys')

    // An error answer: no suggestions, "all results" still offered.
    answer = { ok: false, body: {} }
    await type('interch')
    await wait(150)
    expect(live().textContent).toBe('No suggestions')
    expect(options().map((o) => o.textContent)).toEqual(['All results for “interch”'])

    await key('Escape')
    expect(live().textContent).toBe('')
  })
})

describe('the keyboard in the field', () => {
  it('moves through the options with ArrowDown and ArrowUp, wrapping around', async () => {
    await render()
    await suggest('inter')
    const ids = options().map((o) => o.id)
    expect(new Set(ids).size).toBe(4)

    const down = await key('ArrowDown')
    expect(down.defaultPrevented).toBe(true)
    expect(selected()).toBe(0)
    expect(field().getAttribute('aria-activedescendant')).toBe(ids[0])
    await key('ArrowDown')
    expect(field().getAttribute('aria-activedescendant')).toBe(ids[1])
    await key('ArrowUp')
    await key('ArrowUp')
    // Up from the first option: the last one, "all results".
    expect(selected()).toBe(3)
    expect(field().getAttribute('aria-activedescendant')).toBe(ids[3])
    // Down from the last one: the first.
    await key('ArrowDown')
    expect(selected()).toBe(0)
    expect(options().filter((o) => o.getAttribute('aria-selected') === 'true')).toHaveLength(1)
  })

  it('starts from the last option on ArrowUp', async () => {
    await render()
    await suggest('inter')
    await key('ArrowUp')
    expect(selected()).toBe(3)
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[3].id)
  })

  it('chooses nothing once suggestions for new words arrive', async () => {
    await render()
    await suggest('inter')
    await key('ArrowDown')
    await key('ArrowDown')
    expect(selected()).toBe(1)
    await type('interchange')
    await wait(150)
    expect(selected()).toBe(-1)
    expect(field().hasAttribute('aria-activedescendant')).toBe(false)
    // Enter now sends the form rather than opening a hit of the old words.
    expect((await key('Enter')).defaultPrevented).toBe(false)
    expect(assign).not.toHaveBeenCalled()
  })

  it('opens the chosen suggestion on Enter, and sends the form otherwise', async () => {
    await render()
    await suggest('inter')
    const none = await key('Enter')
    expect(none.defaultPrevented).toBe(false)
    expect(assign).not.toHaveBeenCalled()

    await key('ArrowDown')
    await key('ArrowDown')
    const chosen = await key('Enter')
    expect(chosen.defaultPrevented).toBe(true)
    expect(assign).toHaveBeenCalledWith('/en/hit-2')

    // On "all results" Enter is the form's own: the results page.
    assign.mockClear()
    await key('ArrowUp')
    await key('ArrowUp')
    expect(selected()).toBe(3)
    expect((await key('Enter')).defaultPrevented).toBe(false)
    expect(assign).not.toHaveBeenCalled()
  })

  it('closes the list on Escape, opens it again on ArrowDown with nothing chosen', async () => {
    await render()
    await suggest('inter')
    await key('ArrowDown')
    const escape = await key('Escape')
    expect(escape.defaultPrevented).toBe(true)
    expect(listbox().hidden).toBe(true)
    expect(field().getAttribute('aria-expanded')).toBe('false')
    expect(field().hasAttribute('aria-activedescendant')).toBe(false)
    expect(options()).toHaveLength(0)
    expect(field().value).toBe('inter')

    await key('ArrowDown')
    expect(listbox().hidden).toBe(false)
    expect(field().getAttribute('aria-expanded')).toBe('true')
    expect(selected()).toBe(-1)
    await key('ArrowDown')
    expect(selected()).toBe(0)
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[0].id)
  })

  it('closes the list, then the field the icon opened, with the focus back on the icon', async () => {
    await render()
    await click(toggle())
    await act(async () => vi.advanceTimersToNextFrame())
    await type('inter')
    await wait(150)
    expect(listbox().hidden).toBe(false)

    await key('Escape')
    expect(listbox().hidden).toBe(true)
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(field())

    const second = await key('Escape')
    expect(second.defaultPrevented).toBe(true)
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle())
  })

  it('empties a field the icon did not open on a second Escape', async () => {
    await render()
    await suggest('inter')
    await key('Escape')
    expect(field().value).toBe('inter')
    await key('Escape')
    expect(field().value).toBe('')
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
  })
})

describe('the list', () => {
  it('opens a suggestion on a click and sends the form from "all results"', async () => {
    await render()
    await suggest('inter')
    await click(options()[2])
    expect(assign).toHaveBeenCalledWith('/en/hit-3')
    await click(options()[3])
    expect(submitted).toEqual(['inter'])
  })

  it('closes when the focus leaves the search or the field is emptied', async () => {
    const elsewhere = document.createElement('button')
    document.body.append(elsewhere)
    await render()
    await suggest('inter')
    await act(async () => elsewhere.focus())
    expect(listbox().hidden).toBe(true)
    expect(field().getAttribute('aria-expanded')).toBe('false')
    elsewhere.remove()

    await act(async () => field().focus())
    await key('ArrowDown')
    expect(listbox().hidden).toBe(false)
    await type('')
    expect(listbox().hidden).toBe(true)
    await wait(150)
    expect(requested()).toHaveLength(1)
    // New words: no list until their own suggestions arrive (none of the old ones meanwhile).
    await type('road')
    expect(listbox().hidden).toBe(true)
    expect(options()).toHaveLength(0)
    await wait(150)
    expect(listbox().hidden).toBe(false)
    expect(options().at(-1)!.textContent).toBe('All results for “road”')
  })
})
