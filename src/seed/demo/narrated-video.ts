/**
 * The demo's narrated tutorials: per product and language, a screen-style walk through the product (its title card,
 * its screenshots in the video's language with the area being talked about picked out, a moment of its animated
 * artwork, an end card), each scene held for its narration. The narration is spoken by eSpeak NG (the npm package
 * espeak-ng, compiled to WebAssembly: `npm install` brings it, and only the seed uses it), the video encoded by the
 * ffmpeg (src/seed/ffmpeg.ts): H.264 at 1280 x 720 and 10 frames a second (a slideshow of stills), AAC sound.
 *
 * Cost: one synthesiser run per language and product (the sentences of a script are cut apart at the pauses put
 * between them) and one ffmpeg run per video; everything lands in the disk cache of ./artwork/render.ts, so a second
 * seed reads files only.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { escapeMarkup } from '@/lib/escape'
import { type Cue } from '@/lib/webvtt'

import { ffmpegBinary } from '../ffmpeg'
import { CLIP_LABELS, CLIP_LABELS_ZH, clipFrame, type ClipKind } from './artwork/compositions'
import { fontOf, inLanguage, PALETTE as C, rect, svgDoc, text } from './artwork/kit'
import { cached, webp } from './artwork/render'
import { SCREENS } from './artwork/screens'
import { SCREEN_WORDS_ZH } from './artwork/words-zh'
import { type Focus, TUTORIALS, type TutorialStep } from './data/tutorials'
import type { Lang } from './data/types'
import { layoutNarration, type NarrationLayout, parseWav, type Pcm, splitAtPauses, wavFile } from './narration'

export const VIDEO_WIDTH = 1280
export const VIDEO_HEIGHT = 720
const FPS = 10

/** The voices and speaking rates (words a minute): eSpeak NG's Mandarin and American English. */
const VOICES: Record<Lang, { voice: string; speed: number }> = { zh: { voice: 'cmn', speed: 200 }, en: { voice: 'en-us', speed: 165 } }
/** The pause written after each sentence of a script, longer than any the synthesiser makes within a sentence. */
const SCRIPT_PAUSE_MS = 1500

/* ------------------------------------------------------------------ speech */

type Synthesise = (args: string[]) => Promise<Uint8Array>

/** The speech synthesiser is not installed (`npm install --omit=dev`): the seed then shows the silent clips. */
export class SpeechUnavailable extends Error {}

async function espeak(args: string[]): Promise<Uint8Array> {
  const { default: ESpeakNg } = await import('espeak-ng').catch((error: unknown) => {
    throw new SpeechUnavailable(`The speech synthesiser espeak-ng (a development dependency) is not installed (${String(error)})`)
  })
  const run = await ESpeakNg({ arguments: ['-w', 'out.wav', ...args], print: () => {}, printErr: () => {} })
  return run.FS.readFile('out.wav')
}

/**
 * A sentence as the text of eSpeak NG's SSML: only the three characters that would end the text, as the named entities
 * its SSML reader knows (src/lib/escape.ts also writes quotes as `&#39;`, which eSpeak would read aloud).
 */
const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The sentences spoken in one language: one synthesiser run for the whole script (each run costs about 0.3 s to
 * start), cut at the pauses; should the cut not find every sentence, each is spoken on its own.
 */
export async function speak(sentences: string[], language: Lang, synthesise: Synthesise = espeak): Promise<Pcm[]> {
  const { voice, speed } = VOICES[language]
  const base = ['-v', voice, '-s', String(speed)]
  const ssml = `<speak>${sentences.map((s) => `<s>${xml(s)}</s><break time="${SCRIPT_PAUSE_MS}ms"/>`).join('')}</speak>`
  const whole = parseWav(await synthesise([...base, '-m', ssml]))
  const pieces = splitAtPauses(whole, sentences.length, (SCRIPT_PAUSE_MS / 1000) * 0.8)
  if (pieces) return pieces.map((samples) => ({ sampleRate: whole.sampleRate, samples }))
  const one: Pcm[] = []
  for (const s of sentences) one.push(parseWav(await synthesise([...base, s])))
  return one
}

