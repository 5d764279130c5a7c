import type { Where } from 'payload'

/** Whether a Payload query asks for nothing: none, `{}`, or `and`/`or` lists of nothing but such. */
export function isEmptyWhere(where: Where | undefined | null): boolean {
  if (!where) return true
  return Object.entries(where).every(
    ([key, value]) => (key === 'and' || key === 'or') && Array.isArray(value) && value.every((w) => isEmptyWhere(w)),
  )
}
