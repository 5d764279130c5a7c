import type { Payload, TaskConfig } from 'payload'

import { queueLaterRun, type RunTask } from '@/content/job-runs'

type Output = { sent: number; waiting: number }

/**
 * A task that sends what waits (`send`) and, when some of it must wait (a platform's limit, a quota, a backoff),
 * queues one later run for `nextAt`, so that nothing waiting is forgotten.
 */
export function sendingTask(
  slug: RunTask,
  label: string,
  send: (payload: Payload) => Promise<Output & { nextAt: number }>,
): TaskConfig<{ input: Record<string, never>; output: Output }> {
  return {
    slug,
    label,
    retries: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } },
    inputSchema: [],
    outputSchema: [
      { name: 'sent', type: 'number' },
      { name: 'waiting', type: 'number' },
    ],
    handler: async ({ req, job }) => {
      const run = await send(req.payload)
      if (run.waiting > 0) await queueLaterRun(req.payload, slug, job?.id, run.nextAt)
      return { output: { sent: run.sent, waiting: run.waiting } }
    },
  }
}
