/**
 * The WeChat JS-SDK ticket (`jsapi_ticket`) the site signs pages with: fetched from WeChat by one instance for all and
 * kept until five minutes before it runs out (two hours as WeChat gives it).
 *
 * - With Redis (REDIS_URL), the ticket is kept under one key for every instance. An instance that finds none takes a
 *   short lock and fetches it; the others wait for the key (at most LOCK_WAIT_MS) instead of asking WeChat themselves.
 *   WeChat limits how often a ticket may be fetched each day, and an official account is often used by other
 *   systems too.
 * - Without Redis (one instance), in this process's memory. Either way, requests that arrive together in one process
 *   share one fetch.
 * - The access token comes from `POST /cgi-bin/stable_token` (not `/cgi-bin/token`, which would invalidate the token
 *   the company's other systems on the same account hold); it is used once, for the ticket, and not kept.
 * - After a failure (wrong secret, this server's address not in the account's IP allow-list, WeChat away) nothing is
 *   asked of WeChat for FAILURE_PAUSE_MS: a page view in WeChat must not become a call to WeChat. The failure is logged
 *   with WeChat's own code and message, never with the secret or a token.
 */
import crypto from 'node:crypto'

import { env } from '@/env'
import { type Expiring, readTicketAnswer, readTokenAnswer, refreshTime, WechatApiError } from '@/lib/wechat'

import { redis, redisKey, waitForRedis } from './redis'

type Held = { ticket: string; refreshAt: number; expiresAt: number }

const TICKET_KEY = 'wechat:jsapi-ticket'
const LOCK_KEY = 'wechat:jsapi-ticket:lock'
/** How long the fetching instance holds the lock: longer than both calls to WeChat. */
const LOCK_MS = 15_000
/** How long another instance waits for the ticket the lock's holder fetches, polling every LOCK_POLL_MS. */
const LOCK_WAIT_MS = 12_000
const LOCK_POLL_MS = 100
/** Each call to WeChat's API gives up after this long. */
const CALL_TIMEOUT_MS = 5000
const FAILURE_PAUSE_MS = 60_000

type State = { held?: Held; pending?: Promise<Held>; failedUntil?: number; failure?: WechatApiError }

async function callWechat(url: string, init: RequestInit = {}): Promise<unknown> {
  let res: Response
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) })
  } catch (error) {
    throw new WechatApiError('unreachable', error instanceof Error ? error.message : String(error))
  }
  if (!res.ok) throw new WechatApiError('unreachable', `HTTP ${res.status}`)
  try {
    return await res.json()
  } catch {
    throw new WechatApiError('malformed', 'not JSON')
  }
}

