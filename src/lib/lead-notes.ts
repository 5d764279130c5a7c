import { type AdminLanguage } from '@/i18n/locales'

import { formatShanghaiTime } from './time'

/** One entry of a lead's follow-up history: who wrote what, and when. Entries are only ever added. */
export type LeadNote = { at: string; author: string; text: string }

/**
 * The history after a save of the lead: the earlier entries exactly as stored, plus one entry when the note was
 * changed to a non-empty text. Whatever a client sends for the history itself is never used.
 */
export function appendLeadNote(
  stored: readonly LeadNote[] | null | undefined,
  previousNote: string | null | undefined,
  nextNote: string | null | undefined,
  author: string,
  at: Date,
): LeadNote[] {
  const history = (stored ?? []).map(({ at: when, author: who, text }) => ({ at: when, author: who, text }))
  const next = (nextNote ?? '').trim()
  if (!next || next === (previousNote ?? '').trim()) return history
  return [...history, { at: at.toISOString(), author, text: next }]
}

/** The person as the history names them: their name, else their e-mail address. */
export function noteAuthor(user: { name?: unknown; email?: unknown } | null | undefined): string {
  const name = typeof user?.name === 'string' ? user.name.trim() : ''
  const email = typeof user?.email === 'string' ? user.email : ''
  if (name && email) return `${name} <${email}>`
  return name || email || '—'
}

/** The history as one CSV cell: a line per entry, oldest first, in Beijing time. */
export function leadNotesText(history: readonly LeadNote[] | null | undefined): string {
  return (history ?? []).map((n) => `${formatShanghaiTime(n.at).slice(0, 16)} ${n.author}: ${n.text}`).join('\n')
}

export const LEAD_STATUS_LABELS = {
  new: { zh: '新留言', en: 'New' },
  contacted: { zh: '已联系', en: 'Contacted' },
  closed: { zh: '已关闭', en: 'Closed' },
} as const

/** A lead's status in the exporter's language; an unknown value as it is. */
export function leadStatusLabel(status: unknown, language: AdminLanguage): string {
  const labels = LEAD_STATUS_LABELS[status as keyof typeof LEAD_STATUS_LABELS]
  return labels ? labels[language] : typeof status === 'string' ? status : ''
}

/** `leads-2026-11-27-0830.csv`: the export's file name with the time in Beijing (the exporter's day, not UTC's). */
export function leadsExportFileName(now: Date, status: string | null): string {
  const stamp = formatShanghaiTime(now)
  const name = `${stamp.slice(0, 10)}-${stamp.slice(11, 13)}${stamp.slice(14, 16)}`
  return `leads${status ? `-${status}` : ''}-${name}.csv`
}
