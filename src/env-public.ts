/**
 * The two build-time values the browser's code needs: next.config.ts sets `NEXT_PUBLIC_BASE_PATH` and
 * `NEXT_PUBLIC_API_PREFIX` from BASE_PATH and API_PREFIX (src/env.ts), and Next writes them into the code it builds,
 * for the browser and the server alike. With src/env.ts, the only module that reads `process.env` (the lint rule
 * allows these two). Functions, so that code run outside Next (the unit tests) reads the current value.
 */

/** The base path of the site (`/website`), empty at the root. */
export function publicBasePath(): string {
  return process.env.NEXT_PUBLIC_BASE_PATH ?? ''
}

/** The extra prefix of the public API (`/prod-api`), empty for none. */
export function publicApiPrefix(): string {
  return process.env.NEXT_PUBLIC_API_PREFIX ?? ''
}
