/**
 * The demo's narrated tutorials (src/seed/demo/narration.ts, src/seed/demo/narrated-video.ts): reading WAV files,
 * cutting a synthesised script into its sentences, timing scenes and captions from the narration; every product's
 * script spoken by eSpeak NG lasts 30 to 90 seconds; and a slideshow encoded for real is an MP4 of 1280 x 720 H.264
 * with AAC sound of the length its layout gives.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import ffmpeg from '@ffmpeg-installer/ffmpeg'
import { describe, expect, it } from 'vitest'

import { parseWebVtt, toWebVtt } from '@/lib/webvtt'
import type { ClipKind } from '@/seed/demo/artwork/compositions'
import { TUTORIALS } from '@/seed/demo/data/tutorials'
import { layoutNarration, parseWav, PAUSES, type Pcm, pcmSeconds, splitAtPauses, wavFile } from '@/seed/demo/narration'

const RATE = 22050

/** `seconds` of a tone, or of silence. */
const tone = (seconds: number) =>
  Int16Array.from({ length: Math.round(seconds * RATE) }, (_, i) => Math.round(8000 * Math.sin(i / 5)) || 100)
const hush = (seconds: number) => new Int16Array(Math.round(seconds * RATE))
const join = (...parts: Int16Array[]): Pcm => {
  const samples = new Int16Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    samples.set(p, at)
    at += p.length
  }
  return { sampleRate: RATE, samples }
}

describe('WAV files', () => {
  it('reads back what wavFile writes, with its length in seconds', () => {
    const pcm = join(tone(0.5), hush(0.25))
    const read = parseWav(wavFile(pcm))
    expect(read.sampleRate).toBe(RATE)
    expect(Array.from(read.samples)).toEqual(Array.from(pcm.samples))
    expect(pcmSeconds(read)).toBeCloseTo(0.75, 3)
  })

  it('skips chunks before the data, reads an unset data size to the end, takes the first of two channels', () => {
    const mono = wavFile({ sampleRate: 16000, samples: Int16Array.from([1, -2, 3, -4]) })
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([5, 0, 0, 0]), Buffer.from('INFOx\0')])
    const withList = Buffer.concat([mono.subarray(0, 36), list, mono.subarray(36)])
    expect(Array.from(parseWav(withList).samples)).toEqual([1, -2, 3, -4])
    const unset = Buffer.from(mono)
    unset.writeUInt32LE(0, 40)
    expect(Array.from(parseWav(unset).samples)).toEqual([1, -2, 3, -4])
    const stereo = Buffer.from(mono)
    stereo.writeUInt16LE(2, 22)
    expect(Array.from(parseWav(stereo).samples)).toEqual([1, 3])
    expect(() => parseWav(Buffer.from('RIFF\0\0\0\0AVI LIST'))).toThrow(/Not a WAV/)
    const float = Buffer.from(mono)
    float.writeUInt16LE(3, 20)
    expect(() => parseWav(float)).toThrow(/Unsupported/)
  })
})

describe('cutting a script at its pauses', () => {
  it('finds each sentence, trimmed, and keeps the short pauses within one', () => {
    const script = join(hush(0.5), tone(1), hush(0.2), tone(0.5), hush(1.5), tone(2), hush(1.5), tone(0.75), hush(1.5))
    const pieces = splitAtPauses(script, 3)
    expect(pieces?.map((p) => Math.round((p.length / RATE) * 100) / 100)).toEqual([1.7, 2, 0.75])
  })

  it('answers null when the pauses do not give the number of sentences asked', () => {
    const script = join(tone(1), hush(1.5), tone(1))
    expect(splitAtPauses(script, 2)).not.toBeNull()
    expect(splitAtPauses(script, 3)).toBeNull()
    expect(splitAtPauses(join(tone(1), hush(0.5), tone(1)), 2)).toBeNull()
  })
})

describe('timing scenes and captions', () => {
  const texts = { zh: [['一'], ['二', '三']], en: [['one'], ['two', 'three']] }

  it('holds each scene for its longer narration plus the pauses, to a tenth of a second, in both languages at once', () => {
    const layout = layoutNarration({ zh: [[2.04], [1.5, 1]], en: [[3], [1, 1]] }, texts)
    // Scene 1: English is longer, 0.4 + 3 + 0.9 = 4.3 s. Scene 2: Chinese, 0.4 + 1.5 + 0.35 + 1 + 0.9 = 4.15 -> 4.2 s.
    expect(layout.scenes).toEqual([
      { start: 0, end: 4.3 },
      { start: 4.3, end: 8.5 },
    ])
    expect(layout.seconds).toBe(8.5)
    expect(layout.cues.zh).toEqual([
      { start: 0.4, end: 2.44, text: '一' },
      { start: 4.7, end: 6.2, text: '二' },
      { start: 6.55, end: 7.55, text: '三' },
    ])
    expect(layout.cues.en.map((c) => [c.start, c.end])).toEqual([
      [0.4, 3.4],
      [4.7, 5.7],
      [6.05, 7.05],
    ])
    // Every caption lies within its scene and ends before the next starts.
    for (const cues of Object.values(layout.cues)) {
      cues.forEach((c, i) => {
        expect(c.end).toBeGreaterThan(c.start)
        if (i > 0) expect(c.start).toBeGreaterThan(cues[i - 1].end)
      })
    }
    const vtt = parseWebVtt(toWebVtt(layout.cues.zh))
    expect(vtt.ok && vtt.cues.map((c) => c.start)).toEqual([0.4, 4.7, 6.55])
  })

  it('refuses lengths that do not match the sentences', () => {
    expect(() => layoutNarration({ zh: [[1], [1]], en: [[1], [1]] }, texts)).toThrow(/differ/)
  })
})

