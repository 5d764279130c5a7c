/**
 * The Redis connections of this process, shared by Next's cache handler (src/cache/next-cache-handler.ts), the
 * publish bus (src/cache/bus.ts) and the contact rate limit. One command connection and one subscriber per
 * process, kept on `globalThis` because Next loads the cache handler and the application code as separate
 * module graphs.
 *
 * Failure policy: commands never wait for a connection that is down (no offline queue, short timeouts); the
 * callers fall back to per-process behaviour and this module logs each change of state once.
 */
import Redis, { type RedisOptions } from 'ioredis'

import { env } from '../env'

type Registry = {
  command?: Redis
  subscriber?: Redis
  up: boolean
  /** The command connection was ready once, or failed once: nothing waits for it any more (see waitForRedis). */
  settled: boolean
  lastError: string
  onReady: Set<() => void>
}

const REGISTRY = Symbol.for('site.redis')

function registry(): Registry {
  const g = globalThis as typeof globalThis & { [REGISTRY]?: Registry }
  g[REGISTRY] ??= { up: false, settled: false, lastError: '', onReady: new Set() }
  return g[REGISTRY]
}

/** The Redis key (or channel) for `name` under this site's prefix. */
export function redisKey(name: string): string {
  return `${env.redisPrefix}${name}`
}

export function redisConfigured(): boolean {
  return env.redisUrl !== ''
}

function log(message: string): void {
  console.warn(`[redis] ${message}`)
}

function options(role: 'command' | 'subscriber'): RedisOptions {
  return {
    // A command while disconnected fails at once (the caller falls back) instead of queueing.
    enableOfflineQueue: role === 'subscriber',
    maxRetriesPerRequest: role === 'subscriber' ? null : 1,
    connectTimeout: 2000,
    commandTimeout: role === 'subscriber' ? undefined : 1500,
    // Reconnect for ever, every half second at most (an attempt at a closed port costs nothing): publishes reach
    // every instance again within 2 s of Redis being back, on a busy machine too (the Redis drill of `npm run drill`).
    retryStrategy: (times: number) => Math.min(100 * times, 500),
    connectionName: `site-${role}-${process.pid}`,
  }
}

function connect(role: 'command' | 'subscriber'): Redis {
  const reg = registry()
  const client = new Redis(env.redisUrl, options(role))
  client.on('error', (error: Error) => {
    const text = error.message || String(error)
    if (role === 'command' && (reg.up || reg.lastError !== text)) {
      log(`unavailable (${text}): caches and rate limits fall back to this instance alone until it is back`)
    }
    if (role === 'command') {
      reg.up = false
      reg.settled = true
      reg.lastError = text
    }
  })
  if (role === 'command') {
    client.on('ready', () => {
      if (!reg.up) log(`connected (${redactedUrl(env.redisUrl)}, prefix "${env.redisPrefix}")`)
      reg.up = true
      reg.settled = true
      reg.lastError = ''
      for (const fn of reg.onReady) {
        try {
          fn()
        } catch (error) {
          log(`after reconnect: ${String(error)}`)
        }
      }
    })
    client.on('end', () => {
      reg.up = false
    })
  }
  return client
}

function redactedUrl(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return 'redis'
  }
}

/** The command connection, or null when REDIS_URL is unset. */
export function redis(): Redis | null {
  if (!redisConfigured()) return null
  const reg = registry()
  reg.command ??= connect('command')
  return reg.command
}

/** A connection in subscriber mode (it can do nothing else), or null when REDIS_URL is unset. */
export function redisSubscriber(): Redis | null {
  if (!redisConfigured()) return null
  const reg = registry()
  reg.subscriber ??= connect('subscriber')
  return reg.subscriber
}

/**
 * Waits (at most `ms`) for the first connection of this process while it is being made, so that the first
 * requests after a start count in Redis rather than in the fallback. Answers whether it is ready.
 *
 * Once the connection has been up or has failed, nothing waits: while Redis is away, ioredis keeps reconnecting
 * (status `reconnecting`/`connecting` for good), and a wait here would hold every rate-limited request (each
 * contact post, search, beacon) for `ms` during the whole outage. The caller falls back to this instance's count.
 */
export async function waitForRedis(ms = 1000): Promise<boolean> {
  const client = redis()
  if (!client) return false
  if (client.status === 'ready') return true
  if (registry().settled) return false
  if (!['connecting', 'connect', 'wait'].includes(client.status)) return false
  return new Promise<boolean>((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer)
      client.off('ready', onReady)
      resolve(ok)
    }
    const onReady = () => done(true)
    const timer = setTimeout(() => done(false), ms)
    client.once('ready', onReady)
  })
}

/** Runs `fn` each time the command connection becomes ready again (and not now). */
export function onRedisReady(fn: () => void): void {
  registry().onReady.add(fn)
}

/** Closes this process's connections (tests, shutdown). */
export async function closeRedis(): Promise<void> {
  const reg = registry()
  const clients = [reg.command, reg.subscriber].filter((c): c is Redis => Boolean(c))
  reg.command = undefined
  reg.subscriber = undefined
  reg.up = false
  reg.settled = false
  await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect())))
}
