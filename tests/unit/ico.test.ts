/** The favicon's container (src/lib/ico.ts) and the committed favicon set in public/. */
import fs from 'node:fs'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { icoFromPngs } from '@/lib/ico'

/** The entries of an .ico file, as a browser reads them. */
function entries(ico: Buffer) {
  expect(ico.readUInt16LE(0)).toBe(0)
  expect(ico.readUInt16LE(2)).toBe(1)
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const at = 6 + 16 * i
    const size = ico.readUInt32LE(at + 8)
    const offset = ico.readUInt32LE(at + 12)
    return { width: ico.readUInt8(at) || 256, height: ico.readUInt8(at + 1) || 256, png: ico.subarray(offset, offset + size) }
  })
}

describe('favicon.ico', () => {
  it('holds each PNG as it is, with its size and where it starts', async () => {
    const pngs = await Promise.all(
      [16, 32, 256].map(async (size) => ({
        size,
        png: await sharp({ create: { width: size, height: size, channels: 4, background: '#0b2447' } })
          .png()
          .toBuffer(),
      })),
    )
    const found = entries(icoFromPngs(pngs))
    expect(found.map((e) => e.width)).toEqual([16, 32, 256])
    for (const [i, e] of found.entries()) expect(Buffer.compare(e.png, pngs[i].png)).toBe(0)
  })

  it('refuses an empty icon or a size past 256', () => {
    expect(() => icoFromPngs([])).toThrow()
    expect(() => icoFromPngs([{ size: 300, png: new Uint8Array(8) }])).toThrow(/300/)
  })

  it('the committed set: favicon.ico (16, 32, 48), a 32 px PNG, a 180 px touch icon, a 1200x630 share card', async () => {
    const ico = entries(fs.readFileSync('public/favicon.ico'))
    expect(ico.map((e) => e.width)).toEqual([16, 32, 48])
    for (const e of ico) expect((await sharp(e.png).metadata()).width).toBe(e.width)
    const size = async (file: string) => {
      const m = await sharp(file).metadata()
      return [m.width, m.height]
    }
    expect(await size('public/icon-32.png')).toEqual([32, 32])
    expect(await size('public/apple-touch-icon.png')).toEqual([180, 180])
    expect(await size('public/share.png')).toEqual([1200, 630])
  })
})
