import { describe, expect, it } from 'vitest'

import { clientAddressFrom } from '@/lib/client-address'

describe('clientAddressFrom', () => {
  it('believes no forwarded header when no proxy is trusted', () => {
    expect(clientAddressFrom('1.2.3.4', '203.0.113.5', 0)).toBe('203.0.113.5')
    expect(clientAddressFrom(undefined, '::ffff:127.0.0.1', 0)).toBe('127.0.0.1')
    expect(clientAddressFrom(undefined, undefined, 0)).toBe('unknown')
  })

  it('takes the hop the trusted proxies saw, ignoring what the visitor wrote before it', () => {
    expect(clientAddressFrom('198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7')
    expect(clientAddressFrom('1.2.3.4, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7')
    expect(clientAddressFrom(['1.2.3.4', '198.51.100.7, 10.0.0.9'], '10.0.0.2', 2)).toBe('198.51.100.7')
  })

  it('falls back to the left-most hop or the socket when the list is short', () => {
    expect(clientAddressFrom('', '10.0.0.2', 1)).toBe('10.0.0.2')
    expect(clientAddressFrom('198.51.100.7', '10.0.0.2', 5)).toBe('198.51.100.7')
  })

  it('caps the length of an address taken from the header', () => {
    expect(clientAddressFrom('x'.repeat(500), '10.0.0.2', 1)).toHaveLength(64)
  })
})
