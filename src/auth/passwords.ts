/**
 * The password rule for every account, and the check of a password against a stored hash.
 *
 * Rule: at least MIN_PASSWORD_LENGTH characters (counted as people count them: an emoji is one), at most
 * MAX_PASSWORD_LENGTH, and none of the 10,000 most common passwords (src/auth/common-passwords.ts, compared
 * ignoring case and surrounding spaces).
 */
import crypto from 'node:crypto'

import { COMMON_PASSWORDS } from './common-passwords'

export const MIN_PASSWORD_LENGTH = 12
/** Long enough for any passphrase, short enough that hashing it costs nothing special. */
export const MAX_PASSWORD_LENGTH = 256

export type Bilingual = { zh: string; en: string }

let common: Set<string> | null = null

export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS)
  return common.has(password.trim().toLowerCase())
}

/** What is wrong with a new password, in both languages; null when it may be used. */
export function passwordProblem(password: unknown): Bilingual | null {
  if (typeof password !== 'string' || password.length === 0) {
    return { zh: '请输入密码。', en: 'Enter a password.' }
  }
  const length = [...password].length
  if (length < MIN_PASSWORD_LENGTH) {
    return {
      zh: `密码至少需要 ${MIN_PASSWORD_LENGTH} 个字符（当前 ${length} 个）。`,
      en: `The password needs at least ${MIN_PASSWORD_LENGTH} characters (this one has ${length}).`,
    }
  }
  if (length > MAX_PASSWORD_LENGTH) {
    return {
      zh: `密码最多 ${MAX_PASSWORD_LENGTH} 个字符。`,
      en: `The password may have at most ${MAX_PASSWORD_LENGTH} characters.`,
    }
  }
  if (isCommonPassword(password)) {
    return {
      zh: '这是最常见的密码之一，很容易被猜中，请换一个。',
      en: 'This is one of the most common passwords and easily guessed: choose another.',
    }
  }
  return null
}

/**
 * Payload's stored password format (payload 3.x, `generatePasswordSaltHash`): PBKDF2-SHA256 over the hex salt,
 * 600,000 rounds and 32 bytes behind the `pbkdf2-sha256-v1:` prefix; older hashes (no prefix) 25,000 rounds and
 * 512 bytes. tests/int/auth.test.ts checks this against a hash Payload made, so that an upgrade that changes it
 * fails there.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'

function parameters(hash: string): { hex: string; iterations: number; keyLength: number } {
  if (hash.startsWith(CURRENT_PREFIX)) return { hex: hash.slice(CURRENT_PREFIX.length), iterations: 600_000, keyLength: 32 }
  return { hex: hash, iterations: 25_000, keyLength: 512 }
}

function pbkdf2(password: string, salt: string, iterations: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** True when `password` matches the stored hash and salt (constant-time comparison). */
export async function passwordMatches(password: string, stored: { hash?: unknown; salt?: unknown }): Promise<boolean> {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') {
    // No password stored: spend the same time as a real check, and fail.
    await spendPasswordCheck(password)
    return false
  }
  const { hex, iterations, keyLength } = parameters(stored.hash)
  const expected = Buffer.from(hex, 'hex')
  const actual = await pbkdf2(password, stored.salt, iterations, keyLength)
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}

const DUMMY_SALT = crypto.randomBytes(32).toString('hex')

/**
 * The work of one password check against an account that does not exist (a random salt, the current number of
 * rounds), so that an unknown e-mail address takes as long to refuse as a wrong password.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  await pbkdf2(password, DUMMY_SALT, 600_000, 32)
}
