/**
 * WebVTT caption files (https://www.w3.org/TR/webvtt1/): a pure check of what an editor uploads, the plain text of
 * its cues (for the site search) and the message when a file is refused, in the editor's language.
 */
import { adminInEnglish } from '@/i18n/locales'

export type Cue = { start: number; end: number; text: string }

export type VttProblem =
  { code: 'encoding' } | { code: 'header' } | { code: 'timing'; line: number } | { code: 'order'; line: number } | { code: 'noCues' }

export type VttResult = { ok: true; cues: Cue[] } | { ok: false; problem: VttProblem }

/** `hh:mm:ss.ttt` or `mm:ss.ttt` (hours of two digits or more, minutes and seconds under 60). */
const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/

function seconds(stamp: string): number | null {
  const m = TIMESTAMP.exec(stamp)
  if (!m) return null
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000
}

/** The start and end of a timing line (`00:01.000 --> 00:04.500 align:start`), or null when it is malformed. */
function timing(line: string): { start: number; end: number } | null {
  const [left, right] = line.split('-->')
  if (right === undefined) return null
  const start = seconds(left.trim())
  const end = seconds(right.trim().split(/[ \t]+/)[0] ?? '')
  return start === null || end === null ? null : { start, end }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: ' ', lrm: '', rlm: '', quot: '"', apos: "'" }

/** A cue's payload as plain text: tags (`<v Speaker>`, `<b>`, `<00:01.000>`) removed, entities decoded. */
export function cueText(payload: string): string {
  return payload
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm|quot|apos);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim()
}

/** The blocks of a file after its header: lines between blank lines, each with the number of its first line. */
function blocksOf(lines: string[]): { first: number; lines: string[] }[] {
  const blocks: { first: number; lines: string[] }[] = []
  let current: { first: number; lines: string[] } | null = null
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      current = null
      return
    }
    if (!current) {
      current = { first: index + 1, lines: [] }
      blocks.push(current)
    }
    current.lines.push(line)
  })
  return blocks
}

/** Comments, styles and regions carry no cue. */
const NOT_A_CUE = /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/

/** Checks a WebVTT file and reads its cues. */
export function parseWebVtt(bytes: Uint8Array | string): VttResult {
  let source: string
  try {
    source = typeof bytes === 'string' ? bytes : new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { ok: false, problem: { code: 'encoding' } }
  }
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) return { ok: false, problem: { code: 'header' } }
  const cues: Cue[] = []
  // The header runs to the first blank line; each block after it is a cue, a comment, a style or a region.
  const [, ...blocks] = blocksOf(lines)
  for (const block of blocks) {
    if (NOT_A_CUE.test(block.lines[0])) continue
    const at = block.lines[0].includes('-->') ? 0 : 1
    const line = block.first + at
    const times = block.lines[at] === undefined ? null : timing(block.lines[at])
    if (!times) return { ok: false, problem: { code: 'timing', line } }
    if (times.end <= times.start) return { ok: false, problem: { code: 'order', line } }
    cues.push({ ...times, text: cueText(block.lines.slice(at + 1).join('\n')) })
  }
  if (cues.length === 0) return { ok: false, problem: { code: 'noCues' } }
  return { ok: true, cues }
}

/** The words of a caption file, for the site search: its cues' text in order. */
export function captionText(cues: Cue[]): string {
  return cues
    .map((cue) => cue.text)
    .filter(Boolean)
    .join(' ')
}

/** Why the caption file `name` was refused, in the editor's language. */
export function vttMessage(problem: VttProblem, name: string, language: string): string {
  const en = adminInEnglish(language)
  switch (problem.code) {
    case 'encoding':
      return en
        ? `“${name}” is not a UTF-8 text file, as WebVTT captions must be.`
        : `“${name}”不是 UTF-8 文本文件，WebVTT 字幕必须使用 UTF-8 编码。`
    case 'header':
      return en
        ? `“${name}” is not a WebVTT caption file: its first line must be “WEBVTT”.`
        : `“${name}”不是 WebVTT 字幕文件：第一行必须是“WEBVTT”。`
    case 'timing':
      return en
        ? `“${name}”, line ${problem.line}: a cue needs a timing line such as “00:00:01.000 --> 00:00:04.000”.`
        : `“${name}”第 ${problem.line} 行：字幕条目需要时间行，例如“00:00:01.000 --> 00:00:04.000”。`
    case 'order':
      return en
        ? `“${name}”, line ${problem.line}: a cue must end after it starts.`
        : `“${name}”第 ${problem.line} 行：字幕条目的结束时间必须晚于开始时间。`
    case 'noCues':
      return en ? `“${name}” holds no captions (no cue with a timing line).` : `“${name}”中没有字幕条目（没有带时间行的条目）。`
  }
}

function stamp(seconds: number): string {
  const ms = Math.round(seconds * 1000)
  const pad = (n: number, width = 2) => String(n).padStart(width, '0')
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`
}

/**
 * Directional formatting characters that change how the text around them reads (embeddings, overrides, isolates):
 * a caption could show words in an order other than stored. The plain marks (LRM, RLM) stay.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g

/**
 * The caption file as the site keeps it: without directional overrides, and without STYLE blocks (the site styles
 * captions itself; a block's `url()` would have the visitor's player fetch another host). Null when there is
 * nothing to take out. The file must have passed `parseWebVtt`.
 */
export function cleanWebVtt(source: string): string | null {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  const kept: string[] = []
  let inStyle = false
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') inStyle = false
    else if (index > 0 && lines[index - 1].trim() === '' && /^STYLE(?:[ \t]|$)/.test(line)) inStyle = true
    if (!inStyle) kept.push(line.replace(BIDI_CONTROLS, ''))
  }
  const clean = kept.join('\n').replace(/\n{3,}/g, '\n\n')
  return clean === source ? null : clean
}

/** A WebVTT file of these cues (the demo seed writes its captions with it). */
export function toWebVtt(cues: readonly Cue[]): string {
  return `WEBVTT\n\n${cues.map((cue) => `${stamp(cue.start)} --> ${stamp(cue.end)}\n${cue.text}`).join('\n\n')}\n`
}
