import { describe, expect, it } from 'vitest'

import { captionText, cueText, parseWebVtt, toWebVtt, vttMessage } from '@/lib/webvtt'

const GOOD = [
  'WEBVTT - demo',
  'Kind: captions',
  '',
  'NOTE a comment',
  'that spans two lines',
  '',
  '1',
  '00:00:01.000 --> 00:00:04.500 align:start',
  '<v Narrator>Open the <b>alignment</b> editor',
  '',
  '00:05.000 --> 00:08.000',
  'Tom &amp; Jerry &lt;3',
  '',
].join('\n')

describe('parseWebVtt', () => {
  it('reads the cues of a valid file (identifiers, settings, comments, short timestamps)', () => {
    const result = parseWebVtt(new TextEncoder().encode(GOOD))
    expect(result).toEqual({
      ok: true,
      cues: [
        { start: 1, end: 4.5, text: 'Open the alignment editor' },
        { start: 5, end: 8, text: 'Tom & Jerry <3' },
      ],
    })
  })

  it('accepts a byte-order mark and CRLF line ends', () => {
    const result = parseWebVtt('\uFEFFWEBVTT\r\n\r\n00:00.000 --> 00:01.000\r\n你好\r\n')
    expect(result.ok && result.cues).toEqual([{ start: 0, end: 1, text: '你好' }])
  })

  it('refuses a file that does not start with WEBVTT (an SRT file, say)', () => {
    expect(parseWebVtt('1\n00:00:01,000 --> 00:00:02,000\nHello\n')).toEqual({ ok: false, problem: { code: 'header' } })
    expect(parseWebVtt('WEBVTTX\n\n00:00.000 --> 00:01.000\nHi\n')).toEqual({ ok: false, problem: { code: 'header' } })
  })

  it('refuses a malformed timing line with its line number', () => {
    expect(parseWebVtt('WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nHi\n')).toEqual({ ok: false, problem: { code: 'timing', line: 3 } })
    expect(parseWebVtt('WEBVTT\n\nintro\njust text\n')).toEqual({ ok: false, problem: { code: 'timing', line: 4 } })
    expect(parseWebVtt('WEBVTT\n\n00:61.000 --> 00:62.000\nHi\n')).toEqual({ ok: false, problem: { code: 'timing', line: 3 } })
  })

  it('refuses a cue that ends before it starts', () => {
    expect(parseWebVtt('WEBVTT\n\n00:05.000 --> 00:04.000\nHi\n')).toEqual({ ok: false, problem: { code: 'order', line: 3 } })
  })

  it('refuses a file without cues and one that is not UTF-8', () => {
    expect(parseWebVtt('WEBVTT\n\nNOTE nothing here\n')).toEqual({ ok: false, problem: { code: 'noCues' } })
    expect(parseWebVtt(new Uint8Array([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe]))).toEqual({
      ok: false,
      problem: { code: 'encoding' },
    })
  })
})

describe('caption text', () => {
  it('strips tags and joins the cues in order', () => {
    expect(cueText('<c.yellow>Hello</c> <00:00:02.000>world')).toBe('Hello world')
    expect(
      captionText([
        { start: 0, end: 1, text: 'a' },
        { start: 1, end: 2, text: '' },
        { start: 2, end: 3, text: 'b' },
      ]),
    ).toBe('a b')
  })
})

describe('vttMessage', () => {
  it('names the file and the line in the editor’s language', () => {
    expect(vttMessage({ code: 'timing', line: 7 }, 'a.vtt', 'zh')).toBe(
      '“a.vtt”第 7 行：字幕条目需要时间行，例如“00:00:01.000 --> 00:00:04.000”。',
    )
    expect(vttMessage({ code: 'header' }, 'a.vtt', 'en')).toContain('first line must be “WEBVTT”')
  })
})

describe('toWebVtt', () => {
  it('writes cues that parse back to the same cues', () => {
    const cues = [
      { start: 0, end: 2.5, text: '控制点布设完成' },
      { start: 3723.25, end: 3725, text: 'An hour in' },
    ]
    const file = toWebVtt(cues)
    expect(file).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:02.500\n控制点布设完成\n\n01:02:03.250 --> 01:02:05.000\nAn hour in\n')
    expect(parseWebVtt(file)).toEqual({ ok: true, cues })
  })
})
