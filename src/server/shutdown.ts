/**
 * SIGTERM (a deploy, a load balancer draining this instance) and SIGINT: stop accepting, finish what is in flight
 * (requests, and the jobs queue's run), then write the insight counts still in this process's memory. Next's bundles
 * of those modules leave their shutdown work on `globalThis`:
 * - `site.jobs.drain` (src/content/job-runs.ts): no run of the jobs queue starts any more, and the one under way
 *   finishes, so that no job is cut off between its work (a lead's e-mail) and being marked done;
 * - `site.insight.flush` (src/content/insight/): the counts still in memory are written.
 * After SHUTDOWN_GRACE_MS the process exits whatever is still open.
 */
import type { Server } from 'node:http'

/** Runs the shutdown work the application left under `Symbol.for(name)`, if any; a failure is logged. */
/** Where a shutdown step says what failed (pino's logger, in server.ts). */
type ErrorLog = { error: (details: object, message: string) => void }

export async function runShutdownHook(name: string, failure: string, log: ErrorLog): Promise<void> {
  const hook = (globalThis as Record<symbol, unknown>)[Symbol.for(name)]
  if (typeof hook !== 'function') return
  try {
    await (hook as () => Promise<void>)()
  } catch (error) {
    log.error({ err: error }, failure)
  }
}

export interface ShutdownOptions {
  server: Server
  log: ErrorLog & { info: (message: string) => void }
  graceMs: number
  /** What to stop and write at once (the probe, the redirect hits). */
  beforeClose: () => void
  exit?: (code: number) => void
}

/** Closes the server on SIGTERM and SIGINT as above. */
export function shutDownGracefully({ server, log, graceMs, beforeClose, exit = process.exit }: ShutdownOptions): void {
  const shutdown = (signal: string) => {
    log.info(`> ${signal}: closing, finishing requests in flight and the jobs queue's run`)
    beforeClose()
    const jobsDrained = runShutdownHook('site.jobs.drain', '> the jobs queue could not be drained at shutdown', log)
    const flushInsight = () => runShutdownHook('site.insight.flush', '> insight counts could not be written at shutdown', log)
    server.close(() => void jobsDrained.then(flushInsight).finally(() => exit(0)))
    server.closeIdleConnections()
    setTimeout(() => exit(0), graceMs).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}
