/** Uploads of the demo artwork, each made once per seed (memoised by key) and rendered through the disk cache. */
import type { Payload } from 'payload'
import sharp from 'sharp'

import { type Locale } from '@/i18n/locales'
import { toWebVtt } from '@/lib/webvtt'

import { clipFrame, type ClipKind } from './artwork/compositions'
import { clipMp4, hasCjkFont, qrPng, webp } from './artwork/render'
import { CLIP_CAPTIONS } from './data/captions'
import { limiter } from './limiter'
import { createUpload } from './write'

export type Alt = { zh: string; en: string }

const LANGUAGE_NAME_ZH: Record<Locale, string> = { zh: '中文', en: '英文' }

/** Seconds of each product clip (kept short; the videos' duration fields are these real lengths). */
export const CLIP_SECONDS: Record<ClipKind, number> = {
  airoad: 8,
  eicad: 7,
  ticad: 8,
  vrRoad: 6,
  Report3D: 9,
  productSzhjsgl: 7,
  zhgd: 6,
  zngc: 8,
}

export class MediaBank {
  private readonly ids = new Map<string, Promise<number>>()
  /**
   * Uploads in flight at once: rendering on a cold cache and Payload's resizing then use both cores.
   * DEMO_UPLOAD_CONCURRENCY overrides the default of 3 (a tuning knob for other machines).
   */
  private readonly run = limiter(Number(process.env.DEMO_UPLOAD_CONCURRENCY) || 3)

  /**
   * DEMO_ARTWORK=placeholder: every picture is one small placeholder image and every clip the first product's, for
   * tests that read the demo's words only (the search relevance test): no artwork is drawn.
   */
  private readonly placeholder = process.env.DEMO_ARTWORK === 'placeholder'

  constructor(private readonly payload: Payload) {}

  private placeholderImage(): Promise<number> {
    return this.once('placeholder-image', async () => {
      const data = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#0B2447' } })
        .webp()
        .toBuffer()
      return createUpload(this.payload, { data, name: 'placeholder.webp', mimetype: 'image/webp' }, { zh: '占位图', en: 'Placeholder' })
    })
  }

  get count(): number {
    return this.ids.size
  }

  private once(key: string, make: () => Promise<number>): Promise<number> {
    let id = this.ids.get(key)
    if (!id) {
      id = this.run(make)
      this.ids.set(key, id)
    }
    return id
  }

  /** An SVG artwork uploaded as WebP. */
  image(key: string, svg: () => string, alt: Alt, o: { width?: number } = {}): Promise<number> {
    if (this.placeholder) return this.placeholderImage()
    return this.once(key, async () => {
      const data = await webp(svg(), o)
      return createUpload(this.payload, { data, name: `${key}.webp`, mimetype: 'image/webp' }, alt)
    })
  }

  /**
   * An artwork with words in it, drawn in both languages: the English one is uploaded first, then the Chinese one
   * naming it as its version in the other language (and the English one is told of the Chinese). Answers the Chinese
   * one, which the content uses: English pages show its English version (src/content/image-language.ts). Without a
   * CJK font on this machine only the English one is made.
   */
  imageInLanguages(key: string, svg: (lang: Locale) => string, alt: Alt, o: { width?: number } = {}): Promise<number> {
    if (this.placeholder) return this.placeholderImage()
    return this.once(key, async () => {
      const en = await createUpload(this.payload, { data: await webp(svg('en'), o), name: `${key}.en.webp`, mimetype: 'image/webp' }, alt, {
        textLanguage: 'en',
      })
      if (!hasCjkFont()) return en
      const zh = await createUpload(this.payload, { data: await webp(svg('zh'), o), name: `${key}.zh.webp`, mimetype: 'image/webp' }, alt, {
        textLanguage: 'zh',
        inOtherLanguage: en,
      })
      await this.payload.update({
        collection: 'media',
        id: en,
        data: { inOtherLanguage: zh },
        overrideAccess: true,
        depth: 0,
        disableTransaction: true,
        context: { skipRevalidate: true },
      })
      return zh
    })
  }

  qr(key: string, value: string, alt: Alt): Promise<number> {
    if (this.placeholder) return this.placeholderImage()
    return this.once(key, async () =>
      createUpload(this.payload, { data: await qrPng(value), name: `${key}.png`, mimetype: 'image/png' }, alt),
    )
  }

  /** The demo clip of one product: 640 x 360, 12 fps, H.264. */
  clip(kind: ClipKind, alt: Alt): Promise<number> {
    if (this.placeholder && kind !== 'airoad') return this.clip('airoad', alt)
    return this.once(`clip-${kind}`, async () => {
      const data = await clipMp4({
        id: kind,
        frame: (t) => clipFrame(kind, t),
        width: 640,
        height: 360,
        fps: 12,
        seconds: CLIP_SECONDS[kind],
      })
      return createUpload(this.payload, { data, name: `demo-${kind.toLowerCase()}.mp4`, mimetype: 'video/mp4' }, alt)
    })
  }

  /** The WebVTT captions of one clip in one language (null when the clip has none), written at seed time. */
  captions(kind: ClipKind, locale: Locale): Promise<number> | null {
    const lines = CLIP_CAPTIONS[kind]
    if (!lines) return null
    return this.once(`captions-${kind}-${locale}`, async () => {
      const data = Buffer.from(toWebVtt(lines.map((line) => ({ start: line.start, end: line.end, text: line[locale] }))))
      const alt = { zh: `${LANGUAGE_NAME_ZH[locale]}字幕：${kind}`, en: `${locale === 'zh' ? 'Chinese' : 'English'} captions: ${kind}` }
      return createUpload(this.payload, { data, name: `demo-${kind.toLowerCase()}.${locale}.vtt`, mimetype: 'text/vtt' }, alt)
    })
  }

  /** The caption rows of a video or teaching album that shows this clip (empty when it has no captions). */
  async captionRows(kind: ClipKind): Promise<{ language: Locale; file: number }[]> {
    const rows: { language: Locale; file: number }[] = []
    for (const locale of ['zh', 'en'] as const) {
      const file = this.captions(kind, locale)
      if (file) rows.push({ language: locale, file: await file })
    }
    return rows
  }

  file(key: string, name: string, mimetype: string, data: () => Buffer, alt: Alt): Promise<number> {
    return this.once(key, async () => createUpload(this.payload, { data: data(), name, mimetype }, alt))
  }
}
