import { describe, expect, it } from 'vitest'

import { captionTracks } from '@/lib/captions'
import { cleanWebVtt } from '@/lib/webvtt'

describe('captionTracks', () => {
  const rows = [
    { language: 'zh', src: '/api/media/file/a.zh.vtt' },
    { language: 'en', src: '/api/media/file/a.en.vtt' },
    { language: 'en', src: '/api/media/file/second.en.vtt' },
    { language: 'fr', src: '/api/media/file/a.fr.vtt' },
    { language: 'zh', src: '' },
  ]

  it('one track per site language, the page’s language first, with BCP 47 tags and own-language names', () => {
    expect(captionTracks(rows, 'en')).toEqual([
      { src: '/api/media/file/a.en.vtt', locale: 'en', srclang: 'en', label: 'English', isDefault: false },
      { src: '/api/media/file/a.zh.vtt', locale: 'zh', srclang: 'zh-CN', label: '中文', isDefault: false },
    ])
  })

  it('turns the page’s language on for muted autoplay only', () => {
    expect(captionTracks(rows, 'zh', true).map((t) => [t.locale, t.isDefault])).toEqual([
      ['zh', true],
      ['en', false],
    ])
    expect(captionTracks([{ language: 'zh', src: '/x.vtt' }], 'en', true).map((t) => t.isDefault)).toEqual([false])
  })
})

describe('cleanWebVtt', () => {
  it('takes out directional overrides and isolates, and STYLE blocks; keeps the marks LRM and RLM', () => {
    const source = 'WEBVTT\n\nSTYLE\n::cue { color: red }\n\n00:00.000 --> 00:01.000\n\u202dabc\u202c \u200edef\n'
    expect(cleanWebVtt(source)).toBe('WEBVTT\n\n00:00.000 --> 00:01.000\nabc \u200edef\n')
  })

  it('leaves a clean file alone (null), a cue that mentions STYLE too', () => {
    expect(cleanWebVtt('WEBVTT\n\n00:00.000 --> 00:01.000\nSTYLE is a word here\n')).toBeNull()
  })
})