/* ------------------------------------------------------------------ scenes */

const W = VIDEO_WIDTH
const H = VIDEO_HEIGHT
/** The step list on the left; the screenshot (1280 x 800) fills the rest at this scale. */
const RAIL = 200
const SCALE = (W - RAIL) / 1280
const TOP = (H - 800 * SCALE) / 2

/** The areas of the screenshots' windows (src/seed/demo/artwork/ui.ts), in screenshot pixels. */
const FOCUS: Record<Focus, [number, number, number, number]> = {
  canvas: [221, 97, 809, 677],
  tree: [0, 96, 220, 678],
  props: [1030, 96, 250, 678],
  toolbar: [0, 60, 1280, 36],
  nav: [0, 64, 200, 340],
  content: [212, 68, 1060, 724],
  top: [212, 68, 1060, 120],
}

const TUTORIAL_WORD: Record<Lang, string> = { zh: '操作教程', en: 'TUTORIAL' }

function rail(kind: ClipKind, steps: TutorialStep[], current: number, lang: Lang): string {
  let b = rect(0, 0, RAIL, H, C.navy)
  b += text(22, 48, CLIP_LABELS[kind].split('  /  ')[0], { size: 20, fill: C.white, weight: 700 })
  b += text(22, 72, TUTORIAL_WORD[lang], { size: 12, fill: C.tealLight, weight: 700, spacing: lang === 'en' ? 2 : 1 })
  b += rect(22, 88, 36, 3, C.teal)
  const pitch = Math.min(64, (H - 150) / steps.length)
  steps.forEach((s, i) => {
    const y = 130 + i * pitch
    const done = i < current
    const now = i === current
    const dot = now ? C.teal : done ? C.blue : C.navy3
    if (i < steps.length - 1) b += rect(35, y + 12, 2, pitch - 24, done ? C.blue : C.navy3)
    b += `<circle cx="36" cy="${y}" r="12" fill="${dot}"/>`
    b += text(36, y + 4.5, String(i + 1), { size: 12, fill: C.white, anchor: 'middle', weight: 700 })
    b += text(58, y + 5, s.step[lang], { size: 14, fill: now ? C.white : done ? C.blueLight : C.g500, weight: now ? 700 : undefined })
  })
  return b
}

/** An SVG document placed at x, y and drawn w x h (its own width and height replaced). */
function placed(svg: string, x: number, y: number, w: number, h: number): string {
  return svg.replace(/^<svg ([^>]*?)width="[\d.]+" height="[\d.]+"/, `<svg $1x="${x}" y="${y}" width="${w}" height="${h}"`)
}

/** A cursor arrow with its tip at x, y. */
const cursor = (x: number, y: number) =>
  `<path d="M${x} ${y}l0 26l7 -6l5 11l5 -2l-5 -11l9 0z" fill="${C.white}" stroke="${C.ink}" stroke-width="1.5" stroke-linejoin="round"/>`

function screenScene(kind: ClipKind, step: Extract<TutorialStep, { show: 'screen' }>): string {
  let b = placed(SCREENS[kind][step.screen].svg(), RAIL, TOP, 1280 * SCALE, 800 * SCALE)
  if (step.focus) {
    const [fx, fy, fw, fh] = FOCUS[step.focus]
    const x = RAIL + fx * SCALE
    const y = TOP + fy * SCALE
    const w = fw * SCALE
    const h = fh * SCALE
    b += `<path d="M${RAIL} ${TOP}h${W - RAIL}v${800 * SCALE}h${-(W - RAIL)}z M${x} ${y}v${h}h${w}v${-h}z" fill="${C.ink}" fill-opacity="0.5" fill-rule="evenodd"/>`
    b += `<rect x="${x + 2}" y="${y + 2}" width="${w - 4}" height="${h - 4}" rx="6" fill="none" stroke="${C.teal}" stroke-width="4"/>`
    b += cursor(x + w * 0.55, y + Math.min(h * 0.55, h - 40))
  }
  return b
}