/** A new ticket from WeChat: a stable access token, then the ticket. */
async function fetchTicket(account: { appId: string; appSecret: string; apiUrl: string }): Promise<Expiring> {
  const token = readTokenAnswer(
    await callWechat(`${account.apiUrl}/cgi-bin/stable_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credential', appid: account.appId, secret: account.appSecret }),
    }),
  )
  const query = new URLSearchParams({ access_token: token.value, type: 'jsapi' })
  return readTicketAnswer(await callWechat(`${account.apiUrl}/cgi-bin/ticket/getticket?${query}`))
}

function heldOf(ticket: Expiring, now: number): Held {
  return { ticket: ticket.value, refreshAt: refreshTime(now, ticket.expiresInSeconds), expiresAt: now + ticket.expiresInSeconds * 1000 }
}

function parseHeld(raw: string | null): Held | null {
  if (!raw) return null
  try {
    const held = JSON.parse(raw) as Held
    return typeof held.ticket === 'string' && typeof held.refreshAt === 'number' ? held : null
  } catch {
    return null
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The ticket through Redis: the shared one, or fetched under the lock, or awaited from the lock's holder. */
async function sharedTicket(account: { appId: string; appSecret: string; apiUrl: string }): Promise<Held> {
  const client = redis()!
  const key = redisKey(`${TICKET_KEY}:${account.appId}`)
  const lock = redisKey(`${LOCK_KEY}:${account.appId}`)
  const fresh = (held: Held | null) => (held && held.refreshAt > Date.now() ? held : null)
  const found = fresh(parseHeld(await client.get(key)))
  if (found) return found
  const owner = crypto.randomUUID()
  const deadline = Date.now() + LOCK_WAIT_MS
  for (;;) {
    if ((await client.set(lock, owner, 'PX', LOCK_MS, 'NX')) === 'OK') {
      try {
        // Another instance may have stored one between our read and the lock.
        const stored = fresh(parseHeld(await client.get(key)))
        if (stored) return stored
        const held = heldOf(await fetchTicket(account), Date.now())
        await client.set(key, JSON.stringify(held), 'PX', Math.max(1000, held.expiresAt - Date.now()))
        return held
      } finally {
        // Released only by its owner (a lock that ran out may be another instance's by now).
        await client.eval("if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0", 1, lock, owner)
      }
    }
    await sleep(LOCK_POLL_MS)
    const stored = fresh(parseHeld(await client.get(key)))
    if (stored) return stored
    if (Date.now() > deadline) throw new WechatApiError('unreachable', 'another instance is fetching the ticket and has not finished')
  }
}

async function load(account: { appId: string; appSecret: string; apiUrl: string }): Promise<Held> {
  if (redis() && (await waitForRedis(1000))) {
    try {
      return await sharedTicket(account)
    } catch (error) {
      if (error instanceof WechatApiError) throw error
      // Redis failed mid-way: this instance fetches its own below.
    }
  }
  return heldOf(await fetchTicket(account), Date.now())
}

export type WechatTicketSource = {
  /**
   * The current JS-SDK ticket; throws WechatApiError when WeChat does not give one (or did not within the last
   * FAILURE_PAUSE_MS), and when no official account is configured.
   */
  ticket(): Promise<string>
}

/** A ticket source with a state of its own: what one instance holds (tests make several to stand for instances). */
export function wechatTicketSource(): WechatTicketSource {
  const s: State = {}
  return {
    async ticket() {
      const account = env.wechat
      if (!account) throw new WechatApiError('malformed', 'no official account configured')
      const now = Date.now()
      if (s.held && s.held.refreshAt > now) return s.held.ticket
      // A ticket past its refresh time still holds until it runs out: used while WeChat does not give a new one.
      const stillValid = () => (s.held && s.held.expiresAt > Date.now() + 60_000 ? s.held.ticket : null)
      if (s.failedUntil && s.failedUntil > now && s.failure) {
        const old = stillValid()
        if (old) return old
        throw s.failure
      }
      s.pending ??= load(account)
        .then((held) => {
          s.held = held
          s.failedUntil = undefined
          return held
        })
        .catch((error: unknown) => {
          const failure = error instanceof WechatApiError ? error : new WechatApiError('unreachable', String(error))
          s.failure = failure
          s.failedUntil = Date.now() + FAILURE_PAUSE_MS
          console.warn(`[wechat] no JS-SDK ticket (asked again in ${FAILURE_PAUSE_MS / 1000} s): ${failure.message}`)
          throw failure
        })
        .finally(() => {
          s.pending = undefined
        })
      try {
        return (await s.pending).ticket
      } catch (error) {
        const old = stillValid()
        if (old) return old
        throw error
      }
    },
  }
}

const SOURCE = Symbol.for('site.wechat-ticket')
type WithSource = typeof globalThis & { [SOURCE]?: WechatTicketSource }

/** This process's ticket (one per process, kept on globalThis: Next may load this module more than once). */
export function wechatTicket(): Promise<string> {
  const g = globalThis as WithSource
  g[SOURCE] ??= wechatTicketSource()
  return g[SOURCE].ticket()
}

/** Forgets this process's ticket and failure (tests). */
export function forgetWechatTicket(): void {
  delete (globalThis as WithSource)[SOURCE]
}
