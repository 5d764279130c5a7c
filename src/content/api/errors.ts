import type { Bilingual } from '@/i18n/locales'

/** A client error the API answers with `{code, msg}` and the same HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 404 | 405 | 413 | 429 | 500 | 503,
    readonly msg: Bilingual,
  ) {
    super(msg.en)
  }
}

export const badRequest = (msg: Bilingual) => new ApiError(400, msg)
export const notFound = (msg: Bilingual) => new ApiError(404, msg)
