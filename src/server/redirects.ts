/**
 * The redirects, answered by server.ts before Next (docs/architecture.md, "Redirects"): the table lives in this
 * process's memory (a Map, src/lib/redirects.ts), is loaded from the application's internal route
 * `/internal-redirects` at start, and again whenever any instance announces a change (src/cache/bus.ts; without
 * Redis, the saving code calls this process's reload directly through `globalThis`, src/cache/process-hooks.ts). Hits are counted in memory
 * and written to the collection in one request every REDIRECT_HITS_FLUSH_SECONDS (30 by default).
 */
import { redirectHooks } from '../cache/process-hooks'
import { type RedirectAnswer, type RedirectRule, RedirectTable } from '../lib/redirects'

export type HitCount = { id: number | string; count: number; last: string }

type Options = {
  /** The internal route's address and the process's token (server.ts). */
  url: string
  token: string
  basePath: string
  /** After a table was loaded that differs from the one before (server.ts empties its micro-cache). */
  onChange?: () => void
  onError?: (error: unknown) => void
  fetchImpl?: typeof fetch
}

export class ProcessRedirects {
  private table: RedirectTable | null = null
  private loading: Promise<void> | null = null
  private again = false
  private hits = new Map<number | string, HitCount>()
  private signature = ''

  constructor(private readonly options: Options) {
    redirectHooks().reload = () => void this.reload()
  }

  /** How many redirects the table holds. */
  get size(): number {
    return this.table?.size ?? 0
  }

  /** The redirect answering this URL, or null (nothing to look up while the table is empty). */
  lookup(url: string): RedirectAnswer | null {
    const table = this.table
    if (table === null || table.size === 0) return null
    const answer = table.lookup(url)
    if (answer) this.count(answer.id)
    return answer
  }

  /** Counts a hit answered from elsewhere (a cached copy of the redirect's answer). */
  count(id: number | string): void {
    const hit = this.hits.get(id)
    const last = new Date().toISOString()
    if (hit) {
      hit.count += 1
      hit.last = last
    } else this.hits.set(id, { id, count: 1, last })
  }

  /** Loads the table now (a load under way is followed by one more, so the last change is always seen). */
  reload(): Promise<void> {
    if (this.loading) {
      this.again = true
      return this.loading
    }
    this.loading = this.load()
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.loading = null
        if (this.again) {
          this.again = false
          void this.reload()
        }
      })
    return this.loading
  }

  private async load(): Promise<void> {
    const res = await (this.options.fetchImpl ?? fetch)(this.options.url, {
      headers: { 'x-internal-token': this.options.token },
      cache: 'no-store',
    })
    if (res.status !== 200) throw new Error(`redirect table answered ${res.status}`)
    const text = await res.text()
    const { rules } = JSON.parse(text) as { rules: RedirectRule[] }
    this.table = new RedirectTable(rules, this.options.basePath)
    if (text !== this.signature) {
      this.signature = text
      this.options.onChange?.()
    }
  }

  /** Writes the hits counted since the last call to the collection (one request); they are kept for later on failure. */
  async flushHits(): Promise<number> {
    if (this.hits.size === 0) return 0
    const hits = [...this.hits.values()]
    this.hits = new Map()
    try {
      const res = await (this.options.fetchImpl ?? fetch)(this.options.url, {
        method: 'POST',
        headers: { 'x-internal-token': this.options.token, 'content-type': 'application/json' },
        body: JSON.stringify({ hits }),
      })
      if (res.status !== 204) throw new Error(`redirect hits answered ${res.status}`)
      return hits.length
    } catch (error) {
      for (const hit of hits) {
        const now = this.hits.get(hit.id)
        if (now) now.count += hit.count
        else this.hits.set(hit.id, hit)
      }
      throw error
    }
  }
}