const run = promisify(execFile)

describe('the tutorials as spoken and encoded', () => {
  it('every product has 5 to 9 scenes of one or two sentences in each language', () => {
    for (const [kind, steps] of Object.entries(TUTORIALS)) {
      expect(steps.length, kind).toBeGreaterThanOrEqual(5)
      expect(steps.length, kind).toBeLessThanOrEqual(9)
      for (const s of steps) for (const said of [s.say.zh, s.say.en]) expect(said.length, `${kind} ${s.step.en}`).toBeOneOf([1, 2])
    }
  })

  it('every script, spoken by eSpeak NG once per language and cut at its pauses, lasts 30 to 90 seconds', { timeout: 60_000 }, async () => {
    const { speak } = await import('@/seed/demo/narrated-video')
    const { default: ESpeakNg } = await import('espeak-ng')
    for (const kind of Object.keys(TUTORIALS) as ClipKind[]) {
      const steps = TUTORIALS[kind]
      const lengths = { zh: [] as number[][], en: [] as number[][] }
      for (const language of ['zh', 'en'] as const) {
        let runs = 0
        const sentences = steps.flatMap((s) => s.say[language])
        const spoken = await speak(sentences, language, async (args) => {
          runs += 1
          return (await ESpeakNg({ arguments: ['-w', 'o.wav', ...args], print: () => {}, printErr: () => {} })).FS.readFile('o.wav')
        })
        // One run for the whole script: the cut found every sentence.
        expect(runs, `${kind} ${language}`).toBe(1)
        expect(spoken).toHaveLength(sentences.length)
        let at = 0
        lengths[language] = steps.map((s) => spoken.slice(at, (at += s.say[language].length)).map(pcmSeconds))
        // A sentence takes a believable time to say: about 2 to 7 Chinese characters, or 1.5 to 4.5 English words, a second.
        sentences.forEach((text, i) => {
          const seconds = pcmSeconds(spoken[i])
          const units = language === 'zh' ? text.replace(/[^\u4e00-\u9fff]/g, '').length / 4 : text.split(/\s+/).length / 2.8
          expect(seconds, text).toBeGreaterThan(units / 1.7)
          expect(seconds, text).toBeLessThan(units * 1.7 + 1)
        })
      }
      const layout = layoutNarration(lengths, { zh: steps.map((s) => s.say.zh), en: steps.map((s) => s.say.en) })
      expect(layout.seconds, kind).toBeGreaterThanOrEqual(30)
      expect(layout.seconds, kind).toBeLessThanOrEqual(90)
      expect(layout.scenes.at(-1)!.end).toBe(layout.seconds)
      expect(layout.cues.en.at(-1)!.end).toBeLessThanOrEqual(layout.seconds - PAUSES.tail + 0.001)
    }
  })

  it('encodes a slideshow of stills with its sound track as 1280 x 720 H.264 and AAC, as long as its layout', async () => {
    // A one-second slideshow of two scenes: the encoding of every tutorial, without a minute of video to encode
    // (the demo seed encodes the real ones, and the demo walk checks them).
    const { encodeSlideshow, tutorialScene, VIDEO_HEIGHT, VIDEO_WIDTH } = await import('@/seed/demo/narrated-video')
    const scenes = [tutorialScene('zngc', 0, 'en'), tutorialScene('zngc', 1, 'en')]
    const layout = {
      seconds: 1,
      scenes: [
        { start: 0, end: 0.5 },
        { start: 0.5, end: 1 },
      ],
      cues: { zh: [], en: [] },
    }
    const mp4 = await encodeSlideshow(scenes, layout, { sampleRate: RATE, samples: tone(1) })
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'slideshow-'))
    try {
      const file = path.join(dir, 'clip.mp4')
      await fs.writeFile(file, mp4)
      // `ffmpeg -i` describes the streams (and, with no output named, exits with an error).
      const info = await run(ffmpeg.path, ['-hide_banner', '-i', file]).then(
        () => '',
        (e: { stderr?: string }) => e.stderr ?? '',
      )
      expect(info).toMatch(/Video: h264 \((High|Main)\).*yuv420p.*1280x720/)
      expect(info).toMatch(/Audio: aac \(LC\)/)
      const duration = /Duration: (\d+):(\d+):([\d.]+)/.exec(info)!
      expect(Math.abs(Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) - 1)).toBeLessThan(0.15)
      expect([VIDEO_WIDTH, VIDEO_HEIGHT]).toEqual([1280, 720])
    } finally {
      await fs.rm(dir, { recursive: true, force: true })
    }
  })
})
