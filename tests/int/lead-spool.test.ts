/**
 * Fault drill 1, in-process: a lead submitted while the database does not answer is spooled on disk and answered
 * as a success, then stored exactly once when the database is back (by the health check, as at a restart); the
 * idempotency key stores a retried submission once; API reads answer a 503 envelope with Retry-After.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as health } from '@/app/(api)/healthz/route'
import { replayLeadSpool, storeContactSubmission } from '@/content/contact'
import { leadSpoolFiles, pendingLeads } from '@/content/lead-spool'
import { getPayloadClient } from '@/content/payload'
import { contactMessages } from '@/lib/contact-form'

import type { ApiData } from '../support/answers'
import { api, postJson } from '../support/api'

const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-spool-'))
let payload: Payload

beforeAll(async () => {
  process.env.LEAD_SPOOL_DIR = spoolDir
  payload = await getPayloadClient()
})
afterEach(() => {
  vi.restoreAllMocks()
})
afterAll(async () => {
  delete process.env.LEAD_SPOOL_DIR
  fs.rmSync(spoolDir, { recursive: true, force: true })
  // The leads made here (one of them dated five minutes ahead) would count in other files' lead figures.
  // Their notification jobs go too: SQLite may give a deleted lead's id to the next lead.
  const emails = ['spool@example.com', 'restart@example.com', 'restart2@example.com', 'spool-retry@example.com']
  const made = await payload.find({ collection: 'contact-submissions', where: { email: { in: emails } }, depth: 0, limit: 100 })
  const ids = new Set(made.docs.map((d) => d.id))
  const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'notifyLead' } }, depth: 0, limit: 1000 })
  const theirs = jobs.docs.filter((j) => ids.has((j.input as { submissionId?: number } | null)?.submissionId ?? -1)).map((j) => j.id)
  if (theirs.length > 0) await payload.delete({ collection: 'payload-jobs', where: { id: { in: theirs } }, overrideAccess: true })
  await payload.delete({ collection: 'contact-submissions', where: { email: { in: emails } }, overrideAccess: true })
})

/** The database refuses connections, as PostgreSQL does while it is stopped. */
function databaseDown() {
  const refused = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))
  vi.spyOn(payload, 'find').mockImplementation(refused)
  vi.spyOn(payload, 'create').mockImplementation(refused)
  vi.spyOn(payload, 'count').mockImplementation(refused)
}

const lead = (email: string, submissionId?: string) => ({
  name: '钱工',
  phone: '13812345678',
  email,
  requirement: '数据库停机时提交的留言，恢复后应该入库一次。',
  language: 'zh',
  ...(submissionId ? { submissionId } : {}),
})

async function leadsByEmail(email: string) {
  const found = await payload.find({ collection: 'contact-submissions', where: { email: { equals: email } }, depth: 0, limit: 10 })
  return found.docs
}

/** The notification jobs of a lead queued since a time (SQLite hands a deleted lead's id out again). */
async function notificationsOf(id: number, since: string) {
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'notifyLead' } }, { createdAt: { greater_than_equal: since } }] },
    limit: 200,
    depth: 0,
  })
  return jobs.docs.filter((j) => (j.input as { submissionId?: number } | null)?.submissionId === id)
}

