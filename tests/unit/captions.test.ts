import { describe, expect, it } from 'vitest'

import { captionTracks } from '@/lib/captions'

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
