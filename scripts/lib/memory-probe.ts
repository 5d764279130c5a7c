/**
 * Test-only preload of server.ts (`node --import tsx --import ./scripts/lib/memory-probe.ts server.ts` with
 * MEMORY_PROBE=on, started by tests/e2e/page-cache-bounds.test.ts): on SIGUSR2 the server collects all its garbage
 * and gives the freed memory back, as it does when the system runs low (the inspector's
 * `HeapProfiler.collectGarbage`), then prints one line, `[memory-probe] {...}`, with its memory and what each
 * in-memory cache holds.
 *
 * V8 lets the heap grow to several times what is live before a full collection (under a flood of 404s the server
 * holds about 250 MB and its heap reaches 700 MB before one), so the resident set read at a random moment says when
 * the last collection ran, not what the requests left behind. After such a collection it says the latter. (A plain
 * `gc()` of `--expose-gc` collects but keeps the heap's pages: the resident set stays where the heap had grown.)
 */
import inspector from 'node:inspector'

/** What the probe prints (MB, except entry counts). */
export type MemoryProbe = {
  rss: number
  heapUsed: number
  heapTotal: number
  external: number
  caches: Record<'micro' | 'pages' | 'data', { entries: number; mb: number }>
}

export const PROBE_MARK = '[memory-probe] '

type Sized = { size: number; bytes: number }

const MB = 1024 * 1024
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10
const held = (cache: Sized | undefined) => ({ entries: cache?.size ?? 0, mb: mb(cache?.bytes ?? 0) })

function collectGarbage(session: inspector.Session): Promise<void> {
  return new Promise((resolve, reject) => session.post('HeapProfiler.collectGarbage', (error) => (error ? reject(error) : resolve())))
}

async function probe(session: inspector.Session): Promise<MemoryProbe> {
  // Twice: objects that a first collection only made unreachable (finalizers, weak references) go in the second.
  await collectGarbage(session)
  await collectGarbage(session)
  const memory = process.memoryUsage()
  const g = globalThis as Record<symbol, unknown>
  const micro = g[Symbol.for('site.microCache')] as Sized | undefined
  const store = g[Symbol.for('site.memoryNextCache')] as { pages: Sized; data: Sized } | undefined
  return {
    rss: mb(memory.rss),
    heapUsed: mb(memory.heapUsed),
    heapTotal: mb(memory.heapTotal),
    external: mb(memory.external),
    caches: { micro: held(micro), pages: held(store?.pages), data: held(store?.data) },
  }
}

// Only in the server under test (not in a test that imports PROBE_MARK).
if (process.env.MEMORY_PROBE === 'on') {
  const session = new inspector.Session()
  session.connect()
  process.on('SIGUSR2', () => {
    probe(session).then(
      (found) => process.stdout.write(`${PROBE_MARK}${JSON.stringify(found)}\n`),
      (error: unknown) => process.stdout.write(`${PROBE_MARK}${JSON.stringify({ error: String(error) })}\n`),
    )
  })
}