describe('lead spool', () => {
  it('keeps a lead submitted while the database is down, answers success, and stores it once when it is back', async () => {
    const since = new Date().toISOString()
    databaseDown()
    const answer = await postJson<ApiData<{ id: number | null }>>('/client/contact/submit', lead('spool@example.com', 'a1b2c3d4e5f6a7b8'), {
      'x-forwarded-for': '10.60.0.1',
    })
    expect(answer.status).toBe(200)
    expect(answer.body.msg).toBe(contactMessages.zh.success)
    expect(answer.body.data?.id).toBeNull()
    expect(pendingLeads()).toBe(1)
    const line = JSON.parse(fs.readFileSync(leadSpoolFiles().live, 'utf8').trim()) as { input: { email: string } }
    expect(line.input.email).toBe('spool@example.com')

    // Still down: the health check says so, and the lead stays spooled.
    const down = await health()
    expect(down.status).toBe(503)
    expect(down.headers.get('retry-after')).toBe('10')
    expect(((await down.json()) as { leadSpool: number }).leadSpool).toBe(1)

    vi.restoreAllMocks()
    const up = await health()
    expect(up.status).toBe(200)
    expect(up.headers.get('retry-after')).toBeNull()
    // The check started the replay; the next one shows the spool empty.
    await replayLeadSpool()
    expect(((await (await health()).json()) as { leadSpool: number }).leadSpool).toBe(0)
    const stored = await leadsByEmail('spool@example.com')
    expect(stored).toHaveLength(1)
    expect(stored[0].language).toBe('zh')
    expect(await notificationsOf(stored[0].id, since)).toHaveLength(1)
    expect(fs.existsSync(leadSpoolFiles().live)).toBe(false)
    expect(fs.existsSync(leadSpoolFiles().replaying)).toBe(false)
  })

  it('replays a spool a previous run left (a restart during the outage), a lead already stored only once', async () => {
    const meta = { locale: 'en' as const, ip: '10.60.0.2', userAgent: 'test' }
    const input = { name: 'Ann', phone: '13712345678', email: 'restart@example.com', requirement: 'Spooled before a restart.' }
    databaseDown()
    await storeContactSubmission(input, { ...meta, submissionId: 'restart-0001' })
    await storeContactSubmission({ ...input, email: 'restart2@example.com' }, { ...meta, submissionId: 'restart-0002' })
    vi.restoreAllMocks()
    // A replay that stored the first lead, then died before it emptied the spool: the file is replayed again.
    fs.renameSync(leadSpoolFiles().live, leadSpoolFiles().replaying)
    const [first] = fs.readFileSync(leadSpoolFiles().replaying, 'utf8').trim().split('\n')
    fs.writeFileSync(leadSpoolFiles().live, `${first}\n{"key":"cut-sho`)
    const result = await replayLeadSpool()
    expect(result).toEqual({ stored: 2, duplicates: 1, remaining: 0 })
    expect(await leadsByEmail('restart@example.com')).toHaveLength(1)
    expect(await leadsByEmail('restart2@example.com')).toHaveLength(1)
    expect(pendingLeads()).toBe(0)
  })

  it('stores a submission retried with the same id once, and two different ones twice', async () => {
    const meta = { locale: 'zh' as const, ip: '10.60.0.3', userAgent: 'test' }
    const input = { name: '孙工', phone: '13612345678', email: 'spool-retry@example.com', requirement: '重试的提交只保存一次。' }
    const first = await storeContactSubmission(input, { ...meta, submissionId: 'retry-id-0001' })
    const again = await storeContactSubmission(input, { ...meta, submissionId: 'retry-id-0001' })
    expect(first.duplicate).toBe(false)
    expect(again).toEqual({ id: first.id, duplicate: true })
    // Past the one-minute fingerprint window only the key tells a retry: a different submission id is another lead.
    vi.useFakeTimers({ now: Date.now() + 5 * 60_000, toFake: ['Date'] })
    try {
      const later = await storeContactSubmission(input, { ...meta, submissionId: 'retry-id-0001' })
      expect(later).toEqual({ id: first.id, duplicate: true })
      const other = await storeContactSubmission(input, { ...meta, submissionId: 'retry-id-0002' })
      expect(other.duplicate).toBe(false)
    } finally {
      vi.useRealTimers()
    }
    expect(await leadsByEmail('spool-retry@example.com')).toHaveLength(2)
  })

  it('a full disk while the database is down: 503 with Retry-After in the visitor language, nothing stored, nothing spooled', async () => {
    databaseDown()
    const full = () => Promise.reject(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }))
    vi.spyOn(fs.promises, 'open').mockImplementation(full)
    const before = pendingLeads()
    const zh = await postJson('/client/contact/submit', lead('full-disk@example.com'), { 'x-forwarded-for': '10.60.0.9' })
    expect(zh.status).toBe(503)
    expect(zh.headers.get('retry-after')).toBe('10')
    expect(zh.body.msg).toBe('暂时无法保存您的留言，本次没有保存任何内容。请一分钟后再次提交。')
    const en = await postJson(
      '/client/contact/submit',
      { ...lead('full-disk@example.com'), language: 'en' },
      { 'x-forwarded-for': '10.60.0.10' },
    )
    expect(en.status).toBe(503)
    expect(en.body.msg).toMatch(/^Your message could not be kept just now, and nothing was stored/)
    vi.restoreAllMocks()
    expect(pendingLeads()).toBe(before)
    expect(await leadsByEmail('full-disk@example.com')).toHaveLength(0)
  })

  it('answers an API read a 503 envelope in the caller language, with Retry-After, while the database is down', async () => {
    databaseDown()
    for (const language of ['zh', 'en'] as const) {
      const answer = await api(`/client/banner/clientBannerList?language=${language}`)
      expect(answer.status).toBe(503)
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(answer.body.code).toBe(503)
      expect(answer.body.msg).toMatch(language === 'zh' ? /请稍后再试/ : /try again/)
    }
  })
})
