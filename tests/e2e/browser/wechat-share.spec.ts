/**
 * A page shared from WeChat's own browser carries the page's card (issue 62, item 4): the browser tests' server has an
 * official account configured (playwright.config.ts) whose API is a local WeChat (tests/support/mock-wechat.ts).
 * WeChat's browser is stood in for by its user agent and a recording `WeixinJSBridge`, the native object WeChat puts
 * in every page: the JS-SDK's configuration must carry a signature WeChat would accept for the page's address (checked
 * here against the ticket the local WeChat gave), and the card the page's title, description, address and square
 * image, again after a navigation on the client (on iOS signed for the address the page was opened at, as WeChat on
 * iOS checks). Outside WeChat nothing of it is loaded or asked, and no page asks another host.
 */
import crypto from 'node:crypto'

import { type Browser, expect, type Page, test } from '@playwright/test'

import { MOCK_APP_ID, type MockWechat, startMockWechat } from '../../support/mock-wechat'
import { gotoReady, WECHAT_API_PORT } from './support/site'

test.describe.configure({ mode: 'serial' })

const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.0.0 Mobile Safari/537.36 XWEB/1300259 MMWEBSDK/20241103 MMWEBID/1234 MicroMessenger/8.0.55.2780(0x28003737) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64'
const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.54(0x18003633) NetType/WIFI Language/zh_CN'

type BridgeCall = { name: string; params: Record<string, unknown> }

let wechat: MockWechat

test.beforeAll(async () => {
  wechat = await startMockWechat({ port: WECHAT_API_PORT })
})

test.afterAll(async () => {
  await wechat?.close()
})

/** A page in "WeChat": its user agent, and a WeixinJSBridge that records each call and answers it as done. */
async function wechatPage(browser: Browser, userAgent: string): Promise<Page> {
  const context = await browser.newContext({ userAgent, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  await context.addInitScript(() => {
    const calls: { name: string; params: unknown }[] = []
    Object.assign(window, {
      __bridgeCalls: calls,
      WeixinJSBridge: {
        invoke(name: string, params: unknown, callback?: (answer: { errMsg: string }) => void) {
          calls.push({ name, params: JSON.parse(JSON.stringify(params ?? {})) })
          // The network type is asked only for the SDK's own report to WeChat: left unanswered, as by an old client.
          if (name !== 'getNetworkType') callback?.({ errMsg: `${name}:ok` })
        },
        on() {},
      },
    })
  })
  return context.newPage()
}

const bridgeCalls = (page: Page) => page.evaluate(() => (window as unknown as { __bridgeCalls: BridgeCall[] }).__bridgeCalls)

async function lastCall(page: Page, name: string, match: (params: Record<string, unknown>) => boolean = () => true) {
  let found: BridgeCall | undefined
  await expect
    .poll(async () => {
      found = (await bridgeCalls(page)).filter((call) => call.name === name && match(call.params)).at(-1)
      return !!found
    })
    .toBe(true)
  return found!.params
}

/** The card the page's head describes: Open Graph title and description, and the square image. */
async function headCard(page: Page) {
  return page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content ?? ''
    const images = [...document.head.querySelectorAll<HTMLMetaElement>('meta[property="og:image"]')].map((m) => m.content)
    return { title: content('meta[property="og:title"]'), desc: content('meta[property="og:description"]'), images }
  })
}

function signatureFor(ticket: string, config: Record<string, unknown>, url: string): string {
  const text = `jsapi_ticket=${ticket}&noncestr=${config.verifyNonceStr}&timestamp=${config.verifyTimestamp}&url=${url}`
  return crypto.createHash('sha1').update(text).digest('hex')
}

