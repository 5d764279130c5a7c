/** Drills: one of two instances behind nginx SIGKILLed or SIGTERMed under load, with the jobs queue sending lead e-mails (scripts/drill.ts). */
import fs from 'node:fs'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

import { deployNginxConfig, NGINX, nginxAvailable, startNginx, stop } from '../lib/processes'
import {
  children,
  instancePorts,
  instances,
  leadsStored,
  log,
  newTally,
  nginxPort,
  rate,
  root,
  row,
  skip,
  sleep,
  smtpPort,
  sql,
  startInstance,
  stopInstances,
  type Tally,
  traffic,
  warm,
} from './common'

/** The sales mailbox of the SIGTERM drill: lead e-mails counted by the lead's address (their Reply-To). */
type MailSink = {
  server: SMTPServer
  /** Lead address → e-mails accepted for it. */
  received: Map<string, number>
  /** Sender (each instance sends as drill-<port>@example.com) → e-mails being received from it right now. */
  receiving: Map<string, number>
}

/** A slow SMTP server (`delayMs` before each e-mail is accepted): a job is still sending when the SIGTERM comes. */
async function startMailSink(delayMs: number): Promise<MailSink> {
  const received = new Map<string, number>()
  const receiving = new Map<string, number>()
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n)
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
      add(receiving, from, 1)
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        setTimeout(() => {
          add(received, /^Reply-To:\s*<?([^\s>]+)/im.exec(raw)?.[1]?.toLowerCase() ?? '', 1)
          add(receiving, from, -1)
          callback()
        }, delayMs)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(smtpPort, '127.0.0.1', resolve))
  return { server, received, receiving }
}

/** Each instance sends its e-mails as its own address, and runs the jobs queue every 2 s. */
const jobsEnv = (port: number) => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtpPort),
  SMTP_FROM: `drill-${port}@example.com`,
  JOBS_CRON: '*/2 * * * * *',
})

/**
 * Waits (at most `ms`) until every lead of the tally has its e-mail and every notification job is done; answers
 * how many leads were e-mailed, how many twice, and the jobs left undone or marked running.
 */
async function leadMails(tally: Tally, sink: MailSink, ms: number) {
  const emails = [...tally.leads.keys()]
  const deadline = Date.now() + ms
  for (;;) {
    const [jobs] = await sql<{ total: string; done: string; running: string; failed: string }>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE completed_at IS NOT NULL) AS done,
              count(*) FILTER (WHERE processing) AS running, count(*) FILTER (WHERE has_error) AS failed
         FROM payload_jobs WHERE task_slug = 'notifyLead'`,
    )
    const sent = emails.filter((e) => (sink.received.get(e) ?? 0) > 0).length
    const twice = emails.filter((e) => (sink.received.get(e) ?? 0) > 1).length
    const settled = sent === emails.length && Number(jobs.done) === Number(jobs.total)
    if (settled || Date.now() > deadline) {
      return {
        mails: { leads: emails.length, sent, twice },
        jobs: {
          total: Number(jobs.total),
          undone: Number(jobs.total) - Number(jobs.done),
          running: Number(jobs.running),
          failed: Number(jobs.failed),
        },
      }
    }
    await sleep(500)
  }
}

/** Drills 3 and 6: one of two instances behind nginx SIGKILLed (or SIGTERMed) under load. */
export async function instanceDrill(signal: 'SIGKILL' | 'SIGTERM') {
  if (!nginxAvailable()) return skip(signal === 'SIGKILL' ? 'instance killed' : 'graceful SIGTERM', `nginx not found at ${NGINX}`)
  // SIGTERM: both instances e-mail every lead through the jobs queue, to a sink that takes a second an e-mail.
  const sink = signal === 'SIGTERM' ? await startMailSink(1000) : null
  if (sink) {
    await stopInstances()
    await Promise.all(instancePorts.map((p) => startInstance(p, jobsEnv(p))))
  }
  const nginxDir = path.join(root, `nginx-${signal}`)
  const cacheDir = path.join(nginxDir, 'cache')
  fs.mkdirSync(cacheDir, { recursive: true })
  const nginx = await startNginx(
    nginxDir,
    deployNginxConfig(
      instancePorts.map((p) => `127.0.0.1:${p}`),
      nginxPort,
      cacheDir,
    ),
    `http://127.0.0.1:${nginxPort}/healthz`,
  )
  children.push(nginx)
  try {
    const base = `http://127.0.0.1:${nginxPort}`
    await warm(instancePorts.map((p) => `http://127.0.0.1:${p}`))
    await traffic([base], 50, 0, 4000, newTally())
    const tally = newTally()
    const victimPort = instancePorts[0]
    const victim = instances.get(victimPort)!
    const running = traffic([base], rate, 5, 20_000, tally)
    await sleep(6000)
    // The SIGTERM lands while the victim is sending a lead's e-mail (it waits up to 8 s for one).
    let sending = 0
    if (sink) {
      const from = `drill-${victimPort}@example.com`
      for (const until = Date.now() + 8000; Date.now() < until && !sending; await sleep(20)) sending = sink.receiving.get(from) ?? 0
    }
    log(`${signal} to the instance on ${victimPort}${sink ? ` (sending ${sending} lead e-mail(s))` : ''}`)
    const exited = new Promise((r) => victim.once('exit', r))
    victim.kill(signal)
    await exited
    instances.delete(victimPort)
    await running
    const stored = await leadsStored(tally)
    const queue = sink ? await leadMails(tally, sink, 90_000) : null
    const mailsKept = !queue || (queue.mails.sent === queue.mails.leads && queue.mails.twice === 0 && queue.jobs.undone === 0)
    const pass =
      tally.failed === 0 &&
      tally.fiveXx === 0 &&
      stored.stored === tally.leads.size &&
      stored.duplicated === 0 &&
      tally.leadsFailed === 0 &&
      mailsKept
    row(
      signal === 'SIGKILL' ? 'instance killed' : 'graceful SIGTERM',
      tally,
      stored,
      null,
      pass,
      `${rate} req/s through nginx; ${signal} at 6 s of 20 s` +
        (queue
          ? `; jobs queue every 2 s on both, SIGTERM while the victim sent ${sending} e-mail(s): ${queue.mails.sent} of ${queue.mails.leads} leads e-mailed, ${queue.mails.twice} twice; ${queue.jobs.total} jobs, ${queue.jobs.undone} undone, ${queue.jobs.running} left running, ${queue.jobs.failed} failed`
          : ''),
      queue?.mails,
    )
    // Back to two instances for the next drill.
    await startInstance(victimPort, sink ? jobsEnv(victimPort) : {})
  } finally {
    await stop(nginx)
    if (sink) await new Promise<void>((resolve) => sink.server.close(() => resolve()))
  }
}
