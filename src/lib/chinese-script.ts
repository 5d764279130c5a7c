/**
 * Simplified Chinese into Traditional, for a language of the table written in another script of its source
 * (`convert` in src/i18n/locales.ts): OpenCC's phrase-level conversion (opencc-js) in a regional variant (`tw`,
 * `twp` with Taiwan's words, `hk`), then the editors' term list, which has the last word (软件 → 軟體, 数据 → 資料).
 * Server-side only (the dictionaries are about 1 MB): "start from the source", the seed, the site's pictures.
 */
import * as OpenCC from 'opencc-js/cn2t'

import { inLanguage, LANGUAGES, type Locale, type PerLanguage } from '@/i18n/locales'

export type ChineseVariant = 'tw' | 'twp' | 'hk'

/** One entry of the term list: a Simplified word and the Traditional word it becomes. */
export type Term = { simplified: string; traditional: string }

type Converter = (text: string) => string

const converters = new Map<string, Converter>()

/**
 * The converter of a variant and term list (kept for the next call with the same ones). A term applies to the
 * converted text: its Simplified word is converted the same way first, then replaced by the editors' word.
 */
export function simplifiedToTraditional(variant: ChineseVariant, terms: readonly Term[] = []): Converter {
  const key = `${variant}\u0000${terms.map((t) => `${t.simplified}\u0001${t.traditional}`).join('\u0000')}`
  const known = converters.get(key)
  if (known) return known
  const plain = OpenCC.Converter({ from: 'cn', to: variant })
  const own = terms
    .map(({ simplified, traditional }) => [plain(simplified.trim()), traditional.trim()] as [string, string])
    .filter(([from, to]) => from && to)
  const convert = own.length ? OpenCC.ConverterFactory(OpenCC.Locale.from.cn, OpenCC.Locale.to[variant], [own]) : plain
  if (converters.size > 20) converters.clear()
  converters.set(key, convert)
  return convert
}

/** An address (a link's URL, a path): kept as written, even with Chinese in it. */
const ADDRESS = /^(?:[a-z][a-z0-9+.-]*:|\/)/i

/**
 * `value` with every string in it converted (text, rows, rich text's text nodes); keys, addresses, numbers and
 * anything else as they are. Latin text and codes pass through OpenCC unchanged.
 */
export function convertStrings<T>(value: T, convert: Converter): T {
  if (typeof value === 'string') return (ADDRESS.test(value) ? value : convert(value)) as T
  if (Array.isArray(value)) return value.map((item) => convertStrings(item, convert)) as T
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convertStrings(item, convert)])) as T
  }
  return value
}

/**
 * A text of `texts` in `locale`: its own; else, for a language the table converts from its source (zh-Hant), the
 * source's text converted; else the table's fallback (`inLanguage`). For what is drawn or written ahead (the site's
 * pictures, message files), not for pages.
 */
export function textInLanguage<T>(texts: PerLanguage<T>, locale: Locale): T {
  const own = (texts as Partial<Record<Locale, T>>)[locale]
  const { convert, source } = LANGUAGES[locale]
  if (own !== undefined || !convert || !source) return inLanguage(texts, locale)
  return convertStrings(inLanguage(texts, source), simplifiedToTraditional(convert.variant))
}