function clipScene(kind: ClipKind, at: number, lang: Lang): string {
  const w = W - RAIL
  const h = (w * 9) / 16
  return rect(RAIL, 0, W - RAIL, H, C.ink) + placed(clipFrame(kind, at, w, h, false, true, lang), RAIL, (H - h) / 2, w, h)
}

function card(kind: ClipKind, at: number, lines: Array<{ s: string; size: number; fill: string; weight?: number }>): string {
  let b = placed(clipFrame(kind, at, W, H, false, false), 0, 0, W, H)
  b += `<rect width="${W}" height="${H}" fill="${C.ink}" fill-opacity="0.62"/>`
  b += `<rect width="${W * 0.5}" height="${H}" fill="${C.ink}" fill-opacity="0.6"/>`
  b += rect(96, 236, 64, 5, C.teal)
  let y = 320
  for (const l of lines) {
    b += `<text x="96" y="${y}" font-family="${fontOf(l.s)}" font-size="${l.size}" fill="${l.fill}"${l.weight ? ` font-weight="${l.weight}"` : ''} xml:space="preserve">${escapeMarkup(l.s)}</text>`
    y += l.size * 1.5
  }
  return b
}

/**
 * The scene `index` of a product's tutorial in one language, as an SVG document of 1280 x 720: every word of the
 * artwork in that language (the Chinese words of the screenshots, src/seed/demo/artwork/words-zh.ts).
 */
export function tutorialScene(kind: ClipKind, index: number, lang: Lang): string {
  return inLanguage(lang === 'zh' ? WORDS_ZH : null, () => drawScene(kind, index, lang))
}

/**
 * The Chinese words of the tutorials' artwork: the screenshots', and the sight distance that the driving view's
 * display shows at any moment of the animation (the screenshots' dictionary holds the moments they show).
 */
const WORDS_ZH: Readonly<Record<string, string>> = new Proxy(SCREEN_WORDS_ZH, {
  get: (words: Readonly<Record<string, string>>, s) =>
    typeof s !== 'string' ? undefined : (words[s] ?? (/^SSD \d+ m$/.test(s) ? s.replace('SSD', '停车视距') : undefined)),
})

function drawScene(kind: ClipKind, index: number, lang: Lang): string {
  const steps = TUTORIALS[kind]
  const step = steps[index]
  const [name, what] = (lang === 'zh' ? CLIP_LABELS_ZH : CLIP_LABELS)[kind].split('  /  ')
  let body: string
  switch (step.show) {
    case 'title':
      body = card(kind, 0.62, [
        { s: name, size: 64, fill: C.white, weight: 700 },
        { s: what, size: 30, fill: C.g100 },
        { s: TUTORIAL_WORD[lang], size: 20, fill: C.tealLight, weight: 700 },
      ])
      break
    case 'end':
      body = card(kind, 0.98, [
        { s: lang === 'zh' ? '谢谢观看' : 'Thanks for watching', size: 56, fill: C.white, weight: 700 },
        { s: step.step[lang], size: 28, fill: C.g100 },
        { s: lang === 'zh' ? `更多 ${name} 教程：演示教学` : `More ${name} lessons: Training videos`, size: 20, fill: C.tealLight },
      ])
      break
    case 'screen':
      body = rail(kind, steps, index, lang) + screenScene(kind, step)
      break
    case 'clip':
      body = rail(kind, steps, index, lang) + clipScene(kind, step.at, lang)
      break
  }
  return svgDoc(W, H, rect(0, 0, W, H, C.ink) + body)
}

/* ------------------------------------------------------------------ the video */

/** Recipe version of the narration and the videos: bump after changing voices, pauses or encoding. */
const RECIPE = 'narrated-v1'

