import type { TaskConfig } from 'payload'

import { queueLaterRun } from '@/content/job-runs'
import { deliverSearchPushes, pruneSearchPushes } from '@/content/search-push'

/**
 * Sends the search-engine pushes that wait (src/content/search-push.ts) and removes rows past their 30 days. Queued
 * when a push is queued; a run that leaves pushes waiting (Baidu's quota until midnight Beijing time, a backoff)
 * queues the next run for when they may go.
 */
export const pushSearchEnginesTask: TaskConfig<{ input: Record<string, never>; output: { sent: number; waiting: number } }> = {
  slug: 'pushSearchEngines',
  label: 'Push URLs to search engines',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [],
  outputSchema: [
    { name: 'sent', type: 'number' },
    { name: 'waiting', type: 'number' },
  ],
  handler: async ({ req, job }) => {
    const { payload } = req
    const run = await deliverSearchPushes(payload)
    await pruneSearchPushes(payload)
    if (run.waiting > 0) await queueLaterRun(payload, 'pushSearchEngines', job?.id, run.nextAt)
    return { output: { sent: run.sent, waiting: run.waiting } }
  },
}
