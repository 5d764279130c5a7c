/**
 * The demo's product screenshots in Chinese (src/seed/demo/artwork/words-zh.ts): every screenshot drawn for the
 * Chinese pages shows its interface in Chinese. What may stay in Latin letters: product names, file names, codes
 * and units, as a Chinese edition of such software shows them.
 */
import { describe, expect, it } from 'vitest'

import type { ClipKind } from '@/seed/demo/artwork/compositions'
import { inLanguage } from '@/seed/demo/artwork/kit'
import { SCREENS } from '@/seed/demo/artwork/screens'
import { SCREEN_WORDS_ZH } from '@/seed/demo/artwork/words-zh'
import { TUTORIALS } from '@/seed/demo/data/tutorials'
import { tutorialScene } from '@/seed/demo/narrated-video'

/** Words of three letters or more that a Chinese interface keeps as they are. */
const KEPT = new Set([
  'AIRoad',
  'EICAD',
  'TICAD',
  'VRRoad',
  'Report3D',
  'BuildOps',
  'SiteLink',
  'BeamYard',
  'BIM',
  'DEM',
  'IFC',
  'WBS',
  'CAM',
  'MP4',
  'fps',
  'ENV',
  'POOR',
])

/** The words of a drawn text that a Chinese reader would have to read in English. */
function englishWords(drawn: string): string[] {
  return drawn
    .split(/\s+/)
    .filter((token) => !/[._]/.test(token)) // file names (G318_Bypass_Schemes.ard)
    .flatMap((token) => token.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [])
    .filter((word) => (word.match(/[A-Za-z]/g) ?? []).length >= 3 && !KEPT.has(word) && !/^(km|mm|ug|dB)\d*$/.test(word))
}

const screens = Object.values(SCREENS).flat()

describe('the Chinese product screenshots', () => {
  it.each(screens.map((s) => [s.id, s] as const))('%s: no English words in the interface', (_id, screen) => {
    const seen = new Set<string>()
    const zh = inLanguage(SCREEN_WORDS_ZH, () => screen.svg(), seen)
    const en = inLanguage(null, () => screen.svg())
    expect(zh).not.toBe(en)
    const left = [...seen].map((s) => SCREEN_WORDS_ZH[s] ?? s).filter((s) => englishWords(s).length > 0)
    expect(left).toEqual([])
  })

  it('the dictionary holds only words some screenshot draws', () => {
    const seen = new Set<string>()
    for (const screen of screens) inLanguage(null, () => screen.svg(), seen)
    expect(Object.keys(SCREEN_WORDS_ZH).filter((k) => !seen.has(k))).toEqual([])
  })
})

describe('the Chinese narrated tutorials', () => {
  it('no scene shows English words: screenshots, animated artwork, step list and cards', () => {
    const left: string[] = []
    for (const kind of Object.keys(TUTORIALS) as ClipKind[]) {
      TUTORIALS[kind].forEach((_, i) => {
        const zh = tutorialScene(kind, i, 'zh')
        expect(zh).not.toBe(tutorialScene(kind, i, 'en'))
        for (const [, inner] of zh.matchAll(/<text[^>]*>([\s\S]*?)<\/text>/g)) {
          const drawn = inner.replace(/<[^>]*>/g, ' ').replace(/&amp;/g, '&')
          if (englishWords(drawn).length > 0) left.push(`${kind} scene ${i + 1}: ${drawn}`)
        }
      })
    }
    expect(left).toEqual([])
  })
})
