/**
 * `/llms.txt` and `/en/llms.txt` (src/content/llms-txt.ts), on SQLite and PostgreSQL: each parses as the llms.txt
 * proposal's shape (H1, summary blockquote, H2 link lists), lists exactly the published pages of each language that
 * the sitemap lists for it (a page published in Chinese only is in `/llms.txt`, not in `/en/llms.txt`; a draft is in
 * neither), and gives each download with its version and SHA-256. The routes answer as text, and 404 for a language
 * whose llms.txt is at the root.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as languageLlms } from '@/app/(site)/[locale]/llms.txt/route'
import { GET as rootLlms } from '@/app/llms.txt/route'
import { llmsTxt } from '@/content/llms-txt'
import { getPayloadClient } from '@/content/payload'
import { listSitemapChildren, readSitemapChild } from '@/content/sitemap'
import { env } from '@/env'
import { type Locale, LOCALES } from '@/i18n/locales'
import { absoluteUrl } from '@/lib/seo'
import { createBilingual } from '@/seed/bilingual'

let payload: Payload
const stamp = Date.now().toString(36)
const made: number[] = []

type Parsed = { title: string; summary: string; sections: Map<string, Array<{ title: string; url: string; note: string }>> }

/** A reader of the proposal's format: refuses any line that is not one of its parts. */
function parse(text: string): Parsed {
  const lines = text.split('\n')
  expect(lines[0]).toMatch(/^# \S/)
  const parsed: Parsed = { title: lines[0].slice(2), summary: '', sections: new Map() }
  let section: Array<{ title: string; url: string; note: string }> | null = null
  for (const line of lines.slice(1)) {
    if (line === '') continue
    if (line.startsWith('> ')) {
      expect(section, 'the summary comes before the sections').toBeNull()
      parsed.summary = line.slice(2)
    } else if (line.startsWith('## ')) {
      section = []
      parsed.sections.set(line.slice(3), section)
    } else if (line.startsWith('- ')) {
      const link = /^- \[((?:[^\]\\]|\\.)+)\]\(([^)\s]+)\)(?:: (.+))?$/.exec(line)
      expect(link, line).not.toBeNull()
      expect(section, `${line} is in a section`).not.toBeNull()
      section!.push({ title: link![1], url: link![2], note: link![3] ?? '' })
    } else {
      expect(section, `a paragraph (${line}) comes before the sections`).toBeNull()
    }
  }
  return parsed
}

/** The addresses the sitemap lists in a language, written as the sitemap writes them. */
async function sitemapUrls(locale: Locale): Promise<Set<string>> {
  const site = { origin: env.serverUrl.replace(/\/+$/, ''), basePath: env.basePath }
  const urls = new Set<string>()
  for (const child of await listSitemapChildren()) {
    for (const entry of (await readSitemapChild(child)) ?? [])
      if (entry.paths[locale]) urls.add(absoluteUrl(site, locale, entry.paths[locale]))
  }
  return urls
}

beforeAll(async () => {
  payload = await getPayloadClient()
  made.push(
    await createBilingual(payload, 'pages', {
      shared: { slug: `llmsboth${stamp}`, category: 'product' },
      zh: { title: `两种语言的产品 ${stamp}`, summary: '中文摘要' },
      en: { title: `Product in both ${stamp}`, summary: 'English summary' },
    }),
    await createBilingual(payload, 'pages', {
      shared: { slug: `llmszh${stamp}`, category: 'solution' },
      zh: { title: `只有中文的方案 ${stamp}` },
      en: null,
    }),
    await createBilingual(payload, 'pages', {
      status: 'draft',
      shared: { slug: `llmsdraft${stamp}`, category: 'case' },
      zh: { title: `草稿案例 ${stamp}` },
      en: { title: `Draft case ${stamp}` },
    }),
  )
}, 60_000)

afterAll(async () => {
  for (const id of made) await payload.delete({ collection: 'pages', id, overrideAccess: true })
})

describe('llms.txt', () => {
  it('has the proposal’s shape in each language and lists what the sitemap lists, published only', async () => {
    for (const locale of LOCALES) {
      const parsed = parse(await llmsTxt(locale))
      expect(parsed.title.length).toBeGreaterThan(0)
      const pageLinks = [...parsed.sections.values()].flat().filter((l) => !l.url.includes('/download/file/'))
      const inSitemap = await sitemapUrls(locale)
      const listed = pageLinks.map((l) => l.url).filter((u) => !u.endsWith('/contact') && !u.includes('/information?'))
      expect(listed.length).toBeGreaterThan(0)
      expect(
        listed.filter((p) => !inSitemap.has(p)),
        locale,
      ).toEqual([])
      const text = pageLinks.map((l) => l.title).join('\n')
      expect(text).not.toContain(`草稿案例 ${stamp}`)
      expect(text).not.toContain(`Draft case ${stamp}`)
    }
    const zh = await llmsTxt(LOCALES[0])
    expect(zh).toContain(`只有中文的方案 ${stamp}`)
    expect(zh).toContain(`[两种语言的产品 ${stamp}]`)
    const en = await llmsTxt(LOCALES.find((l) => l !== LOCALES[0])!)
    expect(en).toContain(`[Product in both ${stamp}](`)
    expect(en).not.toContain(`llmszh${stamp}`)
  })

  it('gives each download with its version and SHA-256 as the download page does', async () => {
    const software = await payload.find({ collection: 'software', where: { _status: { equals: 'published' } }, depth: 1, limit: 100 })
    const parsed = parse(await llmsTxt(LOCALES[0]))
    const downloads = [...parsed.sections.values()].flat().filter((l) => l.url.includes('/download/file/'))
    for (const link of downloads) {
      const id = Number(/\/download\/file\/(\d+)$/.exec(link.url)?.[1])
      const doc = software.docs.find((d) => d.id === id)
      expect(doc, link.url).toBeDefined()
      expect(link.title).toContain(doc!.version)
    }
    for (const link of downloads.filter((l) => l.note.includes('SHA-256'))) expect(link.note).toMatch(/SHA-256 [0-9a-f]{64}/)
  })

  it('answers as text at /llms.txt and /en/llms.txt; the default language has no prefixed copy', async () => {
    const root = await rootLlms()
    expect(root.status).toBe(200)
    expect(root.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await root.text()).toBe(await llmsTxt(LOCALES[0]))
    const [first, second] = LOCALES
    const answer = (locale: string) => languageLlms(new Request('http://site/x'), { params: Promise.resolve({ locale }) })
    expect((await answer(second)).status).toBe(200)
    expect((await answer(first)).status).toBe(404)
    expect((await answer('xx')).status).toBe(404)
  })
})
