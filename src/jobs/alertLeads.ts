import { deliverLeadAlerts } from '@/content/lead-alerts'

import { sendingTask } from './sending-task'

/**
 * Sends the lead alerts that wait (src/content/lead-alerts.ts). Queued when a lead is stored; a run that leaves
 * alerts waiting (a platform's limit, quiet hours, a retry's backoff) queues the next run for when they may go, so a
 * robot that is down gets every lead once it is back.
 */
export const alertLeadsTask = sendingTask('alertLeads', 'Send lead alerts to group robots', deliverLeadAlerts)