test('in WeChat on Android a page sets its own card, signed for its address, and again after a navigation', async ({ browser }) => {
  const page = await wechatPage(browser, ANDROID_WECHAT)
  await gotoReady(page, 'airoad')
  const config = await lastCall(page, 'preVerifyJSAPI')
  expect(config.verifyAppId).toBe(MOCK_APP_ID)
  expect(config.verifyJsApiList).toEqual(['updateAppMessageShareData', 'updateTimelineShareData'])
  expect(config.verifySignature).toBe(signatureFor(wechat.tickets.at(-1)!, config, page.url()))

  const card = await headCard(page)
  expect(card.title).toContain('AIRoad')
  const square = card.images.find((url) => url.endsWith('/share-square.png'))
  expect(square).toBeTruthy()
  const chat = await lastCall(page, 'updateAppMessageShareData')
  expect(chat).toMatchObject({ title: card.title, desc: card.desc, link: page.url(), imgUrl: square })
  expect(await lastCall(page, 'updateTimelineShareData')).toMatchObject({ title: card.title, link: page.url(), imgUrl: square })

  // A link followed on the client (no new document): a configuration for the new address, and its card.
  const first = page.url()
  await page.locator('header a[href$="/pc_index"]').first().click()
  await expect(page).not.toHaveURL(first)
  await expect.poll(async () => (await headCard(page)).title).not.toBe(card.title)
  const home = await headCard(page)
  const homeConfig = await lastCall(page, 'preVerifyJSAPI', (params) => params.verifySignature !== config.verifySignature)
  expect(homeConfig.verifySignature).toBe(signatureFor(wechat.tickets.at(-1)!, homeConfig, page.url()))
  await lastCall(page, 'updateAppMessageShareData', (params) => params.link === page.url() && params.title === home.title)
  // One ticket from WeChat for both pages.
  expect(wechat.calls).toEqual({ token: 1, ticket: 1 })
  await page.context().close()
})

test('in WeChat on iPhone the configuration stays signed for the address the page was opened at', async ({ browser }) => {
  const page = await wechatPage(browser, IPHONE_WECHAT)
  await gotoReady(page, 'en/airoad')
  const opened = page.url()
  const config = await lastCall(page, 'preVerifyJSAPI')
  expect(config.verifySignature).toBe(signatureFor(wechat.tickets.at(-1)!, config, opened))
  await page.locator('header a[href$="/en/pc_index"]').first().click()
  await expect(page).not.toHaveURL(opened)
  const home = page.url()
  await lastCall(page, 'updateAppMessageShareData', (params) => params.link === home)
  expect((await bridgeCalls(page)).filter((call) => call.name === 'preVerifyJSAPI')).toHaveLength(1)
  await page.context().close()
})

test('outside WeChat nothing of it is loaded or asked, and no page asks another host', async ({ browser, baseURL }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const asked: string[] = []
  page.on('request', (request) => asked.push(request.url()))
  await gotoReady(page, 'airoad')
  await page.locator('header a[href$="/pc_index"]').first().click()
  await page.waitForLoadState('networkidle')
  expect(asked.filter((url) => url.includes('/wechat-share'))).toEqual([])
  expect(await page.evaluate(() => 'jWeixin' in window || 'wx' in window)).toBe(false)
  const own = new URL(baseURL!).origin
  expect(asked.filter((url) => !url.startsWith(own) && !url.startsWith('data:'))).toEqual([])
  await context.close()
})

test("the endpoint signs only the site's own pages, in the visitor's language", async ({ request, baseURL }) => {
  const foreign = await request.get(`wechat-share?url=${encodeURIComponent('https://evil.example/airoad')}`)
  expect(foreign.status()).toBe(400)
  expect(await foreign.json()).toEqual({ error: '只能为本站的页面生成微信分享配置。' })
  const english = await request.get(`wechat-share?lang=en&url=${encodeURIComponent('https://evil.example/airoad')}`)
  expect(await english.json()).toEqual({ error: 'Only pages of this site can get a WeChat share configuration.' })
  const own = await request.get(`wechat-share?url=${encodeURIComponent(`${baseURL}/airoad`)}`)
  expect(own.status()).toBe(200)
})
