/**
 * The media a document uses, read by its fields (src/lib/media-refs.ts): upload and relationship fields, inside
 * groups, arrays, blocks, tabs and rows, localized values of every language, and upload nodes of rich text.
 */
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { mediaIdsIn, mediaSelect, usesMedia } from '@/lib/media-refs'

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'cover', type: 'upload', relationTo: 'media' },
  { name: 'author', type: 'relationship', relationTo: 'users' },
  { name: 'either', type: 'relationship', relationTo: ['media', 'pages'], hasMany: true },
  { name: 'hero', type: 'group', localized: true, fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
  {
    type: 'tabs',
    tabs: [
      { label: 'a', fields: [{ name: 'logo', type: 'upload', relationTo: 'media' }] },
      { name: 'named', label: 'b', fields: [{ type: 'row', fields: [{ name: 'poster', type: 'upload', relationTo: 'media' }] }] },
    ],
  },
  { name: 'gallery', type: 'array', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
  {
    name: 'layout',
    type: 'blocks',
    blocks: [
      { slug: 'imageText', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
      { slug: 'richText', fields: [{ name: 'content', type: 'richText' }] },
    ],
  },
]

const lexical = (id: unknown) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'upload', relationTo: 'media', value: id }] }] },
})

describe('mediaIdsIn', () => {
  it('finds media wherever the fields put them, in every language', () => {
    const doc = {
      title: { zh: '标题', en: 'Title' },
      cover: 1,
      author: 99,
      either: [
        { relationTo: 'media', value: { id: 2 } },
        { relationTo: 'pages', value: 98 },
      ],
      hero: { zh: { image: 3 }, en: { image: '4' } },
      logo: { id: 5 },
      named: { poster: 6 },
      gallery: [{ image: 7 }, { image: null }],
      layout: [
        { blockType: 'imageText', image: 8 },
        { blockType: 'richText', content: lexical({ id: 9 }) },
        { blockType: 'unknown', image: 97 },
      ],
    }
    expect([...mediaIdsIn(fields, doc)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('reads nothing from empty or malformed values', () => {
    expect(mediaIdsIn(fields, null).size).toBe(0)
    expect(mediaIdsIn(fields, { cover: 'x', gallery: 'no', layout: {}, hero: [] }).size).toBe(0)
  })

  it('selects only the fields able to hold media', () => {
    expect(mediaSelect(fields)).toEqual({
      cover: true,
      either: true,
      hero: { image: true },
      logo: true,
      named: { poster: true },
      gallery: { image: true },
      layout: true,
    })
    expect(mediaSelect([{ name: 'title', type: 'text' }])).toBeNull()
  })

  it('knows which configs can use media', () => {
    expect(usesMedia(fields)).toBe(true)
    expect(usesMedia([{ name: 'title', type: 'text' }])).toBe(false)
    expect(usesMedia([{ name: 'content', type: 'richText' }])).toBe(true)
  })
})
