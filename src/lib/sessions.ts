/**
 * The rule that keeps the sessions of one account right when several places sign in, refresh or sign out at once
 * (src/auth/session-writes.ts applies it). Payload writes an account's whole session list from what it read before
 * (for a sign-in, before checking the password): two such writes at once lose one another's session. Here the
 * list stored now is the truth, and the write only says what it changed:
 *
 * - a session it **added** is the last one of the written list, not stored and created within the last minute
 *   (Payload appends the new one and writes it at once);
 * - a session it **ended** is the signed-in request's own (`ownSession`) left out of the written list (a sign-out),
 *   or all of them when the written list is empty (sign out everywhere);
 * - a session it **extended** (a refresh) keeps the later of the two expiry times.
 *
 * Expired sessions go. A session stored but missing from the written list was added elsewhere meanwhile and stays;
 * one written but no longer stored (other than the added one) was ended elsewhere meanwhile and stays ended.
 */
export type StoredSession = { id: string; createdAt?: Date | string | null; expiresAt: Date | string }

/** How recent an added session is: Payload writes it right after making it. */
const NEW_SESSION_MS = 60_000

const time = (value: Date | string | null | undefined): number =>
  value instanceof Date ? value.getTime() : value ? Date.parse(value) : NaN

export function mergeSessions<S extends StoredSession>(stored: S[], written: S[], ownSession: string | undefined, now = new Date()): S[] {
  if (written.length === 0) return []
  const live = (session: S) => time(session.expiresAt) > now.getTime()
  const writtenById = new Map(written.map((session) => [session.id, session]))
  const kept = stored
    .filter((session) => session.id !== ownSession || writtenById.has(session.id))
    .map((session) => {
      const mine = writtenById.get(session.id)
      return mine && time(mine.expiresAt) > time(session.expiresAt) ? { ...session, expiresAt: mine.expiresAt } : session
    })
  const added = written[written.length - 1]
  const isNew = !stored.some((session) => session.id === added.id) && now.getTime() - time(added.createdAt) < NEW_SESSION_MS
  if (isNew) kept.push(added)
  return kept.filter(live)
}
