import type { TaskConfig } from 'payload'

import { queueLaterRun } from '@/content/job-runs'
import { deliverLeadAlerts } from '@/content/lead-alerts'

/**
 * Sends the lead alerts that wait (src/content/lead-alerts.ts). Queued when a lead is stored; a run that leaves
 * alerts waiting (a platform's limit, quiet hours, a retry's backoff) queues the next run for when they may go, so a
 * robot that is down gets every lead once it is back.
 */
export const alertLeadsTask: TaskConfig<{ input: Record<string, never>; output: { sent: number; waiting: number } }> = {
  slug: 'alertLeads',
  label: 'Send lead alerts to group robots',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [],
  outputSchema: [
    { name: 'sent', type: 'number' },
    { name: 'waiting', type: 'number' },
  ],
  handler: async ({ req, job }) => {
    const { payload } = req
    const delivery = await deliverLeadAlerts(payload)
    // One later run is enough: another queued one (not this) will send what waits.
    if (delivery.waiting > 0) await queueLaterRun(payload, 'alertLeads', job?.id, delivery.nextAt)
    return { output: { sent: delivery.sent, waiting: delivery.waiting } }
  },
}
