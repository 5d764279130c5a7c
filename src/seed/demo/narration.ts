/**
 * The pure parts of the demo's narrated tutorials (src/seed/demo/narrated-video.ts): reading the WAV files the speech
 * synthesiser writes, cutting one synthesised script into its sentences at the long pauses put between them, and
 * laying the scenes out in time so that each scene lasts its narration plus a pause, in both languages at once (the
 * Chinese and English videos change scene at the same moments, so one stored duration fits both and each language's
 * captions fit the other's video too). Nothing here touches the disk or runs a program.
 */
import { type Cue } from '@/lib/webvtt'

import type { Lang } from './data/types'

export type Pcm = { sampleRate: number; samples: Int16Array }

/** 16-bit PCM from a RIFF/WAVE file (mono, or the first channel of several); throws on anything else. */
export function parseWav(data: Uint8Array): Pcm {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const tag = (at: number) => String.fromCharCode(data[at], data[at + 1], data[at + 2], data[at + 3])
  if (data.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('Not a WAV file')
  let format: { channels: number; sampleRate: number; bits: number; code: number } | null = null
  let at = 12
  while (at + 8 <= data.byteLength) {
    const id = tag(at)
    const declared = view.getUint32(at + 4, true)
    const body = at + 8
    // A writer that could not seek back leaves the data size unset (0 or 0xFFFFFFFF): the data then runs to the end.
    const size = id === 'data' && (declared === 0 || body + declared > data.byteLength) ? data.byteLength - body : declared
    if (id === 'fmt ') {
      format = {
        code: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      }
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data before its format')
      if (format.code !== 1 || format.bits !== 16) throw new Error(`Unsupported WAV format ${format.code}/${format.bits} bits`)
      const frames = Math.floor(size / (2 * format.channels))
      const samples = new Int16Array(frames)
      for (let i = 0; i < frames; i += 1) samples[i] = view.getInt16(body + i * 2 * format.channels, true)
      return { sampleRate: format.sampleRate, samples }
    }
    at = body + size + (size % 2)
  }
  throw new Error('WAV file without data')
}

export const pcmSeconds = (pcm: Pcm): number => pcm.samples.length / pcm.sampleRate

/** A mono 16-bit WAV file of the samples. */
export function wavFile(pcm: Pcm): Buffer {
  const out = Buffer.alloc(44 + pcm.samples.length * 2)
  out.write('RIFF', 0, 'latin1')
  out.writeUInt32LE(36 + pcm.samples.length * 2, 4)
  out.write('WAVEfmt ', 8, 'latin1')
  out.writeUInt32LE(16, 16)
  out.writeUInt16LE(1, 20)
  out.writeUInt16LE(1, 22)
  out.writeUInt32LE(pcm.sampleRate, 24)
  out.writeUInt32LE(pcm.sampleRate * 2, 28)
  out.writeUInt16LE(2, 32)
  out.writeUInt16LE(16, 34)
  out.write('data', 36, 'latin1')
  out.writeUInt32LE(pcm.samples.length * 2, 40)
  for (let i = 0; i < pcm.samples.length; i += 1) out.writeInt16LE(pcm.samples[i], 44 + i * 2)
  return out
}

/** Below this, a sample counts as silence (the synthesiser writes true zeros between words and in pauses). */
const QUIET = 8

/** The samples without the silence at either end. */
function trimSilence(samples: Int16Array): Int16Array {
  let from = 0
  let to = samples.length
  while (from < to && Math.abs(samples[from]) < QUIET) from += 1
  while (to > from && Math.abs(samples[to - 1]) < QUIET) to -= 1
  return samples.subarray(from, to)
}

/**
 * One synthesised script cut into its `count` sentences at the silences of at least `minGap` seconds (the script
 * puts a longer pause after each sentence than the synthesiser ever makes within one), each trimmed; null when the
 * pauses found do not give exactly `count` pieces of speech.
 */
export function splitAtPauses(pcm: Pcm, count: number, minGap = 1.2): Int16Array[] | null {
  const gap = Math.round(minGap * pcm.sampleRate)
  const pieces: Int16Array[] = []
  let start = 0
  let quietFrom = -1
  const { samples } = pcm
  for (let i = 0; i <= samples.length; i += 1) {
    const quiet = i < samples.length && Math.abs(samples[i]) < QUIET
    if (quiet) {
      if (quietFrom < 0) quietFrom = i
      continue
    }
    if (quietFrom >= 0 && (i - quietFrom >= gap || i === samples.length)) {
      const piece = trimSilence(samples.subarray(start, quietFrom))
      if (piece.length > 0) pieces.push(piece)
      start = i
    }
    quietFrom = -1
  }
  const rest = trimSilence(samples.subarray(start))
  if (rest.length > 0) pieces.push(rest)
  return pieces.length === count ? pieces : null
}

/** The pauses of a tutorial, in seconds: before the first sentence of a scene, between its sentences, after its last. */
export const PAUSES = { lead: 0.4, between: 0.35, tail: 0.9 } as const

type SceneTiming = { start: number; end: number }

export type NarrationLayout = {
  /** Seconds, a whole number of tenths (the slideshow runs at 10 frames a second). */
  seconds: number
  scenes: SceneTiming[]
  /** Per language, each sentence's caption, timed to where its speech is placed. */
  cues: Record<Lang, Cue[]>
}

const ms = (s: number) => Math.round(s * 1000) / 1000

/**
 * Places the scenes one after another: each lasts the longer of its two languages' narrations (sentence lengths in
 * seconds, with PAUSES between), rounded up to a tenth of a second; each language's sentences start at the same
 * offset from the scene's start. `texts` are the sentences, in the same shape as `lengths`.
 */
export function layoutNarration(
  lengths: Record<Lang, number[][]>,
  texts: Record<Lang, string[][]>,
  pauses: { lead: number; between: number; tail: number } = PAUSES,
): NarrationLayout {
  const languages = Object.keys(lengths) as Lang[]
  const count = lengths[languages[0]].length
  const scenes: SceneTiming[] = []
  const cues = Object.fromEntries(languages.map((l) => [l, [] as Cue[]])) as Record<Lang, Cue[]>
  let at = 0 // in tenths of a second, so that the scenes add up without drift
  for (let i = 0; i < count; i += 1) {
    let longest = 0
    for (const language of languages) {
      const said = lengths[language][i] ?? []
      if (said.length !== (texts[language][i] ?? []).length) throw new Error(`Scene ${i + 1} (${language}): lengths and texts differ`)
      let t = at / 10 + pauses.lead
      said.forEach((length, j) => {
        if (j > 0) t += pauses.between
        cues[language].push({ start: ms(t), end: ms(t + length), text: texts[language][i][j] })
        t += length
      })
      longest = Math.max(longest, t - at / 10)
    }
    const length = Math.ceil((longest + pauses.tail) * 10 - 1e-6)
    scenes.push({ start: at / 10, end: (at + length) / 10 })
    at += length
  }
  return { seconds: at / 10, scenes, cues }
}
