/**
 * Every page of the demo, as a visitor in each language sees it: no picture with words in the other language. Each
 * media file says the language of the words drawn in it (`textLanguage`, empty for pictures without words); every
 * media file a crawled page names (img, srcset, video poster, share card, JSON-LD) is looked up, and a Chinese page
 * may show no English one, an English page no Chinese one. The class covers of news without a cover
 * (`/news-covers/<class>.<language>.webp`) are checked the same way. Needs the built site with the demo content.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest'

import type { Media } from '@/payload-types'

import { loginHeaders, request } from '../support/http'
import { siteCrawl } from './support/crawl'

const base = inject('baseUrl')
type Language = 'zh' | 'en'
/** File name (the original and every generated size) → the language of the words in it ('' when none). */
const languageOfFile = new Map<string, string>()
let pages = new Map<string, string>()

beforeAll(async () => {
  const admin = await loginHeaders(base, process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
  const media = await request<{ docs: Media[] }>(base, '/api/media?pagination=false&depth=0', { headers: admin })
  expect(media.status).toBe(200)
  for (const doc of media.body.docs) {
    const names = [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)]
    for (const name of names) if (name) languageOfFile.set(name, doc.textLanguage ?? '')
  }
  pages = (await siteCrawl(base, inject('crawlCache'))).pages
}, 180_000)

/** The language of a page (its `<html lang>`), and the media files and class covers it names. */
function pictures(html: string): { language: Language; files: string[]; classCovers: string[] } {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? ''
  const files = [...html.matchAll(/\/api\/media\/file\/([^"'\s,?)&\\]+)/g)].map((m) => decodeURIComponent(m[1]))
  const classCovers = [...html.matchAll(/\/news-covers\/[a-z]+\.([a-z-]+)\.webp/g)].map((m) => m[1])
  return { language: lang.startsWith('zh') ? 'zh' : 'en', files, classCovers }
}

describe('pictures with words, in the page language', () => {
  it('no page shows a picture whose words are in the other language', () => {
    expect(pages.size).toBeGreaterThan(100)
    const wrong: string[] = []
    const shown: Record<Language, number> = { zh: 0, en: 0 }
    for (const [path, html] of pages) {
      const { language, files, classCovers } = pictures(html)
      for (const file of files) {
        const words = languageOfFile.get(file)
        if (words === undefined) wrong.push(`${path}: ${file} is no media file`)
        else if (words && words !== language) wrong.push(`${path} (${language}): ${file} has ${words} words`)
        else if (words) shown[language] += 1
      }
      for (const cover of classCovers) if (cover !== language) wrong.push(`${path} (${language}): class cover in ${cover}`)
    }
    expect(wrong).toEqual([])
    // Pictures with words are there to be checked, in both languages: screenshots, covers, posters, logos.
    expect(shown.zh).toBeGreaterThan(100)
    expect(shown.en).toBeGreaterThan(100)
  })

  it('a product page shows its screenshots drawn in its own language', () => {
    for (const [path, language] of [
      ['/airoad', 'zh'],
      ['/en/airoad', 'en'],
    ] as const) {
      const html = pages.get(path)
      expect(html, path).toBeDefined()
      const screenshots = pictures(html!).files.filter((file) => file.startsWith('screen-airoad'))
      expect(screenshots.length, path).toBeGreaterThan(0)
      expect(screenshots.every((file) => languageOfFile.get(file) === language)).toBe(true)
    }
  })
})
