import { deliverSearchPushes, pruneSearchPushes } from '@/content/search-push'

import { sendingTask } from './sending-task'

/**
 * Sends the search-engine pushes that wait (src/content/search-push.ts) and removes rows past their 30 days. Queued
 * when a push is queued; a run that leaves pushes waiting (Baidu's quota until midnight Beijing time, a backoff)
 * queues the next run for when they may go.
 */
export const pushSearchEnginesTask = sendingTask('pushSearchEngines', 'Push URLs to search engines', async (payload) => {
  const run = await deliverSearchPushes(payload)
  await pruneSearchPushes(payload)
  return run
})
