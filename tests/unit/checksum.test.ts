import { describe, expect, it } from 'vitest'

import { isSha256OrEmpty, normalSha256, sha256Message } from '@/lib/checksum'

const HEX = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

describe('an entered SHA-256', () => {
  it('is normalised as sha256sum prints it', () => {
    expect(normalSha256(`SHA256: ${HEX.toUpperCase().replace(/(.{8})/g, '$1 ')}`)).toBe(HEX)
    expect(normalSha256(`  ${HEX}\n`)).toBe(HEX)
  })

  it('is 64 hexadecimal digits, or empty', () => {
    expect(isSha256OrEmpty(HEX)).toBe(true)
    expect(isSha256OrEmpty('')).toBe(true)
    expect(isSha256OrEmpty(null)).toBe(true)
    expect(isSha256OrEmpty(HEX.slice(1))).toBe(false)
    expect(isSha256OrEmpty(`${HEX.slice(1)}g`)).toBe(false)
    expect(isSha256OrEmpty('d41d8cd98f00b204e9800998ecf8427e')).toBe(false) // an MD5
  })

  it('is refused in the editor’s language', () => {
    expect(sha256Message('zh')).toContain('64 位十六进制')
    expect(sha256Message('en')).toContain('64 hexadecimal digits')
  })
})
