/**
 * Writes the audit log (src/collections/AuditLog.ts) and keeps it to AUDIT_RETENTION_DAYS: after a write, at most
 * once an hour per process, every entry older than that is deleted in one statement.
 *
 * A failure to write is logged and never fails what was being done (a sign-in, an export).
 */
import type { Payload, PayloadRequest } from 'payload'

import type { AuditEvent } from '@/collections/AuditLog'
import { clientAddressFromHeaders } from '@/lib/client-address'

const AUDIT_RETENTION_DAYS = 180
const SWEEP_EVERY_MS = 60 * 60 * 1000

export type AuditEntry = {
  event: AuditEvent
  email?: string | null
  user?: number | null
  /** The content concerned: `news/12`, `globals/home-page`. */
  document?: string
  address?: string
  userAgent?: string
  detail?: string
}

/** The address and browser of a request, as stored in an entry. */
export function requestOrigin(req: Pick<PayloadRequest, 'headers'> | undefined): { address: string; userAgent: string } {
  const headers = req?.headers
  return {
    address: headers ? clientAddressFromHeaders(headers) : 'local',
    userAgent: (headers?.get('user-agent') ?? '').slice(0, 300),
  }
}

let lastSweep = 0

/**
 * Adds an entry. With `req`, inside that request's transaction (an account change and its entry are saved or
 * undone together); without, on its own.
 */
export async function recordAudit(payload: Payload, entry: AuditEntry, req?: PayloadRequest): Promise<void> {
  try {
    await payload.create({
      collection: 'audit-log',
      overrideAccess: true,
      depth: 0,
      ...(req ? { req } : {}),
      data: {
        event: entry.event,
        email: entry.email?.slice(0, 254) ?? null,
        user: entry.user ?? null,
        document: entry.document ?? null,
        address: (entry.address ?? '').slice(0, 64),
        userAgent: (entry.userAgent ?? '').slice(0, 300),
        detail: (entry.detail ?? '').slice(0, 500),
      },
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not write the audit entry "${entry.event}"` })
    return
  }
  if (Date.now() - lastSweep >= SWEEP_EVERY_MS) {
    lastSweep = Date.now()
    sweepAuditLog(payload).catch((error: unknown) => payload.logger.error({ err: error, msg: 'Could not delete old audit entries' }))
  }
}

/** Deletes every entry older than AUDIT_RETENTION_DAYS before `now`. */
export async function sweepAuditLog(payload: Payload, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString()
  await payload.db.deleteMany({ collection: 'audit-log', where: { createdAt: { less_than: cutoff } } })
}
