/** Help documents (spec section 2): chapters with a sidebar and anchors; `language` picks the document's language. */
import { type APIRequestContext, expect, test } from '@playwright/test'

/** A software whose help document exists in both languages. */
async function bilingualAlias(request: APIRequestContext): Promise<string> {
  const software = (await (await request.get('client/software/softwareList?language=zh')).json()).data as { alias: string }[]
  for (const s of software) {
    const zh = await request.get(`client/software/helpDocument?soft=${s.alias}&language=zh`)
    const en = await request.get(`client/software/helpDocument?soft=${s.alias}&language=en`)
    if (zh.ok() && en.ok()) return s.alias
  }
  throw new Error('no software has a help document in both languages')
}

test('the language switch changes the document language and keeps the page language', async ({ page, request }) => {
  const alias = await bilingualAlias(request)
  const zhDoc = (await (await request.get(`client/software/helpDocument?soft=${alias}&language=zh`)).json()).data
  const enDoc = (await (await request.get(`client/software/helpDocument?soft=${alias}&language=en`)).json()).data

  await page.goto(`helpDocuments?soft=${alias}&language=zh`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page.locator('main article')).toHaveAttribute('lang', 'zh-CN')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zhDoc.title)

  const switcher = page.getByRole('navigation', { name: '文档语言' })
  await expect(switcher.getByRole('link', { name: '中文' })).toHaveAttribute('aria-current', 'page')
  await switcher.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(new RegExp(`helpDocuments\\?soft=${alias}&language=en$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enDoc.title)
  await expect(page.locator('main article')).toHaveAttribute('lang', 'en')
  // The page around the document stays Chinese.
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page.getByRole('navigation', { name: '文档语言' }).getByRole('link', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('the sidebar lists the chapters and its links jump to their anchors', async ({ page, request }) => {
  const alias = await bilingualAlias(request)
  const doc = (await (await request.get(`client/software/helpDocument?soft=${alias}&language=en`)).json()).data
  await page.setViewportSize({ width: 1280, height: 600 })
  await page.goto(`en/helpDocuments?soft=${alias}&language=en`)
  const contents = page.getByRole('navigation', { name: 'Contents' })
  await expect(contents.getByRole('link')).toHaveCount(doc.chapters.length)
  const lastChapter = doc.chapters[doc.chapters.length - 1]
  await contents.getByRole('link', { name: lastChapter.title }).click()
  await expect(page).toHaveURL(new RegExp(`#${lastChapter.anchor}$`))
  await expect(page.locator(`#${lastChapter.anchor}`)).toBeInViewport()
  await expect(page.getByRole('heading', { level: 2, name: lastChapter.title })).toBeVisible()
})

test('a document missing in the chosen language shows the other one, with a notice and its canonical address', async ({
  page,
  request,
}) => {
  const email = process.env.ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD
  test.skip(!email || !password, 'ADMIN_EMAIL and ADMIN_PASSWORD are set by scripts/test-all.sh')
  // The case is made here: a software whose help document is written in Chinese only (the demo has every
  // document in both languages), removed again at the end.
  const login = await request.post('api/users/login', { data: { email, password } })
  expect(login.ok()).toBe(true)
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const alias = `zhonly${Date.now().toString(36)}`
  const software = await request.post('api/software?locale=zh', {
    headers,
    data: { alias, name: '仅中文帮助的软件', version: '1.0.0', releasedAt: '2026-01-05T00:00:00.000Z', _status: 'published' },
  })
  expect(software.ok(), await software.text()).toBe(true)
  const softwareId = (await software.json()).doc.id
  try {
    const doc = await request.post('api/help-documents?locale=zh', {
      headers,
      data: { software: softwareId, title: '仅有中文的帮助文档', chapters: [{ title: '安装' }], _status: 'published' },
    })
    expect(doc.ok(), await doc.text()).toBe(true)
    expect((await request.get(`client/software/helpDocument?soft=${alias}&language=en`)).ok()).toBe(false)
    expect((await request.get(`client/software/helpDocument?soft=${alias}&language=zh`)).ok()).toBe(true)

    const response = await page.goto(`en/helpDocuments?soft=${alias}&language=en`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('note')).toContainText('not available in the chosen language')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('仅有中文的帮助文档')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      // One canonical address per document and language: the Chinese document's own, wherever it is shown.
      new RegExp(`(?<!/en)/helpDocuments\\?soft=${alias}&language=zh$`),
    )
  } finally {
    // Deleting the software deletes nothing else: its help document goes first.
    const docs = await (await request.get(`api/help-documents?where[software][equals]=${softwareId}&depth=0`, { headers })).json()
    for (const d of docs.docs ?? []) await request.delete(`api/help-documents/${d.id}`, { headers })
    await request.delete(`api/software/${softwareId}`, { headers })
  }
})
