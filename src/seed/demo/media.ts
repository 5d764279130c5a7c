/** Uploads of the demo artwork, each made once per seed (memoised by key) and rendered through the disk cache. */
import type { Payload } from 'payload'
import sharp from 'sharp'

import { type Locale } from '@/i18n/locales'
import { toWebVtt } from '@/lib/webvtt'

import { clipFrame, type ClipKind } from './artwork/compositions'
import { clipMp4, hasCjkFont, qrPng, webp } from './artwork/render'
import { CLIP_CAPTIONS } from './data/captions'
import { limiter } from './limiter'
import { type NarratedTutorial, narratedTutorial, SpeechUnavailable } from './narrated-video'
import { createUpload } from './write'

type File = { data: Buffer; name: string; mimetype: string }

export type Alt = { zh: string; en: string }

const LANGUAGE_NAME_ZH: Record<Locale, string> = { zh: '中文', en: '英文' }

/**
 * Seconds of each product's silent clip, the one video of DEMO_ARTWORK=placeholder (the full demo shows the narrated
 * tutorials of ./narrated-video.ts instead).
 */
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

  /** The narrated tutorials, each made once; one at a time (an ffmpeg run keeps both cores busy). */
  private readonly tutorials = new Map<ClipKind, Promise<NarratedTutorial | null>>()
  private readonly making = limiter(1)

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
    return this.once(key, async () =>
      this.uploadInLanguages(
        { data: await webp(svg('en'), o), name: `${key}.en.webp`, mimetype: 'image/webp' },
        hasCjkFont() ? async () => ({ data: await webp(svg('zh'), o), name: `${key}.zh.webp`, mimetype: 'image/webp' }) : null,
        alt,
      ),
    )
  }

  /**
   * Uploads the English file, then the Chinese one (when there is one) naming it as its version in the other language,
   * and tells the English one of the Chinese. Answers the Chinese one, or the English one alone.
   */
  private async uploadInLanguages(en: File, zh: (() => Promise<File>) | null, alt: Alt): Promise<number> {
    const enId = await createUpload(this.payload, en, alt, { textLanguage: 'en' })
    if (!zh) return enId
    const zhId = await createUpload(this.payload, await zh(), alt, { textLanguage: 'zh', inOtherLanguage: enId })
    await this.payload.update({
      collection: 'media',
      id: enId,
      data: { inOtherLanguage: zhId },
      overrideAccess: true,
      depth: 0,
      disableTransaction: true,
      context: { skipRevalidate: true },
    })
    return zhId
  }

  qr(key: string, value: string, alt: Alt): Promise<number> {
    if (this.placeholder) return this.placeholderImage()
    return this.once(key, async () =>
      createUpload(this.payload, { data: await qrPng(value), name: `${key}.png`, mimetype: 'image/png' }, alt),
    )
  }

  /**
   * A product's narrated tutorial (./narrated-video.ts): on a machine without a CJK font, English only. Null where
   * the speech synthesiser is not installed (`npm install --omit=dev`: espeak-ng is a development dependency): the
   * product then shows its silent clip, as with DEMO_ARTWORK=placeholder but each product its own.
   */
  private tutorial(kind: ClipKind): Promise<NarratedTutorial | null> {
    let made = this.tutorials.get(kind)
    if (!made) {
      made = this.making(() => narratedTutorial(kind, hasCjkFont() ? ['zh', 'en'] : ['en'])).catch((error: unknown) => {
        if (!(error instanceof SpeechUnavailable)) throw error
        if (!this.warnedNoSpeech) this.payload.logger.warn(`${error.message}: the demo videos are the silent clips`)
        this.warnedNoSpeech = true
        return null
      })
      this.tutorials.set(kind, made)
    }
    return made
  }

  private warnedNoSpeech = false

  /** The silent clip of one product (640 x 360, 12 fps, H.264): the video of DEMO_ARTWORK=placeholder. */
  private silentClip(kind: ClipKind, alt: Alt): Promise<number> {
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

  /**
   * The video of one product: its narrated tutorial, 1280 x 720, in both languages (the Chinese one answered, the
   * English one its version in the other language: English pages play it). With DEMO_ARTWORK=placeholder, the first
   * product's silent clip.
   */
  async clip(kind: ClipKind, alt: Alt): Promise<number> {
    if (this.placeholder) return this.silentClip('airoad', alt)
    const made = await this.tutorial(kind)
    if (!made) return this.silentClip(kind, alt)
    const file = (lang: Locale): File => ({
      data: made.videos[lang]!,
      name: `demo-${kind.toLowerCase()}.${lang}.mp4`,
      mimetype: 'video/mp4',
    })
    return this.once(`clip-${kind}`, () => this.uploadInLanguages(file('en'), made.videos.zh ? async () => file('zh') : null, alt))
  }

  /** The poster of one product's video: the tutorial's title card in each language. */
  async poster(kind: ClipKind, alt: Alt): Promise<number> {
    if (this.placeholder) return this.placeholderImage()
    const made = await this.tutorial(kind)
    if (!made) return this.imageInLanguages(`poster-${kind}`, (lang) => clipFrame(kind, 0.62, 960, 540, true, true, lang), alt)
    const file = (lang: Locale): File => ({
      data: made.posters[lang]!,
      name: `poster-${kind.toLowerCase()}.${lang}.webp`,
      mimetype: 'image/webp',
    })
    return this.once(`poster-${kind}`, () => this.uploadInLanguages(file('en'), made.posters.zh ? async () => file('zh') : null, alt))
  }

  /** The length of one product's video in whole seconds (the same in both languages). */
  async seconds(kind: ClipKind): Promise<number> {
    if (this.placeholder) return CLIP_SECONDS.airoad
    const made = await this.tutorial(kind)
    return made ? Math.round(made.seconds) : CLIP_SECONDS[kind]
  }

  /**
   * The WebVTT captions of one product's video in one language, written at seed time: the narration's sentences, timed
   * as spoken (a silent clip's: CLIP_CAPTIONS; null when it has none).
   */
  async captions(kind: ClipKind, locale: Locale): Promise<number | null> {
    const alt = { zh: `${LANGUAGE_NAME_ZH[locale]}字幕：${kind}`, en: `${locale === 'zh' ? 'Chinese' : 'English'} captions: ${kind}` }
    const name = `demo-${kind.toLowerCase()}.${locale}.vtt`
    const made = this.placeholder ? null : await this.tutorial(kind)
    const cues = made ? made.cues[locale] : CLIP_CAPTIONS[kind]?.map((line) => ({ start: line.start, end: line.end, text: line[locale] }))
    if (!cues) return null
    return this.once(`captions-${kind}-${locale}`, async () =>
      createUpload(this.payload, { data: Buffer.from(toWebVtt(cues)), name, mimetype: 'text/vtt' }, alt),
    )
  }

  /** The caption rows of a video or teaching album that shows this clip (empty when it has no captions). */
  async captionRows(kind: ClipKind): Promise<{ language: Locale; file: number }[]> {
    const rows: { language: Locale; file: number }[] = []
    for (const locale of ['zh', 'en'] as const) {
      const file = await this.captions(kind, locale)
      if (file !== null) rows.push({ language: locale, file })
    }
    return rows
  }

  file(key: string, name: string, mimetype: string, data: () => Buffer, alt: Alt): Promise<number> {
    return this.once(key, async () => createUpload(this.payload, { data: data(), name, mimetype }, alt))
  }
}
