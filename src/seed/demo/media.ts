/** Uploads of the demo artwork, each made once per seed (memoised by key) and rendered through the disk cache. */
import pLimit from 'p-limit'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { env } from '@/env'
import { toWebVtt } from '@/lib/webvtt'

import { clipFrame, type ClipKind } from './artwork/compositions'
import { clipMp4, hasCjkFont, qrPng, webp } from './artwork/render'
import { CLIP_CAPTIONS } from './data/captions'
import type { Lang } from './data/types'
import { type NarratedTutorial, narratedTutorial, SpeechUnavailable, tutorialTiming } from './narrated-video'
import { createUpload } from './write'

/** A file whose bytes are made only when they are needed (not at all for a placeholder). */
type LazyFile = { name: string; mimetype: string; data: () => Promise<Buffer> }

/**
 * When the demo's media are made:
 * - `now`: each file is drawn (or read from the artwork cache) and uploaded as the content is written;
 * - `placeholders` (DEMO_MEDIA=later, the seed of `npm run demo`): each picture and video is uploaded as a small
 *   placeholder named `pending-<name>`, with its real alt texts and links, so that the content is complete at once;
 *   the captions and durations are real (the narration is synthesised, and kept for later);
 * - `fill` (`npm run seed -- --media`, which `npm run demo` runs once the server is up): each placeholder left gets its
 *   real file; the media keep their ids, so every page that shows them shows the real file once its cache is dropped.
 */
export type MediaMode = 'now' | 'placeholders' | 'fill'

/** The prefix of a placeholder's file name. */
export const PENDING_PREFIX = 'pending-'

/** The one frame of the stand-in video: the pale blue of the stand-in pictures. */
const PENDING_FRAME =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#E8EEF5"/></svg>'

export type Alt = { zh: string; en: string }

const LANGUAGE_NAME_ZH: Record<Lang, string> = { zh: '中文', en: '英文' }

/**
 * Seconds of each product's silent clip, the one video of DEMO_ARTWORK=placeholder (the full demo shows the narrated
 * tutorials of ./narrated-video.ts instead).
 */
