/** The spec's "empty": null, undefined, an empty string or a string of spaces only. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  return false
}
