/** The fields of an error that tell what went wrong, as thrown by Node, drivers and Payload. */
export type ErrorFacts = { code?: unknown; errno?: unknown; message?: unknown }

/**
 * True when `test` holds for `error` or for one of its causes (six deep at most), or for one of an AggregateError's
 * errors (a connection to several addresses, each refused).
 */
export function anyInErrorChain(error: unknown, test: (facts: ErrorFacts) => boolean): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current; depth++) {
    if (typeof current !== 'object') return false
    const facts = current as ErrorFacts & { cause?: unknown; errors?: unknown }
    if (test(facts)) return true
    if (Array.isArray(facts.errors) && facts.errors.some((e) => anyInErrorChain(e, test))) return true
    current = facts.cause
  }
  return false
}
