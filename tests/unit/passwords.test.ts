import { describe, expect, it } from 'vitest'

import { COMMON_PASSWORDS } from '@/auth/common-passwords'
import { isCommonPassword, MIN_PASSWORD_LENGTH, passwordProblem } from '@/auth/passwords'
import { SLOWDOWN_AFTER, SLOWDOWN_MAX_MS, slowdownMs } from '@/auth/throttle'
import { ensureFirstAdmin } from '@/seed/first-admin'
import { clientAddressFromHeaders } from '@/server/client-address'

describe('the password rule', () => {
  it('needs 12 characters, counted as people count them', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12)
    expect(passwordProblem('Eleven-char')?.en).toBe('The password needs at least 12 characters (this one has 11).')
    expect(passwordProblem('Eleven-char')?.zh).toBe('密码至少需要 12 个字符（当前 11 个）。')
    expect(passwordProblem('Twelve-chars')).toBeNull()
    // Six emoji are twelve UTF-16 units but six characters.
    expect(passwordProblem('🔑🔑🔑🔑🔑🔑')?.en).toMatch(/has 6\)/)
    expect(passwordProblem('')?.en).toBe('Enter a password.')
    expect(passwordProblem(undefined)?.zh).toBe('请输入密码。')
    expect(passwordProblem('x'.repeat(257))?.en).toMatch(/at most 256/)
  })

  it('refuses the 10,000 most common passwords, whatever their case', () => {
    expect(COMMON_PASSWORDS).toHaveLength(10_000)
    expect(new Set(COMMON_PASSWORDS).size).toBe(10_000)
    expect(COMMON_PASSWORDS.slice(0, 3)).toEqual(['123456', 'password', '12345678'])
    for (const common of ['qwerty123456', 'QwErTy123456', ' 1qaz2wsx3edc ', 'leavemealone']) {
      expect(isCommonPassword(common), common).toBe(true)
      expect(passwordProblem(common)?.en, common).toMatch(/most common passwords/)
    }
    expect(isCommonPassword('e2e-0123456789abcdef')).toBe(false)
  })

  it('stops the first administrator with the reason when ADMIN_PASSWORD breaks it, before writing anything', async () => {
    let created = 0
    const payload = { count: async () => ({ totalDocs: 0 }), create: async () => (created += 1), logger: { info: () => {} } }
    await expect(ensureFirstAdmin(payload as never, 'admin@example.com', 'short')).rejects.toThrow(
      /ADMIN_PASSWORD: The password needs at least 12/,
    )
    await expect(ensureFirstAdmin(payload as never, 'admin@example.com', 'qwerty123456')).rejects.toThrow(/most common/)
    expect(created).toBe(0)
    await ensureFirstAdmin(payload as never, 'admin@example.com', 'e2e-0123456789abcdef')
    expect(created).toBe(1)
  })
})

describe('sign-in slow-down of an account under attack', () => {
  it('waits from the fifth failure on, doubling, never more than 5 s', () => {
    expect(SLOWDOWN_AFTER).toBe(5)
    expect([0, 4, 5, 6, 7, 8, 9, 10, 50].map(slowdownMs)).toEqual([0, 0, 250, 500, 1000, 2000, 4000, SLOWDOWN_MAX_MS, SLOWDOWN_MAX_MS])
  })
})

describe('clientAddressFromHeaders', () => {
  it('takes the address server.ts vouches for, else the first forwarded hop, else local', () => {
    expect(clientAddressFromHeaders(new Headers({ 'x-client-address': '203.0.113.5', 'x-forwarded-for': '1.2.3.4' }))).toBe('203.0.113.5')
    expect(clientAddressFromHeaders(new Headers({ 'x-forwarded-for': '198.51.100.7, 10.0.0.1' }))).toBe('198.51.100.7')
    expect(clientAddressFromHeaders(new Headers())).toBe('local')
  })
})
