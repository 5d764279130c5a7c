/**
 * Every block type of the content model has a renderer: a block added to `pageBlocks` (src/blocks/index.ts) without a
 * case in RenderBlocks would otherwise render nothing on the page and fail nothing. The type check catches it once
 * Payload's types are generated again (`const unrendered: never`); this test catches it before, from the configs.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { pageBlocks } from '@/blocks'

const BLOCKS = path.resolve(__dirname, '../../src/blocks')
const renderer = fs.readFileSync(path.join(BLOCKS, 'RenderBlocks.tsx'), 'utf8')
/** The block types RenderBlocks has a case for. */
const rendered = new Set([...renderer.matchAll(/case '([A-Za-z]+)':/g)].map((m) => m[1]))

describe('block renderers', () => {
  it('finds the cases of RenderBlocks (the reading of the renderer works)', () => {
    expect(rendered.size).toBeGreaterThanOrEqual(5)
  })

  it.each(pageBlocks.map((block) => [block.slug]))('%s has a case in RenderBlocks', (slug) => {
    expect(rendered.has(slug), `add a case '${slug}' to src/blocks/RenderBlocks.tsx`).toBe(true)
  })

  it('renders no block type the content model does not have', () => {
    const slugs = new Set(pageBlocks.map((block) => block.slug))
    expect([...rendered].filter((slug) => !slugs.has(slug))).toEqual([])
  })

  it('each block folder holds its config and its component', () => {
    const folders = fs
      .readdirSync(BLOCKS, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
      .map((entry) => entry.name)
    expect(folders.length).toBe(pageBlocks.length)
    for (const folder of folders) {
      expect(fs.existsSync(path.join(BLOCKS, folder, 'config.ts')), `${folder}/config.ts`).toBe(true)
      expect(fs.existsSync(path.join(BLOCKS, folder, 'Component.tsx')), `${folder}/Component.tsx`).toBe(true)
    }
  })
})
