/**
 * Failed sign-ins and password-reset requests, counted per address and per account, in Redis when REDIS_URL is set
 * (every instance shares the counts) and in this process's memory otherwise — the same machinery as the contact
 * rate limit (src/content/api/rate-limit.ts): while Redis does not answer, each instance counts in memory.
 *
 * What is counted, and what follows (docs/security.md, "Sign-in protection"):
 * - per address: ADDRESS.points failed sign-ins within ADDRESS.duration seconds → that address may not try any
 *   account until the window ends;
 * - per account and address: PAIR.points failed sign-ins → that address may not try that account until the
 *   window ends (a correct password from another address still works);
 * - per account, from every address: after SLOWDOWN_AFTER failures within an hour each further attempt on that
 *   account waits (250 ms, doubling, at most 5 s) after the attempt before it (`takeAccountTurn`: attempts sent at
 *   once take turns) — a delay, never a lock, so that nobody can lock the owner out without the password;
 * - password-reset requests per address: FORGOT.points within FORGOT.duration seconds.
 *
 * "Address" is the client's address as src/lib/client-address.ts's `rateLimitKey` groups it: an IPv4 address, or
 * an IPv6 client's whole /64 network (which it may use any address of).
 *
 * Every key is a string the caller typed (the lower-cased e-mail address), whether or not such an account exists,
 * so that the answers never tell existing accounts from unknown ones.
 */
import crypto from 'node:crypto'

import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'

import { redis, redisKey, waitForRedis } from '@/cache/redis'
import { rateLimitKey } from '@/lib/client-address'

type Window = { points: number; duration: number }

export const ADDRESS: Window = { points: 10, duration: 15 * 60 }
const PAIR: Window = { points: 5, duration: 15 * 60 }
const ACCOUNT: Window = { points: 10_000, duration: 60 * 60 }
export const SLOWDOWN_AFTER = 5
export const SLOWDOWN_MAX_MS = 5000
export const FORGOT: Window = { points: 5, duration: 15 * 60 }

/** One memory count per process and name (Next may bundle this module more than once). */
const processMemory = globalThis as typeof globalThis & { __authMemoryLimiters?: Map<string, RateLimiterMemory> }

const limiters = new Map<string, RateLimiterAbstract>()

function limiter(name: string, window: Window): RateLimiterAbstract {
  const existing = limiters.get(name)
  if (existing) return existing
  const memories = (processMemory.__authMemoryLimiters ??= new Map())
  let memory = memories.get(name)
  if (!memory) {
    memory = new RateLimiterMemory({ keyPrefix: name, ...window })
    memories.set(name, memory)
  }
  const client = redis()
  const made = client
    ? new RateLimiterRedis({
        storeClient: client,
        keyPrefix: redisKey(name),
        ...window,
        insuranceLimiter: memory,
        rejectIfRedisNotReady: true,
      })
    : memory
  limiters.set(name, made)
  return made
}

const addressLimiter = () => limiter('login-address', ADDRESS)
const pairLimiter = () => limiter('login-pair', PAIR)
const accountLimiter = () => limiter('login-account', ACCOUNT)
const forgotLimiter = () => limiter('forgot-address', FORGOT)

/** Keys hold no e-mail address in clear (Redis may be shared): a short hash of it. */
function accountKey(email: string): string {
  return crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22)
}

async function ready(): Promise<void> {
  if (redis()) await waitForRedis(1000)
}

async function consumed(which: RateLimiterAbstract, key: string): Promise<{ points: number; msLeft: number }> {
  const res = await which.get(key)
  return res ? { points: res.consumedPoints, msLeft: Math.max(0, res.msBeforeNext) } : { points: 0, msLeft: 0 }
}

export type LoginGate = { refused: true; reason: 'address' | 'pair'; retryAfterSeconds: number } | { refused: false; delayMs: number }

/** Whether this address may try this account now, and how long to wait first. Counts nothing. */
export async function loginGate(email: string, clientAddress: string): Promise<LoginGate> {
  await ready()
  const address = rateLimitKey(clientAddress)
  const account = accountKey(email)
  const byAddress = await consumed(addressLimiter(), address)
  if (byAddress.points >= ADDRESS.points) return { refused: true, reason: 'address', retryAfterSeconds: Math.ceil(byAddress.msLeft / 1000) }
  const byPair = await consumed(pairLimiter(), `${account}|${address}`)
  if (byPair.points >= PAIR.points) return { refused: true, reason: 'pair', retryAfterSeconds: Math.ceil(byPair.msLeft / 1000) }
  const byAccount = await consumed(accountLimiter(), account)
  return { refused: false, delayMs: slowdownMs(byAccount.points) }
}

