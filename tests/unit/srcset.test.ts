import { describe, expect, it } from 'vitest'

import { pictureOf } from '@/content/home'
import { imageView, srcSetOf } from '@/content/media'
import type { Media } from '@/payload-types'

/** An 800 px wide upload: Payload made its 400 and 800 px sizes, not the 1920 px one (wider than the original). */
const media = {
  id: 1,
  url: '/api/media/file/news.webp',
  width: 800,
  height: 450,
  alt: 'News',
  mimeType: 'image/webp',
  sizes: {
    thumbnail: { url: '/api/media/file/news-400x225.webp', width: 400, height: 225 },
    card: { url: '/api/media/file/news-800x450.webp', width: 800, height: 450 },
    large: { url: null, width: null, height: null },
  },
} as unknown as Media

const widths = (srcSet: string) => [...srcSet.matchAll(/ (\d+)w(?:,|$)/g)].map((m) => Number(m[1]))

describe('srcset', () => {
  it('never lists two candidates of one width (the generated size stays), narrowest first', () => {
    expect(
      srcSetOf([
        { url: '/b.webp', width: 800 },
        { url: '/a.webp', width: 400 },
        { url: '/c.webp', width: 800 },
      ]),
    ).toBe('/a.webp 400w, /b.webp 800w')
    expect(
      srcSetOf([
        { url: '/a.webp', width: 800 },
        { url: '/b.webp', width: 800 },
      ]),
    ).toBe('')
    expect(
      srcSetOf([
        { url: '', width: 400 },
        { url: '/a b,c.webp', width: 800 },
        { url: '/d.webp', width: 0 },
      ]),
    ).toBe('')
  })

  it('an 800 px upload offers 400w and 800w once each, in <img srcset> and the picture of the home page', () => {
    const view = imageView(media, 'large')
    expect(view?.srcSet).toBe('/api/media/file/news-400x225.webp 400w, /api/media/file/news-800x450.webp 800w')
    const picture = pictureOf(media, 'large')
    expect(widths(picture?.srcSet ?? '')).toEqual([400, 800])
  })
})
