/**
 * Payload answers a REST error from its class (`instanceof APIError`, the class name); in the production build the
 * class names are minified and an error may come from another copy of the module, and then a deliberate message
 * ("this field is invalid: cover", "Invalid JSON", an upload refused) reaches the editor as "An unknown error
 * occurred." without its details. This puts the message and details back for errors marked public (never for
 * internal errors, which stay hidden).
 */
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