/** The narration's lengths in both languages (cached: a warm seed reads them instead of synthesising). */
async function narration(kind: ClipKind): Promise<{ layout: NarrationLayout; key: string }> {
  const texts = { zh: TUTORIALS[kind].map((s) => s.say.zh), en: TUTORIALS[kind].map((s) => s.say.en) }
  const key = `${RECIPE}:narration:${JSON.stringify(VOICES)}:${SCRIPT_PAUSE_MS}\n${JSON.stringify(texts)}`
  const lengths = JSON.parse(
    (
      await cached(key, 'json', async () => {
        const out: Record<Lang, number[][]> = { zh: [], en: [] }
        for (const language of ['zh', 'en'] as const) {
          const spoken = await speakScenes(kind, language)
          out[language] = spoken.map((scene) => scene.map((p) => p.samples.length / p.sampleRate))
        }
        return Buffer.from(JSON.stringify(out))
      })
    ).toString('utf8'),
  ) as Record<Lang, number[][]>
  return { layout: layoutNarration(lengths, texts), key }
}

/**
 * The length and captions of a product's tutorial, without making its videos: the speech is synthesised (or read
 * from the disk cache) and kept there, so that making the videos later (`npm run demo` makes them after the server
 * is up) does not synthesise it again.
 */
export async function tutorialTiming(kind: ClipKind): Promise<{ seconds: number; cues: Record<Lang, Cue[]> }> {
  const { layout } = await narration(kind)
  return { seconds: layout.seconds, cues: layout.cues }
}

/**
 * Speech of one product's script in one language, per scene. Kept in the disk cache (the sentences' samples one
 * after another, after a line naming the sample rate and each sentence's length) and for the rest of this run.
 */
const spokenNow = new Map<string, Promise<Pcm[][]>>()

function speakScenes(kind: ClipKind, language: Lang): Promise<Pcm[][]> {
  const id = `${kind}:${language}`
  let spoken = spokenNow.get(id)
  if (!spoken) {
    const scenes = TUTORIALS[kind].map((s) => s.say[language])
    const key = `${RECIPE}:speech:${language}:${JSON.stringify(VOICES[language])}:${SCRIPT_PAUSE_MS}\n${JSON.stringify(scenes)}`
    spoken = cached(key, 'speech', async () => packSpeech(await speak(scenes.flat(), language))).then((data) => {
      const all = unpackSpeech(data)
      let at = 0
      return scenes.map((said) => all.slice(at, (at += said.length)))
    })
    spokenNow.set(id, spoken)
  }
  return spoken
}

/** Sentences of speech as one file: a JSON line (sample rate, samples per sentence), then the 16-bit samples. */
function packSpeech(sentences: Pcm[]): Buffer {
  const head = Buffer.from(
    `${JSON.stringify({ sampleRate: sentences[0]?.sampleRate ?? 22050, lengths: sentences.map((p) => p.samples.length) })}\n`,
  )
  return Buffer.concat([head, ...sentences.map((p) => Buffer.from(p.samples.buffer, p.samples.byteOffset, p.samples.byteLength))])
}

function unpackSpeech(data: Buffer): Pcm[] {
  const end = data.indexOf(10)
  const { sampleRate, lengths } = JSON.parse(data.subarray(0, end).toString('utf8')) as { sampleRate: number; lengths: number[] }
  // A copy: the samples must start at an even byte offset for an Int16Array.
  const body = new Uint8Array(data.subarray(end + 1))
  const all = new Int16Array(body.buffer, body.byteOffset, body.byteLength / 2)
  let at = 0
  return lengths.map((n) => ({ sampleRate, samples: all.slice(at, (at += n)) }))
}

/** The sound track of one language: each sentence at its caption's start, silence elsewhere. */
function soundTrack(spoken: Pcm[][], cues: Cue[], seconds: number): Pcm {
  const sampleRate = spoken[0][0].sampleRate
  const samples = new Int16Array(Math.ceil(seconds * sampleRate))
  spoken
    .flat()
    .forEach((p, i) =>
      samples.set(p.samples.subarray(0, samples.length - Math.round(cues[i].start * sampleRate)), Math.round(cues[i].start * sampleRate)),
    )
  return { sampleRate, samples }
}

