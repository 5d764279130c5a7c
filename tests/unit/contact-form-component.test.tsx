// @vitest-environment happy-dom
/**
 * The contact form with JavaScript (src/app/(site)/[locale]/contact/ContactForm.tsx), in both languages: an empty
 * submission marks the four required fields invalid, each message in the page's language beside its field and tied
 * to it by aria-describedby, and the first invalid field takes the focus; a valid one sends a single request to the
 * contact API with the fields of the form, the call to action's context and a submission id made in the browser,
 * the button saying it is sending meanwhile; a server error is shown in the status region and the form keeps what
 * was typed, and the retry reuses the submission id; a success shows the confirmation and empties the form.
 */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { ContactContext, ContactFormTexts } from '@/app/(site)/[locale]/contact/ContactForm'
import enPages from '@/i18n/messages/en/pages.json'
import zhPages from '@/i18n/messages/zh/pages.json'

const serverAction = vi.hoisted(() => vi.fn(async (previous: unknown) => previous))
vi.mock('@/app/(site)/[locale]/contact/actions', () => ({ submitContactForm: serverAction }))

const { ContactForm } = await import('@/app/(site)/[locale]/contact/ContactForm')
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Lang = 'zh' | 'en'
const PAGES = { zh: zhPages.contact, en: enPages.contact }
const TEXTS: Record<Lang, ContactFormTexts> = { zh: PAGES.zh, en: PAGES.en }

/** The messages of contract 4 (as the browser tests expect them). */
const MESSAGES = {
  zh: {
    name: '姓名不能为空',
    phone: '电话/手机不能为空',
    email: '邮箱不能为空',
    requirement: '需求不能为空',
    emailInvalid: '请输入正确的邮箱地址',
    success: '提交成功，我们将在24小时内与您联系',
  },
  en: {
    name: 'Name cannot be empty',
    phone: 'Phone or mobile cannot be empty',
    email: 'E-mail cannot be empty',
    requirement: 'Requirement cannot be empty',
    emailInvalid: 'Please enter the correct e-mail address',
    success: 'Submitted successfully. We will call you back within 24 hours.',
  },
} as const

const KINDS = [
  { value: 'trial', label: 'Trial' },
  { value: 'demo', label: 'Demo' },
] as const

type Sent = { url: string; method: string; headers: Record<string, string>; body: Record<string, unknown> }
let sent: Sent[]
/** The answers the API gives, one per request, in order. */
let answers: Array<() => Promise<Response>>
let container: HTMLElement
let root: Root

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))

