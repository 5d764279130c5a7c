/**
 * The password rule for every account, and the check of a password against a stored hash.
 *
 * Rule: at least MIN_PASSWORD_LENGTH characters (counted as people count them: an emoji is one), at most
 * MAX_PASSWORD_LENGTH, and hard to guess by estimate: zxcvbn (`@zxcvbn-ts/core`, with the common-password, keyboard
 * and English dictionaries of `@zxcvbn-ts/language-common` and `@zxcvbn-ts/language-en`) must put it at
 * MIN_PASSWORD_SCORE or above. The estimate sees common passwords with small changes (`password1234`,
 * `QwErTy123456`), keyboard rows (`qwertyuiop123`), repeats (`aaaaaaaaaaaa`), sequences, dates, names, words, the
 * pinyin words, names and number codes of ./pinyin-passwords.ts (`woaini1314520`, `zhangwei1988`), and the account's
 * own e-mail address and name, at any length.
 */
import crypto from 'node:crypto'

import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common'
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en'

import { pinyinDictionary } from './pinyin-passwords'

export const MIN_PASSWORD_LENGTH = 12
/** Long enough for any passphrase, short enough that hashing it costs nothing special. */
const MAX_PASSWORD_LENGTH = 256
/**
 * zxcvbn's score from 0 to 4; 3 means about 10^8 guesses or more ("safely unguessable" in zxcvbn's words: an online
 * attacker never gets there, and an offline one needs years against Payload's PBKDF2 with 600,000 rounds).
 */
const MIN_PASSWORD_SCORE = 3
/**
 * zxcvbn's work grows faster than the length (a random 256-character password took over a second): a longer password
 * is judged by its first and its last ESTIMATE_WINDOW characters, the stronger of the two. A password that holds a
 * hard-to-guess part of that length is hard to guess whole.
 */
const ESTIMATE_WINDOW = 64

export type Bilingual = { zh: string; en: string }

/** What is known about the account, so that a password made of its e-mail address or name counts as weak. */
export type PasswordContext = { email?: unknown; name?: unknown }

/**
 * Words a password on this site is most likely made of, tried first: the company's products, what an administrator
 * types when told to set one (`changeme`, which the common list ranks too far down), and the keyboard walk that leads
 * Chinese password lists typed with the shift key (`!QAZ2wsx#EDC`: the common list has `1qaz2wsx3edc` only).
 */
const SITE_WORDS = [
  'changeme',
  'airoad',
  'eicad',
  'ticad',
  'vrroad',
  'report3d',
  'roadsoft',
  '!qaz2wsx#edc',
  '!qaz@wsx#edc',
  '1qaz@wsx#edc',
  '!qaz@wsx',
]

let estimator: ZxcvbnFactory | null = null

function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary, ...pinyinDictionary, site: SITE_WORDS },
    graphs: adjacencyGraphs,
    maxLength: ESTIMATE_WINDOW,
    // Fewer l33t substitutions tried per password than the default 100: the same verdicts on every password of the
    // tests, a fraction of the time on long passwords full of digits and symbols.
    l33tMaxSubstitutions: 8,
  })
  return estimator
}

/** The words of the account that a password should not be made of: its e-mail address, its parts, its name. */
function accountWords(context: PasswordContext | undefined): string[] {
  const words = new Set<string>()
  for (const value of [context?.email, context?.name]) {
    if (typeof value !== 'string') continue
    const text = value.trim().toLowerCase().slice(0, 200)
    if (!text) continue
    words.add(text)
    const parts = text.split(/[\s@._+-]+/)
    for (const part of parts) if (part.length >= 3) words.add(part)
    // A name joined up (`Zhang Wei` → `zhangwei`), as people type it into a password.
    const joined = (value === context?.name ? parts : []).join('')
    if (joined.length >= 3) words.add(joined)
  }
  return [...words]
}

type Estimate = { score: number; warning: string | null }

function estimateWindow(text: string, inputs: string[]): Estimate {
  const result = zxcvbn().check(text, inputs)
  // zxcvbn has no warning of its own for a dictionary it does not know (it judges by the longest part): name the
  // account's own words first, then the pinyin words, when they made it weak.
  const from = (name: string) => result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === name)
  const warning = result.feedback.warning ?? (from('userInputs') ? 'userInputs' : from('site') ? 'site' : from('pinyin') ? 'pinyin' : null)
  return { score: result.score, warning }
}

