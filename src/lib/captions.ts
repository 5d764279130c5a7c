/**
 * The caption tracks a player offers (`<track kind="captions">`): pure, from the rows an editor entered (one WebVTT
 * file per language, src/fields/captions.ts) to what a `<video>` needs.
 */
import { isLocale, LANGUAGES, type Locale } from '@/i18n/locales'

import { HREFLANG } from './seo'

export type CaptionTrack = {
  src: string
  /** The site's language of the track (`zh`, `en`). */
  locale: Locale
  /** BCP 47, for `srclang` (`zh-CN`, `en`). */
  srclang: string
  /** The language's own name, as a player's caption menu lists it. */
  label: string
  /** Shown from the start: the visitor's language where the video plays muted. */
  isDefault: boolean
}

/**
 * The tracks of these rows (rows without a file or a known language left out, one per language), the page's
 * language first and on by default when `captionsOn` (muted autoplay).
 */
export function captionTracks(
  rows: readonly { language?: string | null; src: string }[],
  pageLocale: Locale,
  captionsOn = false,
): CaptionTrack[] {
  const seen = new Set<Locale>()
  const tracks: CaptionTrack[] = []
  for (const row of rows) {
    const locale = row.language
    if (!isLocale(locale) || !row.src || seen.has(locale)) continue
    seen.add(locale)
    tracks.push({
      src: row.src,
      locale,
      srclang: HREFLANG[locale],
      label: LANGUAGES[locale].name,
      isDefault: captionsOn && locale === pageLocale,
    })
  }
  return tracks.sort((a, b) => Number(b.locale === pageLocale) - Number(a.locale === pageLocale))
}
