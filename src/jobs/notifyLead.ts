import type { TaskConfig } from 'payload'

import { leadNotification } from '@/lib/lead-email'

/**
 * Sends the sales mailbox (site settings) an e-mail about one contact submission. Queued after the submission
 * is stored, run by Payload's jobs queue and retried on failure: a mail server that is down delays the
 * notification, it never loses or blocks the submission.
 */
export const notifyLeadTask: TaskConfig<{ input: { submissionId: number }; output: { sentTo: string } }> = {
  slug: 'notifyLead',
  label: 'Notify sales of a contact submission',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [{ name: 'submissionId', type: 'number', required: true }],
  outputSchema: [{ name: 'sentTo', type: 'text' }],
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const lead = await payload.findByID({ collection: 'contact-submissions', id: input.submissionId, depth: 0, overrideAccess: true })
    // A lead stored after this job was queued is not its lead: the one it was queued for was deleted, and SQLite gave
    // its id to a later lead (which has a notification of its own). Nothing is sent twice.
    if (job?.createdAt && Date.parse(lead.createdAt) > Date.parse(job.createdAt)) return { output: { sentTo: '' } }
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const to = settings.mailboxes?.sales
    if (!to) return { output: { sentTo: '' } }
    const mail = leadNotification(lead, settings.shortName ?? '')
    await payload.sendEmail({ to, subject: mail.subject, text: mail.text, replyTo: lead.email })
    return { output: { sentTo: to } }
  },
}
