/**
 * How wide a text is on screen, in columns (issue 33, item 4): a Chinese, Japanese or Korean character, a
 * full-width form or an emoji takes two columns, a Latin letter one, a combining mark or a zero-width character
 * none. Search engines cut titles and descriptions by width, so a Chinese title of 30 characters is as long as a
 * Latin one of 60. Pure; used by the admin's SEO length counter and its previews.
 */

/** Wide (East Asian Width W or F) and emoji: two columns. */
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\u3200-\u33ff\ufe30-\ufe4f\uff01-\uff60\uffe0-\uffe6\p{Extended_Pictographic}]/u
/** Combining marks, zero-width characters, variation selectors and control characters: no column. */
const ZERO = /[\p{M}\p{Cc}\u200b-\u200f\u2060\ufeff\ufe00-\ufe0f]/u

function widthOf(char: string): number {
  if (ZERO.test(char)) return 0
  return WIDE.test(char) ? 2 : 1
}

/** The width of a text in columns (whitespace runs count as one column, as the result page shows them). */
export function displayWidth(text: string | null | undefined): number {
  let width = 0
  for (const char of (text ?? '').replace(/\s+/g, ' ').trim()) width += widthOf(char)
  return width
}

/** The text cut to at most `max` columns, with `…` when something was cut (as a result page shows a long title). */
export function clipToWidth(text: string | null | undefined, max: number): string {
  const folded = (text ?? '').replace(/\s+/g, ' ').trim()
  if (displayWidth(folded) <= max) return folded
  let width = 0
  let out = ''
  for (const char of folded) {
    const w = widthOf(char)
    if (width + w > max - 1) break
    width += w
    out += char
  }
  return `${out.trimEnd()}…`
}

/** The span of columns a search engine shows in full. */
export type WidthTarget = { min: number; max: number }

/** Titles: about 60 columns (30 Chinese characters); descriptions: about 160 (80 Chinese characters). */
export const SEO_TITLE_WIDTH: WidthTarget = { min: 20, max: 60 }
export const SEO_DESCRIPTION_WIDTH: WidthTarget = { min: 70, max: 160 }

export type WidthVerdict = 'empty' | 'short' | 'good' | 'long'

/** How a text's width compares with its target: empty, shorter than useful, within it, or cut off. */
export function widthVerdict(text: string | null | undefined, target: WidthTarget): WidthVerdict {
  const width = displayWidth(text)
  if (width === 0) return 'empty'
  if (width > target.max) return 'long'
  return width < target.min ? 'short' : 'good'
}
