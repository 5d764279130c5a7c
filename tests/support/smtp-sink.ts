/**
 * An SMTP server for tests: keeps every message it receives (its recipients and raw text) in `inbox`. Port 0 takes
 * a free port; `port` says which.
 */
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

export type Received = { to: string[]; raw: string }

export type SmtpSink = { inbox: Received[]; port: number; stop: () => Promise<void> }

export async function startSmtpSink(port: number, inbox: Received[] = []): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    inbox,
    port: (server.server.address() as AddressInfo).port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
