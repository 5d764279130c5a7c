/**
 * One account signed in from several places at once: every sign-in keeps its session, a sign-out ends only its own,
 * and a sign-in never writes back what it read of the account before (a password or role changed meanwhile stays
 * changed). Payload writes the whole account row when it adds a session; src/auth/session-writes.ts turns that into
 * a write of the session list alone, merged with what is stored. Runs on SQLite and on PostgreSQL.
 */
import { describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/content/payload'

import type { LoggedIn, Me } from '../support/answers'
import { rest } from '../support/rest'

const PASSWORD = 'Sessions-test-passphrase-42'
const stamp = Date.now().toString(36)
let accounts = 0
let addresses = 0
/** A visitor address no other test uses (sign-in pauses are per address). */
const freshAddress = () => {
  addresses += 1
  return `198.51.100.${addresses}`
}

async function makeAccount(): Promise<{ id: number; email: string }> {
  accounts += 1
  const email = `sessions-${accounts}-${stamp}@example.com`
  const payload = await getPayloadClient()
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: PASSWORD, role: 'editor', name: `S${accounts}` },
  })
  return { id: user.id, email }
}

const signIn = async (email: string, password = PASSWORD): Promise<string> => {
  const answer = await rest<LoggedIn>('/users/login', { method: 'POST', body: { email, password }, address: freshAddress() })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.token
}

/**
 * Runs `meanwhile` when the next write of `id`'s sessions arrives (a sign-in's, a sign-out's), before that write
 * goes on: what Payload read for it is then older than what is stored.
 */
async function duringNextSessionWrite(id: number, meanwhile: () => Promise<unknown>): Promise<void> {
  const payload = await getPayloadClient()
  const db = payload.db
  const original = db.updateOne
  const through = original.bind(db)
  db.updateOne = async (args) => {
    const data = args.data as { updatedAt?: unknown; sessions?: unknown }
    if (args.id !== id || data.updatedAt !== null || !Array.isArray(data.sessions)) return through(args)
    db.updateOne = original
    await meanwhile()
    return through(args)
  }
}

/** The account a token signs in as, or null when its session is gone. */
const whoIs = async (token: string): Promise<number | null> => (await rest<Me>('/users/me', { token })).body.user?.id ?? null

describe('sessions of one account', () => {
  it('who is signed in answers the account and until when, never the session token', async () => {
    const { id, email } = await makeAccount()
    const token = await signIn(email)
    const me = await rest<Me & { token?: string; exp?: number }>('/users/me', { token })
    expect(me.body.user.id).toBe(id)
    expect(me.body.exp).toBeGreaterThan(Date.now() / 1000)
    expect(me.body).not.toHaveProperty('token')
    expect(JSON.stringify(me.body)).not.toContain(token)
  })

  it('six sign-ins at the same moment all stay signed in', async () => {
    const { id, email } = await makeAccount()
    const tokens = await Promise.all(Array.from({ length: 6 }, () => signIn(email)))
    expect(await Promise.all(tokens.map(whoIs))).toEqual(tokens.map(() => id))
    const payload = await getPayloadClient()
    const stored = await payload.findByID({ collection: 'users', id, overrideAccess: true, showHiddenFields: true })
    expect(stored.sessions).toHaveLength(6)
  }, 60_000)

  it('a sign-out ends its own session only, also while another place signs in', async () => {
    const { id, email } = await makeAccount()
    const [first, second] = [await signIn(email), await signIn(email)]
    let third = ''
    await duringNextSessionWrite(id, async () => {
      third = await signIn(email)
    })
    expect((await rest('/users/logout', { method: 'POST', token: first })).status).toBe(200)
    expect([await whoIs(first), await whoIs(second), await whoIs(third)]).toEqual([null, id, id])
  }, 60_000)

  it('a sign-in does not bring back a session that ended while it checked the password', async () => {
    const { id, email } = await makeAccount()
    const first = await signIn(email)
    await duringNextSessionWrite(id, () => rest('/users/logout', { method: 'POST', token: first }))
    const second = await signIn(email)
    expect([await whoIs(first), await whoIs(second)]).toEqual([null, id])
  }, 60_000)

  it('a sign-in does not write back what it read: a role changed while it checked the password stays changed', async () => {
    const { id, email } = await makeAccount()
    const payload = await getPayloadClient()
    await duringNextSessionWrite(id, () =>
      payload.update({ collection: 'users', id, overrideAccess: true, data: { role: 'sales', name: 'Changed meanwhile' } }),
    )
    expect(await whoIs(await signIn(email))).toBe(id)
    const after = await payload.findByID({ collection: 'users', id, overrideAccess: true })
    expect([after.role, after.name]).toEqual(['sales', 'Changed meanwhile'])
  }, 60_000)
})
