/**
 * The table of public content kinds (src/lib/public-kinds.ts): each kind's public path, and the lists every consumer
 * derives from it (the sitemap's children, search, insight, preview, the Baidu push, SEO).
 */
import { describe, expect, it } from 'vitest'

import { hasFlag, kindsWith, publicPathOf, SITEMAP_COLLECTIONS } from '@/lib/public-kinds'
import { SPLIT_KINDS } from '@/lib/sitemap'

describe('public content kinds', () => {
  it('give each kind its public path, and none for a document without what the path needs', () => {
    expect(publicPathOf('news', { id: 12 })).toBe('/newsDetail?type=information&id=12')
    expect(publicPathOf('videos', { id: '3' })).toBe('/zxyhdVideoDetail?type=information&id=3')
    expect(publicPathOf('pages', { slug: '/news/eicad1/' })).toBe('/news/eicad1')
    expect(publicPathOf('teaching-albums', { id: 7 })).toBe('/demonstrationTeaching?id=7')
    expect(publicPathOf('update-logs', { id: 4 })).toBe('/updateLogDetail?id=4')
    expect(publicPathOf('software', { id: 2, alias: 'EICAD' })).toBe('/download#software-EICAD')
    expect(publicPathOf('help-documents', { id: 5, alias: 'EICAD' }, 'en')).toBe('/helpDocuments?soft=EICAD&language=en')
    expect(publicPathOf('banners', { id: 1 })).toBe('/pc_index')
    expect(publicPathOf('pages', { slug: '' })).toBeNull()
    expect(publicPathOf('news', { id: 'x' })).toBeNull()
    expect(publicPathOf('news', { id: 0 })).toBeNull()
    expect(publicPathOf('help-documents', { id: 5 })).toBeNull()
  })

  it('derive every list from the one table', () => {
    expect(kindsWith('searchPush')).toEqual(['pages', 'news', 'videos'])
    expect(kindsWith('preview')).toEqual(['pages', 'news', 'videos', 'banners'])
    expect(kindsWith('search')).toEqual(['pages', 'news', 'videos', 'teaching-albums', 'software', 'update-logs', 'help-documents'])
    expect(kindsWith('seo')).toEqual(['news', 'videos', 'teaching-albums', 'update-logs', 'help-documents'])
    expect(hasFlag('banners', 'search')).toBe(false)
    expect(hasFlag('news', 'search')).toBe(true)
    expect(hasFlag('users', 'search')).toBe(false)
    // Every split sitemap child lists exactly one kind.
    expect(Object.keys(SITEMAP_COLLECTIONS).sort()).toEqual([...SPLIT_KINDS].sort())
    expect(SITEMAP_COLLECTIONS.teaching).toBe('teaching-albums')
  })
})
