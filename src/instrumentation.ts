/**
 * Runs once when the server starts (Next's instrumentation hook): starts Payload, and with it the jobs queue that
 * publishes scheduled content on JOBS_CRON (src/payload.config.ts).
 *
 * Starting it here, outside any request, matters: the queue's timer would otherwise belong to the request that
 * happened to start Payload first, and a scheduled publish would then drop the cache tags of that long-finished
 * request instead of the site's (src/content/cache.ts drops them through the server when no request is live).
 */
export async function register(): Promise<void> {
  // Next's own pattern, read here as it is (not through src/env.ts): Next replaces NEXT_RUNTIME when it bundles this
  // hook for each runtime, so that the import below is left out of the edge bundle.
  // eslint-disable-next-line no-restricted-properties -- see above
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startPayloadWithJobs } = await import('./content/payload')
  await startPayloadWithJobs()
}
