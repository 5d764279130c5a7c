/**
 * Values placed in the text of e-mails (the lead notification, account notices). A value that a visitor or a user
 * typed must not make lines of its own: a name holding CR/LF would show a made-up "电话 Phone:" line to the sales
 * team. Pure.
 */

/**
 * C0 and C1 control characters (CR, LF, TAB, NUL, ESC, NEL …), DEL, the Unicode line and paragraph separators, and
 * the invisible characters that reorder or hide text (bidirectional overrides and isolates, zero-width marks, BOM).
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]+/g

/** A value for a single-line field (`姓名 Name: …`, a subject): every run of those characters becomes one space. */
export function singleLine(value: unknown): string {
  if (value === null || value === undefined) return ''
  return String(value).replace(UNSAFE, ' ').replace(/ {2,}/g, ' ').trim()
}

/**
 * A value for a block of free text (the lead's requirement): its line breaks kept as LF, every other of those
 * characters removed.
 */
export function textBlock(value: unknown): string {
  if (value === null || value === undefined) return ''
  return String(value)
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .split('\n')
    .map((line) => line.replace(UNSAFE, ' ').replace(/\s+$/, ''))
    .join('\n')
}
