/**
 * The three build-time values the browser's code needs: next.config.ts sets `NEXT_PUBLIC_BASE_PATH`,
 * `NEXT_PUBLIC_API_PREFIX` and `NEXT_PUBLIC_SITE_LOCALES` from BASE_PATH, API_PREFIX and SITE_LOCALES (src/env.ts), and
 * Next writes them into the code it builds, for the browser and the server alike. With src/env.ts, the only module
 * that reads `process.env` (the lint rule allows these two). Functions, so that code run outside Next (the unit
 * tests, the seed) reads the current value.
 */

/** The base path of the site (`/website`), empty at the root. */
export function publicBasePath(): string {
  return process.env.NEXT_PUBLIC_BASE_PATH ?? ''
}

/** The extra prefix of the public API (`/prod-api`), empty for none. */
export function publicApiPrefix(): string {
  return process.env.NEXT_PUBLIC_API_PREFIX ?? ''
}

/**
 * The languages the site serves, as SITE_LOCALES gives them (`zh,en,zh-Hant`): the built value in the site's code,
 * the process's own outside Next (the seed, migrations, tests). src/i18n/locales.ts reads it; src/env.ts checks it.
 */
export function publicSiteLocales(): string {
  return process.env.NEXT_PUBLIC_SITE_LOCALES ?? process.env.SITE_LOCALES ?? ''
}
