/**
 * Payload answers a REST error from its class (`instanceof APIError`, the class name); in the production build the
 * class names are minified and an error may come from another copy of the module, and then a deliberate message
 * ("this field is invalid: cover", "Invalid JSON", an upload refused) reaches the editor as "An unknown error
 * occurred." without its details. This puts the message and details back for errors marked public (never for
 * internal errors, which stay hidden).
 */
import { isMalformedBodyError } from './request-body-errors'

export type ErrorLike = { message?: unknown; data?: unknown; isPublic?: unknown; name?: unknown }

type Formatted = { errors?: { message?: string; data?: unknown }[] } | undefined

export function restoredErrorBody(
  error: ErrorLike,
  formatted: Formatted,
): { errors: { name: string; message: string; data?: Record<string, unknown> }[] } | null {
  if (error.isPublic !== true || typeof error.message !== 'string' || !error.message) return null
  const first = formatted?.errors?.[0]
  const hasData = error.data !== null && error.data !== undefined && typeof error.data === 'object'
  const lostMessage = !first || first.message !== error.message
  const lostData = hasData && !first?.data
  if (!lostMessage && !lostData) return null
  const name = typeof error.name === 'string' && error.name.length > 2 ? error.name : 'Error'
  return { errors: [{ name, message: error.message, ...(hasData ? { data: error.data as Record<string, unknown> } : {}) }] }
}

/**
 * The message of a log call about an error that was the caller's (an HTTP status from 400 to 499), or null.
 *
 * Payload logs the errors it answers at `error` level except those it lists by class name (`NotFound`, `Forbidden`,
 * `ValidationError`, `Locked`, `MissingFile`: `info`, the message only); in the production build the class names are
 * minified, so a request for a document that does not exist left an error with its stack in the log. The logger
 * (payload.config.ts) logs these at `info` instead, as Payload means to, and any other 4xx error the same way, and
 * the body parser's complaint about a malformed upload (answered 400, src/lib/request-body-errors.ts).
 */
export function callerErrorMessage(logArgument: unknown): string | null {
  if (typeof logArgument !== 'object' || logArgument === null) return null
  const err = (logArgument as { err?: unknown }).err
  if (typeof err !== 'object' || err === null) return null
  const { status, message } = err as { status?: unknown; message?: unknown }
  if (isMalformedBodyError(err)) return String(message)
  if (typeof status !== 'number' || status < 400 || status >= 500) return null
  return typeof message === 'string' && message ? message : `HTTP ${status}`
}
