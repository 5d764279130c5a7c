/**
 * Signing in and changing one's password in the admin, as an editor does (Chinese admin): wrong passwords from one
 * address pause that address only — the editor still signs in from another one (the test server trusts one proxy,
 * so X-Forwarded-For names the visitor); changing one's own password asks for the current one and keeps the rule,
 * with the reasons beside the fields; one account signed in on a laptop and a phone at the same moment stays signed
 * in on both (docs/security.md, "One account in several places").
 *
 * The editor account is made with the administrator's login (ADMIN_EMAIL / ADMIN_PASSWORD) through the REST API.
 */
import { type Browser, expect, type Page, type Request, test } from '@playwright/test'

import { adminLogin } from './support/admin'
import { basePath } from './support/site'

test.describe.configure({ mode: 'serial' })

const stamp = Date.now()
const person = { email: `account-${stamp}@example.com`, password: `Account-${stamp}-pass` }
const newPassword = `Changed-${stamp}-pass`
/** Each sign-in and each password save runs PBKDF2 (600,000 rounds) once or twice: slow on a busy machine. */
const SLOW = 30_000
let addresses = 0
/** A browser whose requests come from an address of its own (never the one other tests sign in from). */
async function browserFrom(browser: Browser): Promise<Page> {
  addresses += 1
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${(stamp % 200) + addresses}` } })
  const page = await context.newPage()
  watchFormState(page)
  return page
}

/** The account form's round trips to the server in flight, and when the last one started or ended, per page. */
const formStates = new WeakMap<Page, { inFlight: number; last: number }>()

function watchFormState(page: Page): void {
  const state = { inFlight: 0, last: 0 }
  const isFormState = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/admin/account')
  const started = (r: Request) => {
    if (!isFormState(r)) return
    state.inFlight += 1
    state.last = Date.now()
  }
  const ended = (r: Request) => {
    if (!isFormState(r)) return
    state.inFlight -= 1
    state.last = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  formStates.set(page, state)
}

/** Signs in through the login form; answers the status of the admin's sign-in call. */
async function signIn(page: Page, password: string): Promise<number> {
  await page.goto('admin/login')
  await page.locator('#field-email').fill(person.email)
  await page.locator('#field-password').fill(password)
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/users/login') && r.request().method() === 'POST', { timeout: SLOW }),
    page.getByRole('button', { name: '登录' }).click(),
  ])
  return answer.status()
}

/**
 * Saves the account form once the admin has taken in the last edit: the admin sends each change to the server
 * (a POST to the page, debounced), and a save clicked while such a round trip is pending is dropped. So: wait for
 * the first round trip after the edit and for none to be pending for 400 ms (a slow machine may send a second one
 * for the last keystrokes), then click Save until the admin sends the save itself (`PATCH /api/users/<id>`).
 */
async function saveAfter(page: Page, edit: () => Promise<void>): Promise<void> {
  const formState = page.waitForResponse((r) => r.url().includes('/admin/account') && r.request().method() === 'POST', { timeout: SLOW })
  await edit()
  await formState
  const state = formStates.get(page)!
  await expect.poll(() => state.inFlight === 0 && Date.now() - state.last > 400, { timeout: SLOW }).toBe(true)
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const saved = page
      .waitForRequest((r) => r.method() === 'PATCH' && new URL(r.url()).pathname.includes('/api/users/'), { timeout: 8_000 })
      .then(
        () => true,
        () => false,
      )
    await page.getByRole('button', { name: '保存' }).click()
    if (await saved) return
  }
  throw new Error('the admin sent no save after three clicks on 保存')
}

test.beforeAll(async ({ baseURL }) => {
  const admin = await adminLogin(baseURL!)
  await admin.send('POST', '/api/users', { ...person, role: 'editor', name: '编辑小李' })
})

test('wrong passwords pause the address they come from, not the account', async ({ browser }) => {
  const attacker = await browserFrom(browser)
  for (let i = 0; i < 5; i += 1) {
    expect(await signIn(attacker, `wrong-password-${i}`)).toBe(401)
    await expect(attacker.getByText('提供的电子邮件或密码不正确。').last()).toBeVisible()
  }
  expect(await signIn(attacker, person.password)).toBe(429)
  await expect(attacker.getByText('登录失败次数过多，请 15 分钟后再试。')).toBeVisible()
  await expect(attacker).toHaveURL(/\/admin\/login/)

  const owner = await browserFrom(browser)
  expect(await signIn(owner, person.password)).toBe(200)
  await expect(owner.locator('.nav-group__label', { hasText: '支持与下载' })).toBeVisible({ timeout: SLOW })
})

test('signed in on a laptop and a phone at the same moment, both stay in; signing out on the phone keeps the laptop in', async ({
  browser,
}) => {
  const laptop = await browserFrom(browser)
  const phone = await browserFrom(browser)
  await phone.setViewportSize({ width: 390, height: 844 })
  expect(await Promise.all([signIn(laptop, person.password), signIn(phone, person.password)])).toEqual([200, 200])
  // Asked from the page, as the admin asks: a request with the session cookie counts only from the site's own pages.
  const signedInAs = (page: Page) =>
    page.evaluate(
      async (me) => ((await (await fetch(me)).json()) as { user: { email: string } | null }).user?.email,
      `${basePath}/api/users/me`,
    )
  expect([await signedInAs(laptop), await signedInAs(phone)]).toEqual([person.email, person.email])

  await phone.goto('admin/logout')
  await expect(phone).toHaveURL(/\/admin\/login/, { timeout: SLOW })
  expect([await signedInAs(laptop), await signedInAs(phone)]).toEqual([person.email, undefined])
  await laptop.goto('admin')
  await expect(laptop.locator('.nav-group__label', { hasText: '支持与下载' })).toBeVisible({ timeout: SLOW })
})

test('changing one’s own password needs the current one and a password that keeps the rule', async ({ browser }) => {
  const page = await browserFrom(browser)
  expect(await signIn(page, person.password)).toBe(200)
  await expect(page.locator('.nav-group__label', { hasText: '支持与下载' })).toBeVisible({ timeout: SLOW })
  await page.goto('admin/account')
  await expect(page.getByText('修改自己的密码或邮箱地址时必填')).toBeVisible()
  await page.getByRole('button', { name: '更改密码' }).click()

  await saveAfter(page, async () => {
    await page.locator('#field-password').fill('Too-short')
    await page.locator('#field-confirm-password').fill('Too-short')
  })
  // Both reasons, in the admin's language, in the error message; the current password's beside its field too.
  const reasons = page.getByTestId('field-errors')
  await expect(reasons.getByText('修改密码需要输入当前密码。')).toBeVisible({ timeout: SLOW })
  await expect(reasons.getByText('密码至少需要 12 个字符（当前 9 个）。')).toBeVisible()
  await expect(page.locator('.tooltip-content', { hasText: '修改密码需要输入当前密码。' })).toHaveCount(1)

  // The admin closes the password fields after a failed save: open them again.
  await page.getByRole('button', { name: '更改密码' }).click()
  await saveAfter(page, async () => {
    await page.locator('#field-password').fill(newPassword)
    await page.locator('#field-confirm-password').fill(newPassword)
    await page.locator('#field-currentPassword').fill(person.password)
  })
  await expect(page.getByText('更新成功')).toBeVisible({ timeout: SLOW })

  // The new password signs in; the old one no longer does.
  const signInWith = async (password: string) =>
    (await page.request.post('api/users/login', { data: { email: person.email, password } })).status()
  expect(await signInWith(newPassword)).toBe(200)
  expect(await signInWith(person.password)).toBe(401)
})