/** A promise to answer a request later, and the function that answers it. */
function later(): { answer: () => Promise<Response>; release: (status: number, body: unknown) => void } {
  let release: (response: Response) => void = () => {}
  const pending = new Promise<Response>((resolve) => (release = resolve))
  return {
    answer: () => pending,
    release: (status, body) => release(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  }
}

beforeEach(() => {
  vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '')
  vi.stubEnv('NEXT_PUBLIC_API_PREFIX', '')
  sent = []
  answers = []
  serverAction.mockClear()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        method: String(init.method),
        headers: init.headers as Record<string, string>,
        body: JSON.parse(String(init.body)) as Record<string, unknown>,
      })
      const next = answers.shift()
      if (!next) throw new Error('no answer prepared for this request')
      return next()
    }),
  )
  container = document.createElement('div')
  document.body.append(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  delete (window as Window & { __insight?: unknown }).__insight
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

async function render(locale: Lang, context: ContactContext = { product: null, kind: null }) {
  root = createRoot(container)
  await act(async () =>
    root.render(
      <ContactForm locale={locale} texts={TEXTS[locale]} submissionId="rendered-by-the-server" context={context} kinds={[...KINDS]} />,
    ),
  )
}

const form = () => container.querySelector('form')!
const field = (name: string) => container.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${name}"]`)!
const button = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!
const status = () => container.querySelector('[role="status"]')!
const invalid = () => [...container.querySelectorAll('[aria-invalid="true"]')].map((f) => f.getAttribute('name'))
/** The text of the elements a field's aria-describedby names. */
const description = (name: string) =>
  (field(name).getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

/** Lets the request and React's updates after it run. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

async function submit() {
  await act(async () => form().requestSubmit(button()))
  await settle()
}

function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) field(name).value = value
}

const VALID = { name: 'Ada Lovelace', phone: '010-12345678', email: 'ada@example.com', requirement: 'A demonstration, please.' }

describe('an empty submission', () => {
  it.each(['zh', 'en'] as const)(
    'marks the four required fields, each message in the page language (%s) tied to its field',
    async (lang) => {
      await render(lang)
      await submit()
      expect(invalid()).toEqual(['name', 'phone', 'email', 'requirement'])
      for (const name of ['name', 'phone', 'email', 'requirement'] as const) {
        expect(field(name).getAttribute('aria-describedby')).toBe(`contact-${name}-error`)
        expect(description(name)).toBe(MESSAGES[lang][name])
      }
      // The optional fields are not marked.
      for (const name of ['kind', 'organisation', 'province']) {
        expect(field(name).hasAttribute('aria-invalid')).toBe(false)
        expect(field(name).hasAttribute('aria-describedby')).toBe(false)
      }
      expect(sent).toEqual([])
      expect(serverAction).not.toHaveBeenCalled()
    },
  )

  it('moves the focus to the first invalid field', async () => {
    await render('zh')
    await submit()
    expect(document.activeElement).toBe(field('name'))

    // With the name given, the phone is the first field to fix; the name is no longer marked.
    fill({ name: '张三', email: 'not-an-address' })
    await submit()
    expect(document.activeElement).toBe(field('phone'))
    expect(invalid()).toEqual(['phone', 'email', 'requirement'])
    expect(description('email')).toBe(MESSAGES.zh.emailInvalid)
    expect(field('name').value).toBe('张三')
  })
})

describe('a valid submission', () => {
  it('sends one request to the contact API with the fields of the form, the context and its own submission id', async () => {
    ;(window as Window & { __insight?: { from?: string } }).__insight = { from: '/en/zhgd' }
    await render('en', { product: { slug: 'eicad', title: 'EICAD' }, kind: 'demo' })
    expect(container.querySelector('[data-testid="contact-product"]')?.textContent).toContain('EICAD')
    expect(field('kind').value).toBe('demo')
    fill({ ...VALID, organisation: 'Analytical Engines Ltd', province: 'London' })
    answers.push(() => json(200, { code: 200, msg: '' }))
    await submit()

    expect(sent).toHaveLength(1)
    const [request] = sent
    expect(request.url).toBe('/client/contact/submit')
    expect(request.method).toBe('POST')
    expect(request.headers['Content-Type']).toBe('application/json')
    expect(request.body).toEqual({
      ...VALID,
      kind: 'demo',
      product: 'eicad',
      organisation: 'Analytical Engines Ltd',
      province: 'London',
      website: '',
      language: 'en',
      submissionId: expect.stringMatching(/^[0-9a-f]{32}$/),
      sourcePage: '/en/zhgd',
    })
    // The browser makes its own id: the page with the server's may come from a cache.
    expect(request.body.submissionId).not.toBe('rendered-by-the-server')
    expect(serverAction).not.toHaveBeenCalled()
  })

  it('says it is sending and sends nothing more until the answer comes', async () => {
    await render('en')
    fill(VALID)
    const pending = later()
    answers.push(pending.answer)
    await submit()
    expect(button().disabled).toBe(true)
    expect(button().getAttribute('aria-busy')).toBe('true')
    expect(button().textContent).toBe(PAGES.en.sending)

    await submit()
    expect(sent).toHaveLength(1)

    await act(async () => pending.release(200, { code: 200, msg: '' }))
    await settle()
    expect(button().disabled).toBe(false)
    expect(button().getAttribute('aria-busy')).toBe('false')
    expect(button().textContent).toBe(PAGES.en.submit)
    expect(sent).toHaveLength(1)
  })

  it.each(['zh', 'en'] as const)('shows the confirmation in the page language (%s) and empties the form', async (lang) => {
    await render(lang)
    fill(VALID)
    answers.push(() => json(200, { code: 200, msg: '' }))
    await submit()
    expect(status().getAttribute('aria-live')).toBe('polite')
    expect(status().textContent).toBe(MESSAGES[lang].success)
    for (const name of ['name', 'phone', 'email', 'requirement']) expect(field(name).value).toBe('')
    expect(invalid()).toEqual([])
  })

  it("shows the server's own confirmation when it gives one", async () => {
    await render('zh')
    fill(VALID)
    answers.push(() => json(200, { code: 200, msg: '已收到您的需求' }))
    await submit()
    expect(status().textContent).toBe('已收到您的需求')
  })
})

describe('a failed submission', () => {
  it('shows the server message and keeps what was typed', async () => {
    await render('en', { product: null, kind: null })
    fill({ ...VALID, kind: 'trial', organisation: 'Analytical Engines Ltd' })
    answers.push(() => json(429, { code: 429, msg: 'Too many submissions. Please try again in 10 minutes.' }))
    await submit()
    expect(status().textContent).toBe('Too many submissions. Please try again in 10 minutes.')
    expect(field('name').value).toBe(VALID.name)
    expect(field('phone').value).toBe(VALID.phone)
    expect(field('email').value).toBe(VALID.email)
    expect(field('requirement').value).toBe(VALID.requirement)
    expect(field('kind').value).toBe('trial')
    expect(field('organisation').value).toBe('Analytical Engines Ltd')
    expect(invalid()).toEqual([])
    expect(button().disabled).toBe(false)
  })

  it('is retried with the same submission id, and the next submission after a success gets a new one', async () => {
    await render('zh')
    fill(VALID)
    answers.push(() => json(500, { code: 500, msg: '服务器错误' }))
    await submit()
    expect(status().textContent).toBe('服务器错误')

    answers.push(() => json(200, { code: 200, msg: '' }))
    await submit()
    expect(status().textContent).toBe(MESSAGES.zh.success)
    expect(sent).toHaveLength(2)
    expect(sent[1].body).toMatchObject({ ...VALID, language: 'zh' })
    expect(sent[1].body.submissionId).toBe(sent[0].body.submissionId)

    fill({ ...VALID, requirement: 'Another request.' })
    answers.push(() => json(200, { code: 200, msg: '' }))
    await submit()
    expect(sent).toHaveLength(3)
    expect(sent[2].body.submissionId).toMatch(/^[0-9a-f]{32}$/)
    expect(sent[2].body.submissionId).not.toBe(sent[0].body.submissionId)
    // A second success in a row empties the form too.
    expect(status().textContent).toBe(MESSAGES.zh.success)
    for (const name of ['name', 'phone', 'email', 'requirement']) expect(field(name).value).toBe('')
  })
})
