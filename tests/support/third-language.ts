import type * as Locales from '@/i18n/locales'

/**
 * The table of languages serving its third row, Traditional Chinese translated from Simplified (as English is), for
 * component tests that show what the admin does with any number of languages, whatever SITE_LOCALES says:
 * `vi.mock('@/i18n/locales', async (real) => withTraditionalChinese(await real()))`.
 */
export function withTraditionalChinese(real: typeof Locales) {
  // The table's own zh-Hant row, served whatever SITE_LOCALES says.
  const LOCALES = real.configuredLocales('zh,en,zh-Hant')
  return {
    ...real,
    LOCALES,
    isLocale: (value: unknown) => typeof value === 'string' && (LOCALES as string[]).includes(value),
  }
}
