import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import type { ContactInput } from '@/lib/contact-form'

/**
 * The lead spool: a contact submission that the database could not take (it is down, restarting, full) is appended
 * here, one JSON line, and fsynced before the visitor is told it succeeded. One file per instance under
 * `DATA_DIR/lead-spool/` (`LEAD_SPOOL_DIR`), named by `INSTANCE_ID` (default: host name and port), so that a restart
 * of the same instance finds its own file. `replayLeadSpool` (run by the health check once the database answers,
 * and at start) stores every line through the same idempotent path as a live submission, then empties the file.
 */
export type SpooledLead = {
  /** The idempotency key of the submission (src/content/contact.ts): a replay stores it once. */
  key: string
  input: ContactInput
  meta: { locale: Locale; ip: string; userAgent: string; sourcePage?: string; referrerHost?: string }
  /** When the visitor submitted it (ISO). */
  at: string
}

function leadSpoolDir(): string {
  return env.leadSpoolDir
}

function instanceId(): string {
  const raw = env.instanceId || `${os.hostname()}-${env.port}`
  return raw.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100)
}

/** This instance's spool file, and the file a replay under way works from. */
export function leadSpoolFiles(dir = leadSpoolDir(), id = instanceId()) {
  const live = path.join(dir, `${id}.jsonl`)
  return { live, replaying: `${live}.replay` }
}

/** Appends one lead and returns once it is on disk (fsync of the file, and of the folder when the file is new). */
export async function spoolLead(lead: SpooledLead, files = leadSpoolFiles()): Promise<void> {
  const dir = path.dirname(files.live)
  await fs.promises.mkdir(dir, { recursive: true })
  const isNew = !fs.existsSync(files.live)
  const handle = await fs.promises.open(files.live, 'a', 0o600)
  try {
    await handle.appendFile(`${JSON.stringify(lead)}\n`, 'utf8')
    await handle.sync()
  } finally {
    await handle.close()
  }
  if (isNew) await syncDir(dir)
}

async function syncDir(dir: string) {
  try {
    const handle = await fs.promises.open(dir, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  } catch {
    // Some file systems do not sync folders; the file itself is synced.
  }
}

function readLines(file: string): { leads: SpooledLead[]; broken: number } {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch {
    return { leads: [], broken: 0 }
  }
  const leads: SpooledLead[] = []
  let broken = 0
  for (const line of text.split('\n')) {
    if (!line.trim()) continue
    try {
      const lead = JSON.parse(line) as SpooledLead
      if (typeof lead?.key === 'string' && lead.input && lead.meta) leads.push(lead)
      else broken++
    } catch {
      // A line cut short by a crash while it was written: the visitor was not told it succeeded.
      broken++
    }
  }
  return { leads, broken }
}

/** How many leads wait in this instance's spool (for the health check and the dashboard). */
export function pendingLeads(files = leadSpoolFiles()): number {
  return readLines(files.replaying).leads.length + readLines(files.live).leads.length
}

export type ReplayResult = { stored: number; duplicates: number; remaining: number }

/**
 * Stores every spooled lead with `store` (which must be idempotent by the lead's key), then empties the spool.
 * New leads spooled meanwhile go to a fresh file: the one being replayed is renamed first. When a store fails (the
 * database went away again), the replay stops and the file stays for the next one; the leads already stored are
 * recognised by their key then.
 */
export async function replaySpool(
  store: (lead: SpooledLead) => Promise<{ duplicate: boolean }>,
  files = leadSpoolFiles(),
): Promise<ReplayResult> {
  if (!fs.existsSync(files.replaying)) {
    if (!fs.existsSync(files.live)) return { stored: 0, duplicates: 0, remaining: 0 }
    await fs.promises.rename(files.live, files.replaying)
  }
  const { leads } = readLines(files.replaying)
  let stored = 0
  let duplicates = 0
  for (const [index, lead] of leads.entries()) {
    try {
      const outcome = await store(lead)
      if (outcome.duplicate) duplicates++
      else stored++
    } catch {
      return { stored, duplicates, remaining: leads.length - index + readLines(files.live).leads.length }
    }
  }
  await fs.promises.rm(files.replaying, { force: true })
  return { stored, duplicates, remaining: readLines(files.live).leads.length }
}
