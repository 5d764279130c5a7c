import { describe, expect, it } from 'vitest'

import { mergeSessions } from '@/lib/sessions'

const now = new Date('2026-11-28T10:00:00Z')
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString()
const session = (id: string, createdMinutes: number, expiresMinutes = 480) => ({
  id,
  createdAt: at(createdMinutes),
  expiresAt: at(expiresMinutes),
})

const a = session('a', -120)
const b = session('b', -60)
const ids = (list: { id: string }[]) => list.map((s) => s.id)

describe('mergeSessions', () => {
  it('adds a sign-in’s new session to what is stored, not to what it read', () => {
    const mine = session('mine', 0)
    // It read [a]; b signed in meanwhile.
    expect(ids(mergeSessions([a, b], [a, mine], undefined, now))).toEqual(['a', 'b', 'mine'])
  })

  it('does not bring back a session ended meanwhile', () => {
    const mine = session('mine', 0)
    expect(ids(mergeSessions([b], [a, b, mine], undefined, now))).toEqual(['b', 'mine'])
  })

  it('takes an old session last in the list for a session ended meanwhile, not for a new one', () => {
    // A refresh of a, read when b was still there, b ended meanwhile: b is not new (made two hours ago).
    expect(ids(mergeSessions([a], [a, session('b', -120)], 'a', now))).toEqual(['a'])
  })

  it('a sign-out ends its own session and keeps one added meanwhile', () => {
    const c = session('c', -1)
    expect(ids(mergeSessions([a, b, c], [b], 'a', now))).toEqual(['b', 'c'])
  })

  it('a signed-in person signing in again keeps the session they came with', () => {
    const mine = session('mine', 0)
    expect(ids(mergeSessions([a, b], [a, b, mine], 'a', now))).toEqual(['a', 'b', 'mine'])
  })

  it('signing out everywhere ends them all', () => {
    expect(mergeSessions([a, b], [], 'a', now)).toEqual([])
  })

  it('a refresh keeps the later expiry; expired sessions go', () => {
    const old = session('old', -600, -1)
    const refreshed = { ...a, expiresAt: at(600) }
    const merged = mergeSessions([old, a, b], [refreshed, b], 'a', now)
    expect(merged).toEqual([refreshed, b])
  })
})