async function run(args: string[]): Promise<void> {
  const binary = await ffmpegBinary()
  return new Promise((resolve, reject) => {
    const proc = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    proc.on('error', reject)
    proc.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${stderr}`))))
  })
}

/** A slideshow of stills: x264's still-image tuning, a key frame every 10 s. */
const ENCODING = '-c:v libx264 -preset veryfast -tune stillimage -crf 28 -profile:v high -pix_fmt yuv420p -g 100'.split(' ')
const AUDIO = '-c:a aac -b:a 64k -ac 1 -ar 44100'.split(' ')

/** The MP4 of a slideshow: each scene's picture for its time in the layout, with the sound track under it. */
export async function encodeSlideshow(scenes: string[], layout: NarrationLayout, track: Pcm): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-tutorial-'))
  try {
    await Promise.all(
      scenes.map(async (svg, i) =>
        sharp(Buffer.from(svg), { density: 72 })
          .resize(W, H)
          .png({ compressionLevel: 1 })
          .toFile(path.join(dir, `s${i}.png`)),
      ),
    )
    const list = ['ffconcat version 1.0']
    layout.scenes.forEach((s, i) => list.push(`file s${i}.png`, `duration ${(s.end - s.start).toFixed(1)}`))
    list.push(`file s${scenes.length - 1}.png`) // the concat demuxer holds the last picture only when it is named again
    await fs.writeFile(path.join(dir, 'scenes.txt'), `${list.join('\n')}\n`)
    await fs.writeFile(path.join(dir, 'voice.wav'), wavFile(track))
    const out = path.join(dir, 'tutorial.mp4')
    await run([
      '-y',
      '-loglevel',
      'error',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      path.join(dir, 'scenes.txt'),
      '-i',
      path.join(dir, 'voice.wav'),
      '-map',
      '0:v',
      '-map',
      '1:a',
      '-r',
      String(FPS),
      ...ENCODING,
      ...AUDIO,
      '-t',
      layout.seconds.toFixed(1),
      '-movflags',
      '+faststart',
      out,
    ])
    return await fs.readFile(out)
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
}

export type NarratedTutorial = {
  /** Length in seconds, the same in both languages. */
  seconds: number
  /** Per language, each sentence's caption. */
  cues: Record<Lang, Cue[]>
  /** The MP4 of each language asked for. */
  videos: Partial<Record<Lang, Buffer>>
  /** The poster (the title card, WebP) of each language asked for. */
  posters: Partial<Record<Lang, Buffer>>
}

/** A product's narrated tutorial in the given languages (both, or English alone on a machine without a CJK font). */
export async function narratedTutorial(kind: ClipKind, languages: readonly Lang[]): Promise<NarratedTutorial> {
  const { layout, key } = await narration(kind)
  const videos: Partial<Record<Lang, Buffer>> = {}
  const posters: Partial<Record<Lang, Buffer>> = {}
  for (const lang of languages) {
    const scenes = TUTORIALS[kind].map((_, i) => tutorialScene(kind, i, lang))
    const recipe = [
      `${RECIPE}:video:${lang}:${W}x${H}:${FPS}:${ENCODING.join(' ')}:${AUDIO.join(' ')}`,
      key,
      JSON.stringify(layout.scenes),
      JSON.stringify(layout.cues[lang].map((c) => c.start)),
      ...scenes,
    ].join('\n')
    videos[lang] = await cached(recipe, 'mp4', async () =>
      encodeSlideshow(scenes, layout, soundTrack(await speakScenes(kind, lang), layout.cues[lang], layout.seconds)),
    )
    posters[lang] = await webp(scenes[0], { width: W })
  }
  // The speech of this product (when it was synthesised in this run) is no longer needed.
  for (const lang of ['zh', 'en'] as const) spokenNow.delete(`${kind}:${lang}`)
  return { seconds: layout.seconds, cues: layout.cues, videos, posters }
}
