import type { CollectionBeforeChangeHook } from 'payload'

import { appendLeadNote, type LeadNote, noteAuthor } from '@/lib/lead-notes'

/**
 * The follow-up history is only ever added to: a changed note becomes a new entry with who and when; the entries
 * already stored are kept as they are, whatever a client sends (src/lib/lead-notes.ts).
 */
export const appendNoteHistory: CollectionBeforeChangeHook = ({ data, originalDoc, req, operation }) => {
  const stored = (operation === 'update' ? (originalDoc?.noteHistory as LeadNote[] | undefined) : undefined) ?? []
  const previous = operation === 'update' ? (originalDoc?.notes as string | undefined) : ''
  const next = 'notes' in data ? (data.notes as string | null | undefined) : previous
  return { ...data, noteHistory: appendLeadNote(stored, previous, next, noteAuthor(req.user), new Date()) }
}
