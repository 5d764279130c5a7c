/**
 * The 404 log, counted as the answers leave (src/lib/not-found.ts says what is counted): each GET or HEAD answered
 * 404, from Next or from the micro-cache, is added to this instance's tally in memory (a Map lookup and a few
 * additions after the answer has gone out, so the 404 is never slower for it), and the tally goes to the collection in
 * one request every REDIRECT_HITS_FLUSH_SECONDS, as the redirect hits do. The tally holds at most MAX_ADDRESSES
 * addresses between two flushes: past that, a flood of made-up addresses is counted only as a number in the log.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { beijingDay } from '@/lib/beijing-time'
import { agentClass, mergeTallies, notFoundAddress, type NotFoundTally, referrerHost, tallyKey } from '@/lib/not-found'

const MAX_ADDRESSES = 2000

type Options = {
  /** The application's internal route (`/internal-not-found`) and its token. */
  url: string
  token: string
  basePath: string
  fetchImpl?: typeof fetch
}

export class NotFoundLog {
  private tallies = new Map<string, NotFoundTally>()
  private dropped = 0

  constructor(private readonly options: Options) {}

  /** Counts this request once its answer has gone, when that answer is a 404 to a GET or HEAD of a page address. */
  watch(req: IncomingMessage, res: ServerResponse): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') return
    res.once('finish', () => {
      if (res.statusCode === 404) this.count(req.url ?? '/', req.headers['user-agent'], req.headers.referer, Date.now())
    })
  }

  count(url: string, userAgent: string | undefined, referer: string | undefined, now: number): void {
    const address = notFoundAddress(url, this.options.basePath)
    if (!address) return
    const key = tallyKey(address.locale, address.path)
    let tally = this.tallies.get(key)
    if (!tally) {
      if (this.tallies.size >= MAX_ADDRESSES) {
        this.dropped += 1
        return
      }
      const at = new Date(now).toISOString()
      tally = {
        ...address,
        count: 0,
        days: {},
        firstSeen: at,
        lastSeen: at,
        referrers: {},
        agents: { browser: 0, searchBot: 0, otherBot: 0 },
      }
      this.tallies.set(key, tally)
    }
    tally.count += 1
    tally.lastSeen = new Date(now).toISOString()
    const day = beijingDay(now)
    tally.days[day] = (tally.days[day] ?? 0) + 1
    tally.agents[agentClass(userAgent)] += 1
    const host = referrerHost(referer)
    if (host) tally.referrers[host] = (tally.referrers[host] ?? 0) + 1
  }

  /** Sends the tally since the last flush (kept for the next one when the application does not take it). */
  async flush(): Promise<{ addresses: number; dropped: number }> {
    const dropped = this.dropped
    this.dropped = 0
    if (this.tallies.size === 0) return { addresses: 0, dropped }
    const tallies = [...this.tallies.values()]
    this.tallies = new Map()
    try {
      const res = await (this.options.fetchImpl ?? fetch)(this.options.url, {
        method: 'POST',
        headers: { 'x-internal-token': this.options.token, 'content-type': 'application/json' },
        body: JSON.stringify({ tallies }),
      })
      if (res.status !== 204) throw new Error(`404 log answered ${res.status}`)
      return { addresses: tallies.length, dropped }
    } catch (error) {
      const today = beijingDay(Date.now())
      for (const tally of tallies) {
        const key = tallyKey(tally.locale, tally.path)
        const since = this.tallies.get(key)
        if (since) this.tallies.set(key, mergeTallies(tally, since, today))
        else if (this.tallies.size < MAX_ADDRESSES) this.tallies.set(key, tally)
      }
      throw error
    }
  }
}