/**
 * Attempts on a slowed-down account take turns, from whichever address or instance they come: each is checked no
 * sooner than `delayMs` after the turn before it. Without turns, guesses sent at the same time all read the same
 * count and waited side by side (20 in parallel from 20 addresses were answered in 9.5 s). A turn further off than
 * TURN_WAIT_MAX_MS is refused (429, retry after that long) instead of holding the request open: the queue of one
 * account never holds more than a few requests. In Redis when REDIS_URL is set (one queue for every instance), in
 * this process's memory otherwise or while Redis does not answer.
 */
export const TURN_WAIT_MAX_MS = 30_000

export type AccountTurn = { refused: false; waitMs: number } | { refused: true; retryAfterSeconds: number }

const processTurns = globalThis as typeof globalThis & { __authAccountTurns?: Map<string, number> }

/** The next turn after `last` (ms since the epoch), or a refusal: the rule both stores follow. */
function nextTurn(now: number, last: number, delayMs: number): { at: number; waitMs: number } | null {
  const at = Math.max(now, last) + delayMs
  return at - now > TURN_WAIT_MAX_MS ? null : { at, waitMs: at - now }
}

const TURN_SCRIPT = `
local now = tonumber(ARGV[1])
local delay = tonumber(ARGV[2])
local cap = tonumber(ARGV[3])
local last = tonumber(redis.call('GET', KEYS[1]) or '0')
local at = math.max(now, last) + delay
if at - now > cap then return -1 end
redis.call('SET', KEYS[1], at, 'PX', at - now + 1000)
return at - now
`

export async function takeAccountTurn(email: string, delayMs: number, now = Date.now()): Promise<AccountTurn> {
  const key = `login-turn:${accountKey(email)}`
  const refusal: AccountTurn = { refused: true, retryAfterSeconds: Math.ceil(TURN_WAIT_MAX_MS / 1000) }
  const client = redis()
  if (client) {
    try {
      await ready()
      const waitMs = Number(await client.eval(TURN_SCRIPT, 1, redisKey(key), now, delayMs, TURN_WAIT_MAX_MS))
      return waitMs < 0 ? refusal : { refused: false, waitMs }
    } catch {
      // Redis away: this process's own queue below.
    }
  }
  const turns = (processTurns.__authAccountTurns ??= new Map())
  for (const [k, at] of turns) if (at < now) turns.delete(k)
  const turn = nextTurn(now, turns.get(key) ?? 0, delayMs)
  if (!turn) return refusal
  turns.set(key, turn.at)
  return { refused: false, waitMs: turn.waitMs }
}

/** The wait before an attempt on an account that has failed `failures` times within the hour. */
export function slowdownMs(failures: number): number {
  if (failures < SLOWDOWN_AFTER) return 0
  return Math.min(SLOWDOWN_MAX_MS, 250 * 2 ** (failures - SLOWDOWN_AFTER))
}

/** Counts a failed sign-in. Answers which limits this very failure reached (the start of a refusal). */
export async function recordLoginFailure(email: string, clientAddress: string): Promise<{ addressLocked: boolean; pairLocked: boolean }> {
  await ready()
  const address = rateLimitKey(clientAddress)
  const account = accountKey(email)
  const [byAddress, byPair] = await Promise.all([
    addressLimiter().penalty(address, 1),
    pairLimiter().penalty(`${account}|${address}`, 1),
    accountLimiter().penalty(account, 1),
  ])
  return { addressLocked: byAddress.consumedPoints === ADDRESS.points, pairLocked: byPair.consumedPoints === PAIR.points }
}

/** A correct password: this address starts afresh for this account (the address and account counts run on). */
export async function recordLoginSuccess(email: string, clientAddress: string): Promise<void> {
  await ready()
  await pairLimiter().delete(`${accountKey(email)}|${rateLimitKey(clientAddress)}`)
}

/** Counts a password-reset request from this address; false when the address has asked too often. */
export async function takeForgotSlot(clientAddress: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  await ready()
  const res = await forgotLimiter().penalty(rateLimitKey(clientAddress), 1)
  if (res.consumedPoints <= FORGOT.points) return { allowed: true, retryAfterSeconds: 0 }
  return { allowed: false, retryAfterSeconds: Math.ceil(Math.max(0, res.msBeforeNext) / 1000) }
}
