/**
 * A contact submission queues an e-mail to the sales mailbox, sent through SMTP by Payload's jobs queue and
 * retried when the mail server is down: the submission itself is stored and answered as a success either way.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/content/payload'

import type { ApiData } from '../support/answers'
import { postJson } from '../support/api'
import { type Received, type SmtpSink, startSmtpSink } from '../support/smtp-sink'

/** The answer to a stored submission (a bot's is answered with `data: null`, and none is sent here). */
type Submitted = ApiData<{ id: number }>

const port = Number(process.env.SMTP_PORT)
const submission = (email: string) => ({
  name: '赵工',
  phone: '13912345678',
  email,
  requirement: '希望试用智慧梁场平台，请联系。',
  language: 'zh',
})

async function notifyJobs() {
  const payload = await getPayloadClient()
  return (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'notifyLead' } }, pagination: false, depth: 0 }))
    .docs
}

/**
 * The notification jobs queued before a submission: SQLite gives a deleted submission's id to the next one, and the
 * jobs of the deleted one (left by an earlier test) would pass for the new one's.
 */
const queuedBefore = async () => new Set((await notifyJobs()).map((j) => j.id))

async function jobsOf(submissionId: number, before: Set<number | string>) {
  return (await notifyJobs()).filter(
    (j) => !before.has(j.id) && (j.input as { submissionId?: number } | null)?.submissionId === submissionId,
  )
}

let server: SmtpSink | null = null
afterAll(async () => {
  if (server) await server.stop()
})

describe('lead notification e-mail', () => {
  it('is sent to the sales mailbox by the jobs queue', async () => {
    const inbox: Received[] = []
    server = await startSmtpSink(port, inbox)
    const before = await queuedBefore()
    const answer = await postJson<Submitted>('/client/contact/submit', submission('notify@example.com'), { 'x-forwarded-for': '10.50.0.1' })
    expect(answer.status).toBe(200)
    const id = answer.body.data.id
    expect(await jobsOf(id, before)).toHaveLength(1)

    const payload = await getPayloadClient()
    try {
      // (Earlier tests' submissions are in the queue too: each gets its own message.)
      await payload.jobs.run({ queue: 'default', limit: 100 })
      const mine = inbox.filter((m) => m.raw.includes('notify@example.com'))
      expect(mine).toHaveLength(1)
      expect(mine[0].to).toEqual(['sales@example.com'])
      expect(mine[0].raw).toMatch(/Subject: =\?UTF-8\?/)
      expect(mine[0].raw).toMatch(/Reply-To: notify@example.com/i)
      expect(inbox.every((m) => m.to.join() === 'sales@example.com')).toBe(true)
      const [job] = await jobsOf(id, before)
      expect(job.completedAt).toBeTruthy()
    } finally {
      await server.stop()
      server = null
    }
  })

  it('is retried while the mail server is down, and the submission is kept', async () => {
    const before = await queuedBefore()
    const answer = await postJson<Submitted>('/client/contact/submit', submission('retry@example.com'), { 'x-forwarded-for': '10.50.0.2' })
    expect(answer.status).toBe(200)
    const id = answer.body.data.id
    const payload = await getPayloadClient()

    await payload.jobs.run({ queue: 'default' }) // no SMTP server: the attempt fails
    let [job] = await jobsOf(id, before)
    expect(job.completedAt).toBeFalsy()
    expect(job.hasError).toBeFalsy()
    expect(job.totalTried).toBeGreaterThanOrEqual(1)
    const stored = await payload.findByID({ collection: 'contact-submissions', id, overrideAccess: true })
    expect(stored.email).toBe('retry@example.com')

    const inbox: Received[] = []
    server = await startSmtpSink(port, inbox)
    // Skip the back-off instead of waiting for it.
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() } })
    await payload.jobs.run({ queue: 'default' })
    ;[job] = await jobsOf(id, before)
    expect(job.completedAt).toBeTruthy()
    expect(inbox.map((m) => m.raw).join('\n')).toContain('retry@example.com')
  })
})
