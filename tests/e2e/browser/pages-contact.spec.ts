/** The contact page (contract 1 and 4): messages beside their fields, the success text, with and without JavaScript. */
import { expect, test } from '@playwright/test'

/** The contact form (the footer may name its mailboxes with the same words). */
const form = (page: import('@playwright/test').Page) => page.locator('main form')

const zh = { name: '姓名', phone: '电话/手机', email: '邮箱', requirement: '需求', submit: '提交' }
const en = { name: 'Name', phone: 'Phone or mobile', email: 'E-mail', requirement: 'Requirement', submit: 'Submit' }

test('with JavaScript: each rule shows its message beside the field, and a valid message is stored', async ({ page }) => {
  await page.goto('en/contact')
  await page.getByRole('button', { name: en.submit }).click()
  await expect(page.getByText('Name cannot be empty')).toBeVisible()
  await expect(page.getByText('Phone or mobile cannot be empty')).toBeVisible()
  await expect(page.getByText('E-mail cannot be empty')).toBeVisible()
  await expect(page.getByText('Requirement cannot be empty')).toBeVisible()
  await expect(form(page).getByLabel(en.name)).toBeFocused()
  await expect(form(page).getByLabel(en.name)).toHaveAttribute('aria-invalid', 'true')

  await form(page).getByLabel(en.name).fill('Playwright')
  await form(page).getByLabel(en.phone).fill('010-12345678')
  await form(page).getByLabel(en.email).fill('not-an-address')
  await form(page).getByLabel(en.requirement).fill('A browser test of the contact form.')
  await page.getByRole('button', { name: en.submit }).click()
  await expect(page.getByText('Please enter the correct e-mail address')).toBeVisible()
  await expect(page.getByText('Name cannot be empty')).toHaveCount(0)

  await form(page).getByLabel(en.email).fill(`pw-${Date.now()}@example.com`)
  const sent = page.waitForRequest((r) => r.url().includes('/client/contact/submit') && r.method() === 'POST')
  await page.getByRole('button', { name: en.submit }).click()
  expect((await sent).postDataJSON()).toMatchObject({ name: 'Playwright', language: 'en' })
  await expect(page.getByRole('status')).toHaveText('Submitted successfully. We will call you back within 24 hours.')
  await expect(form(page).getByLabel(en.name)).toHaveValue('')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts, comes back with the messages, and then with the success text', async ({ page }) => {
    await page.goto('contact')
    await form(page).getByLabel(zh.name).fill('无脚本')
    await form(page).getByLabel(zh.email).fill(`nojs-${Date.now()}@example.com`)
    await page.getByRole('button', { name: zh.submit }).click()
    await expect(page.getByText('电话/手机不能为空')).toBeVisible()
    await expect(page.getByText('需求不能为空')).toBeVisible()
    // What was typed is kept.
    await expect(form(page).getByLabel(zh.name)).toHaveValue('无脚本')

    await form(page).getByLabel(zh.phone).fill('13800000000')
    await form(page).getByLabel(zh.requirement).fill('无脚本提交测试')
    await page.getByRole('button', { name: zh.submit }).click()
    await expect(page.getByText('提交成功，我们将在24小时内与您联系')).toBeVisible()
  })
})