/** The estimate of one form of the password: whole, or the stronger of its two windows when it is long. */
function estimateForm(characters: string[], inputs: string[]): Estimate {
  if (characters.length <= ESTIMATE_WINDOW) return estimateWindow(characters.join(''), inputs)
  const first = estimateWindow(characters.slice(0, ESTIMATE_WINDOW).join(''), inputs)
  if (first.score >= MIN_PASSWORD_SCORE) return first
  const last = estimateWindow(characters.slice(-ESTIMATE_WINDOW).join(''), inputs)
  return last.score > first.score ? last : first
}

/**
 * zxcvbn's estimate of a password: the weaker of the password as typed and without its surrounding spaces (a space
 * around `1qaz2wsx3edc` makes it no harder to guess).
 */
function estimatePassword(password: string, context?: PasswordContext): Estimate {
  const inputs = accountWords(context)
  const forms = [...new Set([password, password.trim()])].filter(Boolean)
  let weakest: Estimate | null = null
  for (const form of forms) {
    const estimate = estimateForm([...form], inputs)
    if (!weakest || estimate.score < weakest.score) weakest = estimate
  }
  return weakest ?? { score: 0, warning: null }
}

/** Why zxcvbn finds a password weak, by its warning; no ASCII comma (see passwordError in src/auth/sign-in.ts). */
const REASONS: Record<string, Bilingual> = {
  topTen: { zh: '这是最常见的密码之一。', en: 'It is one of the most common passwords.' },
  topHundred: { zh: '这是最常见的密码之一。', en: 'It is one of the most common passwords.' },
  common: { zh: '这是最常见的密码之一。', en: 'It is one of the most common passwords.' },
  similarToCommon: { zh: '它只是在常见密码上稍作改动。', en: 'It is a common password with small changes.' },
  straightRow: { zh: '它是键盘上相邻按键的排列。', en: 'It is a row or pattern of neighbouring keys.' },
  keyPattern: { zh: '它是键盘上相邻按键的排列。', en: 'It is a row or pattern of neighbouring keys.' },
  simpleRepeat: { zh: '它由重复的字符组成。', en: 'It is made of repeated characters.' },
  extendedRepeat: { zh: '它由重复的片段组成。', en: 'It is made of repeated parts.' },
  sequences: { zh: '它含有 abc 或 1234 这样的顺序。', en: 'It contains sequences such as abc or 1234.' },
  recentYears: { zh: '年份很容易被猜中。', en: 'Years are easy to guess.' },
  dates: { zh: '日期很容易被猜中。', en: 'Dates are easy to guess.' },
  wordByItself: { zh: '单个常用词很容易被猜中。', en: 'A single common word is easy to guess.' },
  namesByThemselves: { zh: '姓名很容易被猜中。', en: 'Names are easy to guess.' },
  commonNames: { zh: '常见的姓名很容易被猜中。', en: 'Common names are easy to guess.' },
  pinyin: {
    zh: '它由常见的拼音词、姓名或数字谐音（如 woaini、1314）组成。',
    en: 'It is made of common pinyin words and names or number codes such as woaini and 1314.',
  },
  userInputs: { zh: '它含有账户的邮箱地址或姓名。', en: 'It contains the e-mail address or name of the account.' },
  site: {
    zh: '它由公司或产品名称、常见的默认密码或键盘上连续的按键组成。',
    en: 'It is made of a company or product name, a usual default password or a walk along the keyboard.',
  },
}

/** A new password's length, the cheap part of the rule; null when the length is right. */
export function passwordLengthProblem(password: unknown): Bilingual | null {
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
  return null
}

/** What is wrong with a new password, in both languages; null when it may be used. */
export function passwordProblem(password: unknown, context?: PasswordContext): Bilingual | null {
  const length = passwordLengthProblem(password)
  if (length) return length
  const estimate = estimatePassword(password as string, context)
  if (estimate.score >= MIN_PASSWORD_SCORE) return null
  const reason = (estimate.warning && REASONS[estimate.warning]) || { zh: '', en: '' }
  return {
    zh: `这个密码太容易被猜中。${reason.zh}请换一个更长、更难猜的密码（例如几个不相关的词）。`,
    en: `This password is too easy to guess. ${reason.en ? `${reason.en} ` : ''}Choose a longer and less predictable one (for example a few unrelated words).`,
  }
}

/**
 * Payload's stored password format (payload 3.x, `generatePasswordSaltHash`): PBKDF2-SHA256 over the hex salt,
 * 600,000 rounds and 32 bytes behind the `pbkdf2-sha256-v1:` prefix; older hashes (no prefix) 25,000 rounds and
 * 512 bytes. tests/int/sign-in.test.ts checks this against a hash Payload made, so that an upgrade that changes it
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
