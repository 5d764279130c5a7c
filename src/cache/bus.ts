/**
 * The publish bus between instances: after a publish has dropped cache tags (Next's cache handler, once the
 * editor's request has committed), a message on Redis tells every server process to empty its micro-cache of
 * whole responses (src/server/micro-cache.ts). Without REDIS_URL both ends do nothing: the instance that saved
 * purges its own micro-cache itself (src/content/cache.ts).
 */
import { purgeProcessMicroCache } from './process-hooks'
import { redis, redisKey, redisSubscriber } from './redis'

export const PURGE_CHANNEL = 'purge'

/** Tells every instance (this one too) to drop its whole-response cache. Never throws. */
export async function announcePurge(reason: string): Promise<boolean> {
  const client = redis()
  if (!client) return false
  try {
    await client.publish(redisKey(PURGE_CHANNEL), JSON.stringify({ reason, pid: process.pid, at: Date.now() }))
    return true
  } catch {
    // Redis is down: the other instances keep their responses for MICRO_CACHE_TTL seconds at most.
    return false
  }
}

/**
 * Subscribes this process to purge messages (server.ts calls it once at start). Answers a function that
 * unsubscribes. `onPurge` is for tests.
 */
export function subscribeToPurges(onPurge: () => void = purgeProcessMicroCache): () => Promise<void> {
  const subscriber = redisSubscriber()
  if (!subscriber) return async () => {}
  // Open the command connection too, so the first requests find it ready.
  redis()
  const channel = redisKey(PURGE_CHANNEL)
  const listener = (from: string) => {
    if (from === channel) onPurge()
  }
  subscriber.on('message', listener)
  subscriber.subscribe(channel).catch((error: unknown) => console.warn(`[redis] subscribe to ${channel} failed: ${String(error)}`))
  return async () => {
    subscriber.off('message', listener)
    await subscriber.unsubscribe(channel).catch(() => {})
  }
}

const REDIRECTS_CHANNEL = 'redirects'

/**
 * Tells every instance that the redirects changed: each one reloads its table (server.ts,
 * src/server/redirects.ts). This process reloads its own through `notifyLocal` (the same function server.ts
 * registered), so that a single instance without Redis sees the change too. Never throws.
 */
export async function announceRedirectsChanged(notifyLocal: () => void): Promise<void> {
  const client = redis()
  if (client) {
    try {
      await client.publish(redisKey(REDIRECTS_CHANNEL), String(Date.now()))
      return // this process is subscribed too, and reloads on its own message
    } catch {
      // Redis is down: at least this instance reloads.
    }
  }
  notifyLocal()
}

/** Calls `onChange` whenever any instance announces a change of the redirects (server.ts calls it once). */
export function subscribeToRedirectChanges(onChange: () => void): () => Promise<void> {
  const subscriber = redisSubscriber()
  if (!subscriber) return async () => {}
  const channel = redisKey(REDIRECTS_CHANNEL)
  const listener = (from: string) => {
    if (from === channel) onChange()
  }
  subscriber.on('message', listener)
  subscriber.subscribe(channel).catch((error: unknown) => console.warn(`[redis] subscribe to ${channel} failed: ${String(error)}`))
  return async () => {
    subscriber.off('message', listener)
    await subscriber.unsubscribe(channel).catch(() => {})
  }
}
