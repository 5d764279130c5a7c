import { describe, expect, it } from 'vitest'

import { isLoopback, listenAddress, selfHost } from '@/server/listen-address'

describe('listenAddress', () => {
  it('listens on every interface when no proxy is trusted and nothing is set', () => {
    expect(listenAddress({ trustedProxies: 0 })).toEqual({ hostname: '0.0.0.0', warning: null })
  })

  it('listens on 127.0.0.1 by default behind a proxy, without a warning', () => {
    expect(listenAddress({ trustedProxies: 1 })).toEqual({ hostname: '127.0.0.1', warning: null })
    expect(listenAddress({ hostname: '  ', trustedProxies: 1 })).toEqual({ hostname: '127.0.0.1', warning: null })
  })

  it('keeps the HOSTNAME it is given, and warns when a proxy is trusted on a public address', () => {
    const open = listenAddress({ hostname: '0.0.0.0', trustedProxies: 2 })
    expect(open.hostname).toBe('0.0.0.0')
    expect(open.warning).toContain('TRUST_PROXY=2 while listening on 0.0.0.0')
    expect(listenAddress({ hostname: '10.0.0.5', trustedProxies: 1 }).warning).toContain('10.0.0.5')
    expect(listenAddress({ hostname: '::1', trustedProxies: 1 })).toEqual({ hostname: '::1', warning: null })
    expect(listenAddress({ hostname: '0.0.0.0', trustedProxies: 0 })).toEqual({ hostname: '0.0.0.0', warning: null })
  })
})

describe('isLoopback', () => {
  it('knows the loopback addresses and nothing else', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost']) expect(isLoopback(address), address).toBe(true)
    for (const address of ['0.0.0.0', '::', '10.0.0.5', '192.168.1.2', 'example.com']) expect(isLoopback(address), address).toBe(false)
  })
})

describe('selfHost', () => {
  it('reaches every interface through the loopback address, and writes IPv6 in brackets', () => {
    expect(selfHost('0.0.0.0')).toBe('127.0.0.1')
    expect(selfHost('::')).toBe('127.0.0.1')
    expect(selfHost('::1')).toBe('[::1]')
    expect(selfHost('[::1]')).toBe('[::1]')
    expect(selfHost('10.0.0.5')).toBe('10.0.0.5')
    expect(selfHost('localhost')).toBe('localhost')
  })
})
