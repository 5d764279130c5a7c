/**
 * The language a person edits in: the admin's language selector, which Payload keeps as their `locale` preference
 * (the default language when they never chose one). Restores follow it (src/collections/history.ts), and a document
 * lock counts only for people editing the same language (src/access/system.ts, src/content/save-guard.ts).
 */
import type { PayloadRequest, Where } from 'payload'

import { DEFAULT_LOCALE, isLocale, type Locale, LOCALES } from '@/i18n/locales'

const LOCKS = 'payload-locked-documents'

/** Each of these accounts' editing language, by id (as a string). */
async function editingLanguagesOf(req: PayloadRequest, users: Array<number | string>): Promise<Map<string, Locale>> {
  const languages = new Map<string, Locale>(users.map((id) => [String(id), DEFAULT_LOCALE]))
  if (users.length === 0) return languages
  const { docs } = await req.payload.db.find({
    collection: 'payload-preferences',
    where: { and: [{ key: { equals: 'locale' } }, { 'user.value': { in: users } }] },
    limit: users.length * 4,
    pagination: false,
    req,
  })
  for (const pref of docs as Array<{ user?: { value?: unknown } | null; value?: unknown }>) {
    const user = pref.user?.value
    const id = user && typeof user === 'object' && 'id' in user ? String(user.id) : String(user)
    if (languages.has(id) && isLocale(pref.value) && LOCALES.includes(pref.value)) languages.set(id, pref.value)
  }
  return languages
}

/** The signed-in person's editing language. */
export async function editingLanguageOf(req: PayloadRequest): Promise<Locale> {
  if (!req.user) return DEFAULT_LOCALE
  return (await editingLanguagesOf(req, [req.user.id])).get(String(req.user.id)) ?? DEFAULT_LOCALE
}

const holderOf = (lock: { user?: { value?: unknown } | null }): string | null => {
  const user = lock.user?.value
  if (user === null || user === undefined) return null
  return user && typeof user === 'object' && 'id' in user ? String(user.id) : String(user)
}

/**
 * The people other than the signed-in one who hold a lock (of this document, or of any) while editing another
 * language than `language`: their locks do not stop a save or an edit of `language`.
 */
export async function lockHoldersInOtherLanguages(
  req: PayloadRequest,
  language: Locale,
  document?: { collection: string; id: number | string },
): Promise<{ others: string[]; sameLanguage: number }> {
  const where: Where = document
    ? { and: [{ 'document.relationTo': { equals: document.collection } }, { 'document.value': { equals: document.id } }] }
    : {}
  const { docs } = await req.payload.db.find({ collection: LOCKS, where, limit: 500, pagination: false, req })
  const me = req.user ? String(req.user.id) : null
  const holders = [...new Set((docs as Array<{ user?: { value?: unknown } | null }>).map(holderOf))].filter(
    (id): id is string => id !== null && id !== me,
  )
  const languages = await editingLanguagesOf(req, holders)
  const others = holders.filter((id) => languages.get(id) !== language)
  return { others, sameLanguage: holders.length - others.length }
}