const CLIP_SECONDS: Record<ClipKind, number> = {
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
  private readonly run = pLimit(env.demoUploadConcurrency)

  /**
   * DEMO_ARTWORK=placeholder: every picture is one small placeholder image and every clip the first product's, for
   * tests that read the demo's words only (the search relevance test): no artwork is drawn.
   */
  private readonly placeholder = env.demoArtworkPlaceholder

  /** The narrated tutorials, each made once; one at a time (an ffmpeg run keeps both cores busy). */
  private readonly tutorials = new Map<ClipKind, Promise<NarratedTutorial | null>>()
  private readonly making = pLimit(1)

  constructor(
    private readonly payload: Payload,
    readonly mode: MediaMode = 'now',
  ) {}

  /** Placeholders made (mode `placeholders`) or filled (mode `fill`). */
  pending = 0

  /** The small stand-in of a placeholder (one of each kind per run). */
  private readonly standIns = new Map<string, Promise<Buffer>>()

  private standIn(mimetype: string): Promise<Buffer> {
    const kind = mimetype === 'video/mp4' ? 'video' : 'image'
    let made = this.standIns.get(kind)
    if (!made) {
      made =
        kind === 'video'
          ? clipMp4({ id: 'pending', frame: () => PENDING_FRAME, width: 320, height: 180, fps: 1, seconds: 1 })
          : sharp({ create: { width: 320, height: 180, channels: 3, background: '#E8EEF5' } })
              .webp()
              .toBuffer()
      this.standIns.set(kind, made)
    }
    return made
  }

  /**
   * Uploads one file as the mode says: drawn now, as a placeholder, or into the placeholder an earlier run left
   * (null when there is none: it was filled before, and nothing is drawn).
   */
  private async put(file: LazyFile, alt: Alt, language: Parameters<typeof createUpload>[3] = null): Promise<number | null> {
    const deferred = file.mimetype.startsWith('image/') || file.mimetype.startsWith('video/')
    if (this.mode === 'now' || (this.mode === 'placeholders' && !deferred))
      return createUpload(this.payload, { name: file.name, mimetype: file.mimetype, data: await file.data() }, alt, language)
    if (this.mode === 'placeholders') {
      this.pending += 1
      const mimetype = standInType(file)
      return createUpload(this.payload, { name: placeholderName(file), mimetype, data: await this.standIn(mimetype) }, alt, language)
    }
    const placeholder = await this.payload.find({
      collection: 'media',
      where: { filename: { equals: placeholderName(file) } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const doc = placeholder.docs[0]
    if (!doc) return null
    const data = await file.data()
    await this.payload.update({
      collection: 'media',
      id: doc.id,
      data: {},
      file: { data, name: file.name, mimetype: file.mimetype, size: data.length },
      overrideAccess: true,
      depth: 0,
      disableTransaction: true,
      context: { skipRevalidate: true },
    })
    this.pending += 1
    return doc.id
  }

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
    return this.once(key, async () =>
      orNone(await this.put({ name: `${key}.webp`, mimetype: 'image/webp', data: () => webp(svg(), o) }, alt)),
    )
  }

  /**
   * An artwork with words in it, drawn in both languages: the English one is uploaded first, then the Chinese one
   * naming it as its version in the other language (and the English one is told of the Chinese). Answers the Chinese
   * one, which the content uses: English pages show its English version (src/content/image-language.ts). Without a
   * CJK font on this machine only the English one is made.
   */
  imageInLanguages(key: string, svg: (lang: Lang) => string, alt: Alt, o: { width?: number } = {}): Promise<number> {
    if (this.placeholder) return this.placeholderImage()
    const file = (lang: Lang): LazyFile => ({ name: `${key}.${lang}.webp`, mimetype: 'image/webp', data: () => webp(svg(lang), o) })
    return this.once(key, () => this.uploadInLanguages(file('en'), hasCjkFont() ? file('zh') : null, alt))
  }

  /**
   * Uploads the English file, then the Chinese one (when there is one) naming it as its version in the other language,
   * and tells the English one of the Chinese. Answers the Chinese one, or the English one alone. (Filling
   * placeholders, the two are already linked: only their files are written.)
   */
  private async uploadInLanguages(en: LazyFile, zh: LazyFile | null, alt: Alt): Promise<number> {
    if (this.mode === 'fill') {
      const [enId, zhId] = await Promise.all([this.put(en, alt), zh ? this.put(zh, alt) : null])
      return orNone(zhId ?? enId)
    }
    const enId = orNone(await this.put(en, alt, { textLanguage: 'en' }))
    if (!zh) return enId
    const zhId = orNone(await this.put(zh, alt, { textLanguage: 'zh', inOtherLanguage: enId }))
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
    return this.once(key, async () => orNone(await this.put({ name: `${key}.png`, mimetype: 'image/png', data: () => qrPng(value) }, alt)))
  }

  /**
   * A product's narrated tutorial (./narrated-video.ts): on a machine without a CJK font, English only. Null where
   * the speech synthesiser is not installed (`npm install --omit=dev`: espeak-ng is a development dependency): the
   * product then shows its silent clip, as with DEMO_ARTWORK=placeholder but each product its own.
   */
  private tutorial(kind: ClipKind): Promise<NarratedTutorial | null> {
    let made = this.tutorials.get(kind)
    if (!made) {
      made = this.making(() => narratedTutorial(kind, hasCjkFont() ? ['zh', 'en'] : ['en'])).catch((error: unknown) => this.noSpeech(error))
      this.tutorials.set(kind, made)
    }
    return made
  }

  /** A tutorial's length and captions: in mode `placeholders` without making its videos. Null without speech. */
  private timing(kind: ClipKind): Promise<Pick<NarratedTutorial, 'seconds' | 'cues'> | null> {
    if (this.mode !== 'placeholders') return this.tutorial(kind)
    let timing = this.timings.get(kind)
    if (!timing) {
      timing = this.making(() => tutorialTiming(kind)).catch((error: unknown) => this.noSpeech(error))
      this.timings.set(kind, timing)
    }
    return timing
  }

  private readonly timings = new Map<ClipKind, Promise<Pick<NarratedTutorial, 'seconds' | 'cues'> | null>>()

  private noSpeech(error: unknown): null {
    if (!(error instanceof SpeechUnavailable)) throw error
    if (!this.warnedNoSpeech) this.payload.logger.warn(`${error.message}: the demo videos are the silent clips`)
    this.warnedNoSpeech = true
    return null
  }

  private warnedNoSpeech = false

  /** The silent clip of one product (640 x 360, 12 fps, H.264): the video of DEMO_ARTWORK=placeholder. */
  private silentClip(kind: ClipKind, alt: Alt): Promise<number> {
    const data = () =>
      clipMp4({ id: kind, frame: (t) => clipFrame(kind, t), width: 640, height: 360, fps: 12, seconds: CLIP_SECONDS[kind] })
    return this.once(`clip-${kind}`, async () =>
      orNone(await this.put({ name: `demo-${kind.toLowerCase()}.mp4`, mimetype: 'video/mp4', data }, alt)),
    )
  }

  /**
   * The video of one product: its narrated tutorial, 1280 x 720, in both languages (the Chinese one answered, the
   * English one its version in the other language: English pages play it). With DEMO_ARTWORK=placeholder, the first
   * product's silent clip.
   */
  async clip(kind: ClipKind, alt: Alt): Promise<number> {
    if (this.placeholder) return this.silentClip('airoad', alt)
    if (!(await this.timing(kind))) return this.silentClip(kind, alt)
    const file = (lang: Lang): LazyFile => ({
      name: `demo-${kind.toLowerCase()}.${lang}.mp4`,
      mimetype: 'video/mp4',
      data: async () => (await this.tutorial(kind))!.videos[lang]!,
    })
    return this.once(`clip-${kind}`, () => this.uploadInLanguages(file('en'), hasCjkFont() ? file('zh') : null, alt))
  }

  /** The poster of one product's video: the tutorial's title card in each language. */
  async poster(kind: ClipKind, alt: Alt): Promise<number> {
    if (this.placeholder) return this.placeholderImage()
    if (!(await this.timing(kind)))
      return this.imageInLanguages(`poster-${kind}`, (lang) => clipFrame(kind, 0.62, 960, 540, true, true, lang), alt)
    const file = (lang: Lang): LazyFile => ({
      name: `poster-${kind.toLowerCase()}.${lang}.webp`,
      mimetype: 'image/webp',
      data: async () => (await this.tutorial(kind))!.posters[lang]!,
    })
    return this.once(`poster-${kind}`, () => this.uploadInLanguages(file('en'), hasCjkFont() ? file('zh') : null, alt))
  }

  /** The length of one product's video in whole seconds (the same in both languages). */
  async seconds(kind: ClipKind): Promise<number> {
    if (this.placeholder) return CLIP_SECONDS.airoad
    const made = await this.timing(kind)
    return made ? Math.round(made.seconds) : CLIP_SECONDS[kind]
  }

  /**
   * The WebVTT captions of one product's video in one language, written at seed time: the narration's sentences, timed
   * as spoken (a silent clip's: CLIP_CAPTIONS; null when it has none).
   */
  async captions(kind: ClipKind, locale: Lang): Promise<number | null> {
    const alt = { zh: `${LANGUAGE_NAME_ZH[locale]}字幕：${kind}`, en: `${locale === 'zh' ? 'Chinese' : 'English'} captions: ${kind}` }
    const name = `demo-${kind.toLowerCase()}.${locale}.vtt`
    const made = this.placeholder ? null : await this.timing(kind)
    const cues = made ? made.cues[locale] : CLIP_CAPTIONS[kind]?.map((line) => ({ start: line.start, end: line.end, text: line[locale] }))
    if (!cues) return null
    return this.once(`captions-${kind}-${locale}`, async () =>
      orNone(await this.put({ name, mimetype: 'text/vtt', data: async () => Buffer.from(toWebVtt(cues)) }, alt)),
    )
  }

  /** The caption rows of a video or teaching album that shows this clip (empty when it has no captions). */
  async captionRows(kind: ClipKind): Promise<{ language: Lang; file: number }[]> {
    const rows: { language: Lang; file: number }[] = []
    for (const locale of ['zh', 'en'] as const) {
      const file = await this.captions(kind, locale)
      if (file !== null) rows.push({ language: locale, file })
    }
    return rows
  }

  file(key: string, name: string, mimetype: string, data: () => Buffer, alt: Alt): Promise<number> {
    return this.once(key, async () => orNone(await this.put({ name, mimetype, data: async () => data() }, alt)))
  }
}

const standInType = (file: LazyFile) => (file.mimetype.startsWith('video/') ? 'video/mp4' : 'image/webp')

/** The file name of the placeholder that stands in for a file: how filling finds it again. */
const placeholderName = (file: LazyFile) =>
  `${PENDING_PREFIX}${file.name.replace(/\.[^.]+$/, '')}.${standInType(file) === 'video/mp4' ? 'mp4' : 'webp'}`

/** Filling placeholders, a file with none left answers no id (0): the fill reads no id of what it writes. */
const orNone = (id: number | null): number => id ?? 0
