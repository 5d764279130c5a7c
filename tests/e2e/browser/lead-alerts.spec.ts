/**
 * The administrator sets up a DingTalk group alert in the Chinese admin, as docs/editors.md says: pastes the robot's
 * address, its signing secret and keyword, saves, sends a test message (the local robot of this walk checks the
 * signature and the keyword as DingTalk does); the address is then shown masked. A visitor's lead reaches the robot
 * by the jobs queue without phone or e-mail, and the lead's page lists where its alert went. The form fits a
 * 320 px window. DOCS_SCREENSHOTS=1 writes the screenshots of docs/editors.md.
 */
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { leadNumbers, type MockRobot, startMockRobot } from '../../support/mock-robots'
import { adminLogin } from './support/admin'
import { signInInOwnContext } from './support/sign-in'
import { LEAD_ROBOT_PORT, visitorAddress } from './support/site'

test.describe.configure({ mode: 'serial' })

const SECRET = 'SECwalk0123456789abcdefwalk'
const KEYWORD = '新客户'
const stamp = Date.now()
let robot: MockRobot
let channelId = 0

test.beforeAll(async () => {
  robot = await startMockRobot('dingtalk', { secret: SECRET, keyword: KEYWORD, port: LEAD_ROBOT_PORT })
})

test.afterAll(async ({ baseURL }) => {
  const admin = await adminLogin(baseURL!)
  if (channelId) await admin.send('DELETE', `/api/lead-channels/${channelId}`)
  await robot?.close()
})

const administrator = () => ({ email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! })

test('the administrator adds a DingTalk robot, tests it, and a lead reaches the group', async ({ browser }) => {
  test.setTimeout(120_000)
  const page = await signInInOwnContext(browser, administrator(), { width: 1280, height: 900 })
  await page.goto('admin/collections/lead-channels/create')
  await page.locator('#field-name').fill(`销售一部钉钉群 ${stamp}`)
  await page.locator('#field-kind').click()
  await page.locator('.rs__option', { hasText: '钉钉群机器人' }).click()
  await page.locator('#field-webhook').fill(robot.url)
  await page.locator('#field-secret').fill(SECRET)
  await page.locator('#field-keyword').fill(KEYWORD)
  await page.locator('#action-save').click()
  await expect(page).toHaveURL(/\/admin\/collections\/lead-channels\/\d+/)
  channelId = Number(/lead-channels\/(\d+)/.exec(page.url())?.[1])

  // The test message, with the platform's answer.
  await page.getByRole('button', { name: '发送测试消息（用已保存的设置）' }).click()
  await expect(page.locator('p[role="status"]')).toContainText('已发送')
  expect(robot.accepted.at(-1)).toContain('测试消息')
  expect(robot.refused).toEqual({ throttled: 0, signature: 0, keyword: 0, token: 0 })

  // Saved, the address and the secret are shown by their last characters only.
  await page.reload()
  await expect(page.locator('#field-webhook')).toHaveValue(/^•+/)
  await expect(page.locator('#field-secret')).toHaveValue(/^•+walk$/)
  expect(await page.content()).not.toContain('access_token=')
  if (process.env.DOCS_SCREENSHOTS === '1') {
    // The whole form in one window (a full-page shot would lay the sticky save bar over it).
    await page.setViewportSize({ width: 1280, height: 1700 })
    await page.screenshot({ path: path.resolve('docs/images/lead-channel.png') })
    await page.setViewportSize({ width: 1280, height: 900 })
  }

  // A visitor's lead: to the group within the queue's run (every 2 s here, 15 s in production).
  const sent = await page.request.post('client/contact/submit', {
    headers: { 'x-forwarded-for': visitorAddress() },
    data: {
      name: '周工',
      phone: '13700002222',
      email: `walk-${stamp}@example.com`,
      requirement: '想了解 EICAD 的报价。',
      language: 'zh',
      kind: 'quote',
    },
  })
  expect(sent.status()).toBe(200)
  const leadId = ((await sent.json()) as { data: { id: number } }).data.id
  await expect.poll(() => leadNumbers(robot).has(leadId), { timeout: 30_000 }).toBe(true)
  const message = robot.accepted.find((text) => text.includes(`#${leadId}`)) ?? ''
  expect(message.startsWith(KEYWORD)).toBe(true)
  expect(message).toContain('获取报价')
  expect(message).not.toMatch(/13700002222|walk-.*@example\.com|周工/)

  // The lead lists where its alert went.
  await page.goto(`admin/collections/contact-submissions/${leadId}`)
  const alerts = page.locator('.field-type.join')
  // The table names each channel once it is scrolled into view (Payload fetches the titles of what is seen).
  await alerts.scrollIntoViewIfNeeded()
  await expect(alerts).toContainText(`销售一部钉钉群 ${stamp}`)
  await expect(alerts).toContainText('已发送')
  if (process.env.DOCS_SCREENSHOTS === '1') await alerts.screenshot({ path: path.resolve('docs/images/lead-alerts-on-lead.png') })
  await page.context().close()

  // At 320 px the channel's fields and the test button stay inside the window.
  const narrow = await signInInOwnContext(browser, administrator(), { width: 320, height: 800 })
  await narrow.goto(`admin/collections/lead-channels/${channelId}`)
  for (const target of [narrow.locator('#field-webhook'), narrow.getByRole('button', { name: '发送测试消息（用已保存的设置）' })]) {
    await target.scrollIntoViewIfNeeded()
    const box = await target.boundingBox()
    expect(box, 'laid out').not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(320)
  }
  await narrow.context().close()
})
