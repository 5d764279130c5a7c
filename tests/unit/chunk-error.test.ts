import { describe, expect, it } from 'vitest'

import { isBuildChunkUrl, isChunkLoadError } from '@/lib/chunk-error'

describe('isChunkLoadError', () => {
  it('recognises the chunk failures of the bundlers and browsers', () => {
    const named = new Error('whatever')
    named.name = 'ChunkLoadError'
    expect(isChunkLoadError(named)).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 532 failed.\n(timeout: /_next/static/chunks/532.js)'))).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/0a1b.js from module 123'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/_next/static/a.js'))).toBe(true)
    expect(isChunkLoadError({ message: 'Importing a module script failed.' })).toBe(true)
    expect(isChunkLoadError('error loading dynamically imported module')).toBe(true)
  })

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
    expect(isChunkLoadError(42)).toBe(false)
    expect(isChunkLoadError({ message: 12 })).toBe(false)
  })
})

describe('isBuildChunkUrl', () => {
  it('is true for the build chunks, with or without a base path', () => {
    expect(isBuildChunkUrl('http://127.0.0.1:3000/_next/static/chunks/0a1b2c.js')).toBe(true)
    expect(isBuildChunkUrl('/website/_next/static/chunks/app.css')).toBe(true)
    expect(isBuildChunkUrl('https://x.example/_next/static/chunks/a.js?dpl=1')).toBe(true)
  })

  it('is false for anything else', () => {
    expect(isBuildChunkUrl('/media/banner.webp')).toBe(false)
    expect(isBuildChunkUrl('/_next/image?url=a.js')).toBe(false)
    expect(isBuildChunkUrl('')).toBe(false)
    expect(isBuildChunkUrl(undefined)).toBe(false)
  })
})
