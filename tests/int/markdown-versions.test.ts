/**
 * The Markdown versions of pages and news items (src/content/markdown.ts), on SQLite and PostgreSQL: the same
 * published content in the same language as the page (its blocks' texts in order, a specification table, the case's
 * facts, links to the site's pages in that language), none for a language version that is not published or for a
 * draft, and the address of the page each repeats.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type MarkdownLabels, newsMarkdown, pageMarkdown } from '@/content/markdown'
import { getPayloadClient } from '@/content/payload'
import { env } from '@/env'
import { createBilingual } from '@/seed/bilingual'
import { rich } from '@/seed/demo/richtext'

let payload: Payload
const stamp = Date.now().toString(36)
const made: { collection: 'pages' | 'news'; id: number }[] = []
const id: Record<string, number> = {}
const origin = env.serverUrl.replace(/\/+$/, '')

const LABELS: Record<'zh' | 'en', MarkdownLabels> = {
  zh: {
    webPage: '网页版',
    published: '发布时间',
    caseFacts: {
      heading: '项目概况',
      client: '客户',
      clientType: '客户类型',
      location: '项目地点',
      scale: '项目规模',
      year: '年份',
      results: '项目成果',
    },
    specifications: { item: '项目', value: '参数' },
  },
  en: {
    webPage: 'Web page',
    published: 'Published',
    caseFacts: {
      heading: 'Project facts',
      client: 'Client',
      clientType: 'Client type',
      location: 'Location',
      scale: 'Scale',
      year: 'Year',
      results: 'Results',
    },
    specifications: { item: 'Item', value: 'Value' },
  },
}

function layout(language: 'zh' | 'en') {
  const zh = language === 'zh'
  return [
    {
      blockType: 'richText',
      heading: zh ? '概述' : 'Overview',
      content: rich([zh ? '正文 **重点** 段落。' : 'Body with **stress**.', zh ? '- 第一项' : '- First item']),
    },
    {
      blockType: 'specifications',
      heading: zh ? '配置' : 'Requirements',
      rows: [{ name: zh ? '系统' : 'System', value: 'Windows 10 | 11' }],
    },
    {
      blockType: 'caseFacts',
      clientType: zh ? '设计院' : 'Design institute',
      location: zh ? '四川' : 'Sichuan',
      scale: '12 km',
      year: '2025',
      results: [{ text: zh ? '工期缩短' : 'Shorter schedule' }],
    },
    {
      blockType: 'callToAction',
      heading: zh ? '联系我们' : 'Talk to us',
      links: [{ label: zh ? '申请试用' : 'Request a trial', href: '/contact?type=trial' }],
    },
  ]
}

beforeAll(async () => {
  payload = await getPayloadClient()
  const page = async (key: string, options: { en: boolean; draft?: boolean }) => {
    id[key] = await createBilingual(payload, 'pages', {
      status: options.draft ? 'draft' : 'published',
      shared: { slug: `md${key}${stamp}`, category: 'case' },
      zh: { title: `页面 ${key}`, summary: `摘要 ${key}`, hero: { heading: '一天出多稿', text: '导语。' }, layout: layout('zh') },
      en: options.en ? { title: `Page ${key}`, summary: `Summary ${key}`, layout: layout('en') } : null,
    })
    made.push({ collection: 'pages', id: id[key] })
  }
  await page('both', { en: true })
  await page('zhonly', { en: false })
  await page('draft', { en: true, draft: true })
  id.news = await createBilingual(payload, 'news', {
    shared: { class: 'company', publishedAt: '2026-03-01T02:00:00.000Z' },
    zh: { title: `新闻 ${stamp}`, synopsis: '新闻摘要', content: rich(['## 小标题', '新闻正文。']) },
    en: null,
  })
  made.push({ collection: 'news', id: id.news })
}, 60_000)

afterAll(async () => {
  for (const doc of made) await payload.delete({ collection: doc.collection, id: doc.id, overrideAccess: true })
})

describe('Markdown versions', () => {
  it("of a page: its title, summary and blocks in order, in each language, with the page's address", async () => {
    const zh = await pageMarkdown('zh', `mdboth${stamp}`, LABELS.zh)
    expect(zh?.address).toBe(`${origin}/mdboth${stamp}`)
    const text = zh!.markdown
    expect(
      text.startsWith(
        `# 页面 both\n\n> 摘要 both\n\n**一天出多稿**\n\n导语。\n\n## 概述\n\n正文 **重点** 段落。\n\n-   第一项\n\n## 配置\n\n`,
      ),
    ).toBe(true)
    expect(text).toContain('| 项目 | 参数 |\n| --- | --- |\n| 系统 | Windows 10 \\| 11 |\n')
    expect(text).toContain(
      '## 项目概况\n\n-   **客户类型**: 设计院\n-   **项目地点**: 四川\n-   **项目规模**: 12 km\n-   **年份**: 2025\n\n### 项目成果\n\n-   工期缩短\n',
    )
    expect(text).toContain(`## 联系我们\n\n-   [申请试用](${origin}/contact?type=trial)\n`)
    expect(text.endsWith(`* * *\n\n网页版: [${origin}/mdboth${stamp}](${origin}/mdboth${stamp})\n`)).toBe(true)

    const en = await pageMarkdown('en', `mdboth${stamp}`, LABELS.en)
    expect(en?.address).toBe(`${origin}/en/mdboth${stamp}`)
    expect(en!.markdown).toContain('# Page both\n\n> Summary both\n\n## Overview\n\nBody with **stress**.')
    expect(en!.markdown).toContain(`[Request a trial](${origin}/en/contact?type=trial)`)
    expect(en!.markdown).not.toMatch(/[\u4e00-\u9fff]/)
  })

  it('of nothing unpublished: a language version not published, a draft, an unknown page', async () => {
    expect(await pageMarkdown('zh', `mdzhonly${stamp}`, LABELS.zh)).not.toBeNull()
    expect(await pageMarkdown('en', `mdzhonly${stamp}`, LABELS.en)).toBeNull()
    expect(await pageMarkdown('zh', `mddraft${stamp}`, LABELS.zh)).toBeNull()
    expect(await pageMarkdown('zh', `mdnone${stamp}`, LABELS.zh)).toBeNull()
  })

  it("of a news item: title, date, synopsis and body, in the news item's languages only", async () => {
    const zh = await newsMarkdown('zh', id.news, LABELS.zh)
    expect(zh?.address).toBe(`${origin}/newsDetail?type=information&id=${id.news}`)
    expect(zh!.markdown).toMatch(new RegExp(`^# 新闻 ${stamp}\\n\\n发布时间: 2026-03-01 10:00(:00)?\\n\\n> 新闻摘要\\n\\n`))
    expect(zh!.markdown).toContain('## 小标题\n\n新闻正文。\n')
    expect(await newsMarkdown('en', id.news, LABELS.en)).toBeNull()
  })
})
