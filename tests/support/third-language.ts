import type * as Locales from '@/i18n/locales'

/**
 * The table of languages with a third row, Traditional Chinese translated from Simplified (as English is), for
 * component tests that show what the admin does with any number of languages:
 * `vi.mock('@/i18n/locales', async (real) => withTraditionalChinese(await real()))`.
 */
export function withTraditionalChinese(real: typeof Locales) {
  const hant = {
    ...real.LANGUAGES.zh,
    tag: 'zh-Hant',
    prefix: '/zh-Hant',
    label: '繁體中文',
    adminName: { zh: '繁体中文', en: 'Traditional Chinese' },
    adminLabel: { zh: '繁体中文', en: 'Traditional Chinese (繁體中文)' },
    source: 'zh' as const,
    adminColour: '#2e7d32',
  }
  const LOCALES = [...real.LOCALES, 'zh-Hant']
  return {
    ...real,
    LOCALES,
    LANGUAGES: { ...real.LANGUAGES, 'zh-Hant': hant },
    isLocale: (value: unknown) => typeof value === 'string' && LOCALES.includes(value),
    languageTag: (code: string) => (code === 'zh-Hant' ? 'zh-Hant' : real.languageTag(code as Locales.Locale)),
  }
}
