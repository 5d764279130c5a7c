/**
 * The demo's media drawn after the site answers (`npm run demo`): the seed uploads placeholders with their real alt
 * texts, language links, captions and lengths; the fill later writes each real file into its placeholder, keeping the
 * media's id (so every document that shows it shows the real file), removes the placeholder's file, and draws
 * nothing a second time.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/content/payload'
import { env } from '@/env'
import type { Media } from '@/payload-types'
import { cacheStats } from '@/seed/demo/artwork/render'
import { MediaBank, PENDING_PREFIX } from '@/seed/demo/media'

const payload = await getPayloadClient()
const stamp = `${process.pid}-${Date.now().toString(36)}`
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-later-cache-'))
process.env.DEMO_ARTWORK_CACHE = cache

afterAll(async () => {
  await payload.delete({ collection: 'media', where: { filename: { like: stamp } }, overrideAccess: true }).catch(() => {})
  fs.rmSync(cache, { recursive: true, force: true })
})

const read = (id: number): Promise<Media> => payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true })
const svg = (fill: string, word: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"><rect width="800" height="450" fill="${fill}"/><text x="40" y="200" font-size="60">${word}</text></svg>`
const alt = { zh: '示意图', en: 'Illustration' }

function queue(bank: MediaBank) {
  return Promise.all([
    bank.image(`plain-${stamp}`, () => svg('#204080', 'plain'), alt),
    bank.imageInLanguages(`words-${stamp}`, (lang) => svg('#208040', lang === 'zh' ? '中文' : 'English'), alt),
  ])
}

describe('demo media drawn later (npm run demo)', () => {
  it('uploads placeholders first, then fills them in place, once', async () => {
    const [plainId, wordsZhId] = await queue(new MediaBank(payload, 'placeholders'))
    const plain = await read(plainId)
    const wordsZh = await read(wordsZhId)
    expect(plain.filename).toBe(`${PENDING_PREFIX}plain-${stamp}.webp`)
    expect(plain.width).toBe(320)
    expect(wordsZh.filename).toBe(`${PENDING_PREFIX}words-${stamp}.zh.webp`)
    expect(wordsZh.textLanguage).toBe('zh')
    const wordsEnId = wordsZh.inOtherLanguage as number
    expect((await read(wordsEnId)).filename).toBe(`${PENDING_PREFIX}words-${stamp}.en.webp`)
    expect((await read(wordsEnId)).inOtherLanguage).toBe(wordsZhId)
    const placeholderFile = path.join(env.mediaDir, plain.filename!)
    expect(fs.existsSync(placeholderFile)).toBe(true)

    const filling = new MediaBank(payload, 'fill')
    expect(await queue(filling)).toEqual([plainId, wordsZhId])
    expect(filling.pending).toBe(3)
    const filled = await read(plainId)
    expect(filled.filename).toBe(`plain-${stamp}.webp`)
    expect(filled.width).toBe(800)
    expect(filled.alt).toBe(alt.zh)
    const onDisk = fs.readFileSync(path.join(env.mediaDir, filled.filename!))
    expect(filled.sha256).toBe(crypto.createHash('sha256').update(onDisk).digest('hex'))
    expect(fs.existsSync(placeholderFile)).toBe(false)
    // The pair keeps its languages and its link, each with its own drawing.
    const zh = await read(wordsZhId)
    const en = await read(wordsEnId)
    expect([zh.filename, en.filename]).toEqual([`words-${stamp}.zh.webp`, `words-${stamp}.en.webp`])
    expect([zh.textLanguage, en.textLanguage, zh.inOtherLanguage, en.inOtherLanguage]).toEqual(['zh', 'en', wordsEnId, wordsZhId])
    expect(zh.sha256).not.toBe(en.sha256)

    // A second fill finds no placeholder and draws nothing.
    const renders = cacheStats.misses + cacheStats.hits
    const again = new MediaBank(payload, 'fill')
    await queue(again)
    expect(again.pending).toBe(0)
    expect(cacheStats.misses + cacheStats.hits).toBe(renders)
    expect((await read(plainId)).filename).toBe(`plain-${stamp}.webp`)
  })

  it('writes real captions and lengths at once, and a placeholder for the video', async () => {
    const bank = new MediaBank(payload, 'placeholders')
    const seconds = await bank.seconds('zhgd')
    expect(seconds).toBeGreaterThan(20)
    const rows = await bank.captionRows('zhgd')
    expect(rows.map((r) => r.language)).toEqual(['zh', 'en'])
    const vtt = await read(rows[1].file)
    expect(vtt.filename).not.toContain(PENDING_PREFIX)
    const text = fs.readFileSync(path.join(env.mediaDir, vtt.filename!), 'utf8')
    expect(text.startsWith('WEBVTT')).toBe(true)
    const video = await read(await bank.clip('zhgd', alt))
    expect(video.filename).toBe(`${PENDING_PREFIX}demo-zhgd.zh.mp4`)
    expect(video.mimeType).toBe('video/mp4')
    for (const id of [video.id, video.inOtherLanguage as number, ...rows.map((r) => r.file)])
      await payload.delete({ collection: 'media', id, overrideAccess: true })
  })
})
