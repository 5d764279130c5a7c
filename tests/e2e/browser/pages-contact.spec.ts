/**
 * The contact page (contract 1 and 4), in both languages: every message of contract 4 beside its field, the success
 * text, with and without JavaScript; a stored submission in the admin's leads list with its phone masked; the rate
 * limit answering 429 with its message in the visitor's language.
 *
 * The browser tests' server runs with a low contact limit and believes one forwarded hop (playwright.config.ts):
 * each test submits from an address of its own (X-Forwarded-For), so the tests do not share a limit.
 */
import { expect, type Page, test } from '@playwright/test'

import { BROWSER_CONTACT_RATE_LIMIT, gotoReady, inLang, type Lang, LANGS, visitorAddress } from './support/site'

/** The contact form (the footer may name its mailboxes with the same words). */
const form = (page: Page) => page.locator('main form')

const LABELS = {
  zh: { name: '姓名', phone: '电话/手机', email: '邮箱', requirement: '需求', submit: '提交' },
  en: { name: 'Name', phone: 'Phone or mobile', email: 'E-mail', requirement: 'Requirement', submit: 'Submit' },
} as const

/** The texts of contract 4 (and the bound and limit messages, which the contract leaves to the site's wording). */
const TEXTS = {
  zh: {
    nameEmpty: '姓名不能为空',
    phoneEmpty: '电话/手机不能为空',
    emailEmpty: '邮箱不能为空',
    emailInvalid: '请输入正确的邮箱地址',
    requirementEmpty: '需求不能为空',
    success: '提交成功，我们将在24小时内与您联系',
    phoneBound: /电话\/手机.*5.*30/,
    tooMany: /提交过于频繁/,
  },
  en: {
    nameEmpty: 'Name cannot be empty',
    phoneEmpty: 'Phone or mobile cannot be empty',
    emailEmpty: 'E-mail cannot be empty',
    emailInvalid: 'Please enter the correct e-mail address',
    requirementEmpty: 'Requirement cannot be empty',
    success: 'Submitted successfully. We will call you back within 24 hours.',
    phoneBound: /Phone or mobile.*5.*30/,
    tooMany: /Too many submissions/,
  },
} as const

const LIMIT = Number(BROWSER_CONTACT_RATE_LIMIT.split('/')[0])
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

async function fill(page: Page, lang: Lang, values: Partial<Record<'name' | 'phone' | 'email' | 'requirement', string>>) {
  for (const [field, value] of Object.entries(values)) {
    await form(page)
      .getByLabel(LABELS[lang][field as keyof (typeof LABELS)[Lang]])
      .fill(value)
  }
}

const submit = (page: Page, lang: Lang) => page.getByRole('button', { name: LABELS[lang].submit }).click()

/** Uses up this address's contact slots through the API, as a visitor who already sent the limit would have. */
async function useUpSlots(page: Page, address: string, lang: Lang) {
  for (let i = 0; i < LIMIT; i++) {
    const res = await page.request.post('client/contact/submit', {
      headers: { 'x-forwarded-for': address },
      data: {
        name: `Limit ${i}`,
        phone: '13800000000',
        email: `limit-${stamp()}-${i}@example.com`,
        requirement: 'rate limit test',
        language: lang,
      },
    })
    expect(res.status(), `submission ${i + 1} of ${LIMIT}`).toBe(200)
  }
}

