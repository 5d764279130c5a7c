/**
 * The SEO length counter's width (issue 33, item 4): a Chinese character counts two columns, so a Chinese title of
 * 30 characters is as long as a Latin one of 60.
 */
import { describe, expect, it } from 'vitest'

import { clipToWidth, displayWidth, SEO_DESCRIPTION_WIDTH, SEO_TITLE_WIDTH, widthVerdict } from '@/lib/display-width'

describe('displayWidth', () => {
  it('counts a Chinese character as two columns and a Latin one as one', () => {
    expect(displayWidth('路线设计')).toBe(8)
    expect(displayWidth('EICAD 3.0')).toBe(9)
    expect(displayWidth('EICAD 路线设计')).toBe(14)
    expect(displayWidth('中'.repeat(30))).toBe(displayWidth('a'.repeat(60)))
  })

  it('counts full-width punctuation, kana, hangul and emoji as two, combining marks and zero-width as none', () => {
    expect(displayWidth('，。：')).toBe(6)
    expect(displayWidth('ＡＢ')).toBe(4)
    expect(displayWidth('カナ한글')).toBe(8)
    expect(displayWidth('🚧')).toBe(2)
    expect(displayWidth('e\u0301')).toBe(1)
    expect(displayWidth('a\u200bb')).toBe(2)
    expect(displayWidth('𠀋')).toBe(2) // outside the Basic Multilingual Plane: one character, not two halves
  })

  it('folds whitespace as a result page does, and takes nothing as zero', () => {
    expect(displayWidth('  a \n\t b  ')).toBe(3)
    expect(displayWidth('')).toBe(0)
    expect(displayWidth(null)).toBe(0)
    expect(displayWidth(undefined)).toBe(0)
  })
})

describe('clipToWidth', () => {
  it('keeps a text that fits and cuts a longer one at the width, with an ellipsis', () => {
    expect(clipToWidth('短标题', 60)).toBe('短标题')
    const clipped = clipToWidth('中'.repeat(40), 60)
    expect(clipped).toBe(`${'中'.repeat(29)}…`)
    expect(displayWidth(clipped)).toBeLessThanOrEqual(60)
    expect(clipToWidth('a'.repeat(70), 60)).toBe(`${'a'.repeat(59)}…`)
  })
})

describe('widthVerdict', () => {
  it('judges titles against about 60 columns', () => {
    expect(widthVerdict('', SEO_TITLE_WIDTH)).toBe('empty')
    expect(widthVerdict('EICAD', SEO_TITLE_WIDTH)).toBe('short')
    expect(widthVerdict('中'.repeat(30), SEO_TITLE_WIDTH)).toBe('good')
    // 31 Chinese characters are 62 columns: too long, though 31 characters would pass a character count of 60.
    expect(widthVerdict('中'.repeat(31), SEO_TITLE_WIDTH)).toBe('long')
    expect(widthVerdict('a'.repeat(60), SEO_TITLE_WIDTH)).toBe('good')
  })

  it('judges descriptions against about 160 columns', () => {
    expect(widthVerdict('中'.repeat(80), SEO_DESCRIPTION_WIDTH)).toBe('good')
    expect(widthVerdict('中'.repeat(81), SEO_DESCRIPTION_WIDTH)).toBe('long')
    expect(widthVerdict('中'.repeat(30), SEO_DESCRIPTION_WIDTH)).toBe('short')
  })
})
