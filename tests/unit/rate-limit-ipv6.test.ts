/**
 * Rate limits count an IPv6 client by its /64 network (src/lib/client-address.ts, `rateLimitKey`): the contact,
 * search and insight limits (src/content/api/rate-limit.ts) and the sign-in and password-reset limits
 * (src/auth/throttle.ts). In this process's memory (no REDIS_URL here).
 */
import { describe, expect, it } from 'vitest'

import { ADDRESS, FORGOT, loginGate, recordLoginFailure, takeForgotSlot } from '@/auth/throttle'
import { contactLimit } from '@/content/api/rate-limit'
import { rateLimitKey } from '@/lib/client-address'

/** An address in the network `2001:db8:<net>::/64`, with random interface bits (as a client may choose). */
const inNetwork = (net: number) =>
  `2001:db8:${net.toString(16)}:0:${Array.from({ length: 4 }, () => Math.floor(Math.random() * 0x10000).toString(16)).join(':')}`

describe('rateLimitKey', () => {
  it('keys an IPv6 address by its /64, in any spelling; IPv4 and other values as they are', () => {
    expect(rateLimitKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKey('2001:DB8:1:2::ffff')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKey('[2001:0db8:0001:0002::1]')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(rateLimitKey('64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/64')
    expect(rateLimitKey('::ffff:203.0.113.5')).toBe('203.0.113.5')
    expect(rateLimitKey('203.0.113.5')).toBe('203.0.113.5')
    for (const other of ['local', 'unknown', '', '2001:db8::1::2', '1:2:3:4:5:6:7:8:9', '1.2.3.4:80', '2001:db8:1:2::1.2.3.999']) {
      expect(rateLimitKey(other), other).toBe(other)
    }
  })
})

describe('limits per address', () => {
  it('the contact limit counts every address of a /64 together, and another /64 apart', async () => {
    // CONTACT_RATE_LIMIT's default: 5 within 600 s.
    const taken = []
    for (let i = 0; i < 6; i += 1) taken.push(await contactLimit.take(inNetwork(0xa1)))
    expect(taken).toEqual([true, true, true, true, true, false])
    expect(await contactLimit.take(inNetwork(0xa2))).toBe(true)
  })

  it('failed sign-ins from many addresses of one /64 pause the whole /64', async () => {
    for (let i = 0; i < ADDRESS.points; i += 1) await recordLoginFailure(`nobody-${i}@example.com`, inNetwork(0xb1))
    const gate = await loginGate('someone@example.com', inNetwork(0xb1))
    expect(gate).toMatchObject({ refused: true, reason: 'address' })
    expect(await loginGate('someone@example.com', inNetwork(0xb2))).toMatchObject({ refused: false })
  })

  it('password-reset requests from one /64 share their count', async () => {
    const answers = []
    for (let i = 0; i <= FORGOT.points; i += 1) answers.push((await takeForgotSlot(inNetwork(0xc1))).allowed)
    expect(answers).toEqual([...Array<boolean>(FORGOT.points).fill(true), false])
  })
})