for (const lang of LANGS) {
  const t = TEXTS[lang]

  test.describe(`${lang}, with JavaScript`, () => {
    test('each rule shows its message beside the field, then the success text', async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress() })
      await gotoReady(page, inLang(lang, '/contact'))
      await submit(page, lang)
      for (const text of [t.nameEmpty, t.phoneEmpty, t.emailEmpty, t.requirementEmpty])
        await expect(form(page).getByText(text)).toBeVisible()
      await expect(form(page).getByLabel(LABELS[lang].name)).toBeFocused()
      await expect(form(page).getByLabel(LABELS[lang].name)).toHaveAttribute('aria-invalid', 'true')
      // The message is tied to its field for assistive technology.
      await expect(form(page).getByLabel(LABELS[lang].phone)).toHaveAccessibleDescription(t.phoneEmpty)

      // Spaces only are empty too (the spec's rule).
      await fill(page, lang, { name: 'Playwright', phone: 'abc', email: 'not-an-address', requirement: '   ' })
      await submit(page, lang)
      await expect(form(page).getByText(t.emailInvalid)).toBeVisible()
      await expect(form(page).getByText(t.phoneBound)).toBeVisible()
      await expect(form(page).getByText(t.requirementEmpty)).toBeVisible()
      await expect(form(page).getByText(t.nameEmpty)).toHaveCount(0)

      await fill(page, lang, { phone: '010-12345678', email: `pw-${stamp()}@example.com`, requirement: `A browser test (${lang}).` })
      const sent = page.waitForRequest((r) => r.url().includes('/client/contact/submit') && r.method() === 'POST')
      await submit(page, lang)
      expect((await sent).postDataJSON()).toMatchObject({ name: 'Playwright', language: lang })
      await expect(page.getByRole('status')).toHaveText(t.success)
      await expect(form(page).getByLabel(LABELS[lang].name)).toHaveValue('')
    })

    test(`over the limit the server answers 429 and the form says so in ${lang}`, async ({ page }) => {
      const address = visitorAddress()
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': address })
      await useUpSlots(page, address, lang)
      await gotoReady(page, inLang(lang, '/contact'))
      await fill(page, lang, { name: 'Limit', phone: '13800000000', email: `limit-${stamp()}@example.com`, requirement: 'one too many' })
      const answer = page.waitForResponse((r) => r.url().includes('/client/contact/submit') && r.request().method() === 'POST')
      await submit(page, lang)
      const res = await answer
      expect(res.status()).toBe(429)
      expect(await res.json()).toMatchObject({ code: 429, msg: expect.stringMatching(t.tooMany) })
      await expect(page.getByRole('status')).toHaveText(t.tooMany)
      // What was typed is kept, to send later.
      await expect(form(page).getByLabel(LABELS[lang].name)).toHaveValue('Limit')
    })
  })

  test.describe(`${lang}, without JavaScript`, () => {
    test.use({ javaScriptEnabled: false })

    test('the form posts, comes back with the messages, and then with the success text', async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress() })
      await page.goto(inLang(lang, '/contact'))
      await submit(page, lang)
      for (const text of [t.nameEmpty, t.phoneEmpty, t.emailEmpty, t.requirementEmpty])
        await expect(form(page).getByText(text)).toBeVisible()

      await fill(page, lang, { name: '无脚本 no-JS', email: 'nobody@invalid' })
      await submit(page, lang)
      await expect(form(page).getByText(t.emailInvalid)).toBeVisible()
      await expect(form(page).getByText(t.phoneEmpty)).toBeVisible()
      // What was typed is kept.
      await expect(form(page).getByLabel(LABELS[lang].name)).toHaveValue('无脚本 no-JS')

      await fill(page, lang, { phone: '13800000000', email: `nojs-${stamp()}@example.com`, requirement: `无脚本提交测试 (${lang})` })
      await submit(page, lang)
      await expect(form(page).getByText(t.success)).toBeVisible()
    })

    test(`over the limit the page says so in ${lang}`, async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress() })
      await page.goto(inLang(lang, '/contact'))
      for (let i = 0; i < LIMIT; i++) {
        await fill(page, lang, {
          name: `Limit ${i}`,
          phone: '13800000000',
          email: `limit-${stamp()}-${i}@example.com`,
          requirement: 'rate limit test',
        })
        await submit(page, lang)
        await expect(form(page).getByText(t.success), `submission ${i + 1} of ${LIMIT}`).toBeVisible()
      }
      await fill(page, lang, { name: 'Limit', phone: '13800000000', email: `limit-${stamp()}@example.com`, requirement: 'one too many' })
      await submit(page, lang)
      await expect(form(page).getByText(t.tooMany)).toBeVisible()
      await expect(form(page).getByText(t.success)).toHaveCount(0)
    })
  })
}

test('a submission appears in the admin’s leads list, its phone masked', async ({ page }) => {
  const email = process.env.ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD
  test.skip(!email || !password, 'ADMIN_EMAIL and ADMIN_PASSWORD are set by scripts/test-all.sh')
  const name = `线索 ${stamp()}`
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress() })
  await gotoReady(page, '/contact')
  await fill(page, 'zh', { name, phone: '13812345678', email: `lead-${stamp()}@example.com`, requirement: '请联系我，浏览器测试。' })
  await submit(page, 'zh')
  await expect(page.getByRole('status')).toHaveText(TEXTS.zh.success)

  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email!)
  await page.locator('#field-password').fill(password!)
  await page.locator('form button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))
  await page.goto(`/admin/collections/contact-submissions?search=${encodeURIComponent(name)}`)
  const row = page.locator('table tbody tr', { hasText: name })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('138****5678')
  await expect(row).not.toContainText('13812345678')
})
