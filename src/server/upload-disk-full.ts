/**
 * A full disk during an upload: the editor gets a clear message in the admin's language (507 Insufficient Storage,
 * never a 500), and nothing of the upload stays behind: no half-written file in MEDIA_DIR, no media row, no
 * temporary file.
 *
 * Where an upload can meet a full disk, and what happens then:
 * - the temp upload folder (UPLOAD_TEMP_DIR), while Payload parses the body: the write fails with ENOSPC, Payload
 *   removes its temporary file and the request's own folder goes when the request ends (upload-temp.ts);
 * - MEDIA_DIR, when Payload writes the file and its image sizes there, just before it creates the row: the media
 *   collection's last `beforeChange` hook (`planUploadWrites`) notes the files Payload is about to write and refuses
 *   the upload at once when the folder has less room than they need; should the disk fill up meanwhile, Payload's
 *   write fails (it then answers "There was a problem while uploading the file", 400, and creates no row);
 * - the database (SQLite on the same disk, or PostgreSQL's own): the save fails and its transaction is undone.
 * Then the configuration's `afterError` hook calls `uploadFailureAnswer`: it removes the files the plan named (a
 * partial one, or whole ones that would belong to a row that was never created; once more a second later for a
 * write still in flight), and when the failure was the disk's, answers 507 with the message below instead of
 * Payload's.
 *
 * A write error is taken for a full disk when its code says so (ENOSPC, EDQUOT, SQLITE_FULL, PostgreSQL's 53100), or
 * when Payload's own upload error comes while the media folder has less room than the upload needs (Payload drops
 * the code of the error it wraps). A disk quota is only seen through its code.
 *
 * This covers uploads through the REST API (the admin, `POST /api/media`, `PATCH /api/media/:id`). A script using
 * Payload's local API gets the error itself, and the files the plan named stay.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { adminLanguageOf } from '@/i18n/locales'

import { anyInErrorChain } from '../lib/error-chain'

/** The status of the answer: 507 Insufficient Storage (RFC 4918): the server cannot store what was sent. */
export const DISK_FULL_STATUS = 507

export const diskFullText = {
  zh: '服务器磁盘空间不足，文件未能保存，也没有留下任何不完整的文件或记录。请联系网站管理员清理磁盘空间后重新上传。',
  en: 'The server’s disk is full: the file was not saved, and nothing incomplete was left behind. Ask the site administrator to free some disk space, then upload it again.',
} as const

const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100'])

/** Where `req.context` keeps the files an upload is about to write. */
const PLAN_KEY = 'uploadWritePlan'
/** A write still in flight when the request failed (Payload writes the sizes side by side) is removed this late. */
const SECOND_SWEEP_MS = 1000

/**
 * The files each upload in this process is about to write, for a while after it planned them: a failed upload's
 * removal leaves alone a file that another upload has planned since (an editor trying again at once gets the same
 * name once the failed file is gone). Kept on globalThis: Next may load this module more than once.
 */
const CLAIMS_KEY = Symbol.for('site.uploadWriteClaims')
const CLAIM_MS = 3 * SECOND_SWEEP_MS
function claims(): Map<string, UploadWritePlan> {
  const g = globalThis as typeof globalThis & { [CLAIMS_KEY]?: Map<string, UploadWritePlan> }
  g[CLAIMS_KEY] ??= new Map()
  return g[CLAIMS_KEY]
}

type UploadWritePlan = {
  /** The media folder. */
  dir: string
  /** The files Payload will write that did not exist before (never a file of another document). */
  paths: string[]
  /** What they need, in bytes. */
  bytes: number
}

/** True when `error` (or one of its causes) says a disk or quota is full. */
export function isDiskFullError(error: unknown): boolean {
  return anyInErrorChain(
    error,
    ({ code, errno, message }) =>
      (typeof code === 'string' && DISK_FULL_CODES.has(code)) ||
      // libsql reports SQLITE_FULL (13) by its extended code in the message only.
      (typeof message === 'string' && /\b(ENOSPC|EDQUOT|SQLITE_FULL)\b|database or disk is full|no space left on device/i.test(message)) ||
      errno === 28 ||
      errno === -28,
  )
}

/** Bytes an unprivileged process may still write in `dir` (null when that cannot be told). */
export async function freeBytes(dir: string): Promise<number | null> {
  try {
    const stats = await fs.statfs(dir)
    return Number(stats.bavail) * Number(stats.bsize)
  } catch {
    return null
  }
}

/** The error that refuses an upload the media folder has no room for (answered 507 by `uploadFailureAnswer`). */
function diskFullError(dir: string, needed: number, free: number): Error {
  return Object.assign(new Error(`ENOSPC: the media folder ${dir} has ${free} bytes free, the upload needs ${needed}`), {
    code: 'ENOSPC',
  })
}

type SizeData = { filename?: string | null; filesize?: number | null }
type UploadData = { filename?: string | null; filesize?: number | null; sizes?: Record<string, SizeData | null | undefined> | null }

async function exists(file: string): Promise<boolean> {
  try {
    await fs.lstat(file)
    return true
  } catch {
    return false
  }
}

/**
 * The media collection's last `beforeChange` hook: runs after Payload has named the file and made the image
 * sizes, right before it writes them. Notes what it will write and refuses the upload when it cannot fit.
 */
export const planUploadWrites: CollectionBeforeChangeHook = async ({ collection, data, req }) => {
  const upload = collection.upload
  if (!req.file || !upload || upload.disableLocalStorage || !upload.staticDir) return data
  const dir = path.resolve(upload.staticDir)
  const fileData = data as UploadData
  const sizes = Object.values(fileData.sizes ?? {}).filter((size): size is SizeData => Boolean(size?.filename))
  const names = [fileData.filename, ...sizes.map((size) => size.filename)].filter((name): name is string => Boolean(name))
  const paths: string[] = []
  for (const name of names) {
    const file = path.join(dir, name)
    if (!(await exists(file))) paths.push(file)
  }
  const bytes = (fileData.filesize ?? req.file.size ?? 0) + sizes.reduce((sum, size) => sum + (size.filesize ?? 0), 0)
  const plan: UploadWritePlan = { dir, paths, bytes }
  req.context[PLAN_KEY] = plan
  for (const file of paths) claims().set(file, plan)
  setTimeout(() => {
    for (const file of paths) if (claims().get(file) === plan) claims().delete(file)
  }, CLAIM_MS).unref()
  const free = await freeBytes(dir)
  if (free !== null && free < bytes) throw diskFullError(dir, bytes, free)
  return data
}

/** Removes the files of a failed upload, except one that another upload has planned since. */
async function removeFiles(plan: UploadWritePlan): Promise<void> {
  const mine = plan.paths.filter((file) => (claims().get(file) ?? plan) === plan)
  await Promise.all(mine.map((file) => fs.rm(file, { force: true }).catch(() => {})))
}

/** Payload's wrapper of a failed write to the media folder ("There was a problem while uploading the file."). */
function isPayloadFileWriteError(error: unknown, req: PayloadRequest | undefined): boolean {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown }
  if (status !== 400 || typeof message !== 'string') return false
  const translated = typeof req?.t === 'function' ? req.t('error:problemUploadingFile') : ''
  return message === translated || message === 'There was a problem while uploading the file.'
}

/**
 * For the configuration's `afterError` hook: after a failed request that was writing an upload, removes what it
 * wrote; answers the 507 (message in the admin's language) when the disk was full, null otherwise.
 */
export async function uploadFailureAnswer(
  error: unknown,
  req: PayloadRequest | undefined,
): Promise<{ status: number; response: { errors: { name: string; message: string; data: Record<string, unknown> }[] } } | null> {
  const plan = req?.context?.[PLAN_KEY] as UploadWritePlan | undefined
  let full = isDiskFullError(error)
  if (plan) {
    delete req!.context[PLAN_KEY]
    // Measured before the partial file goes: that file is what filled the disk.
    if (!full && isPayloadFileWriteError(error, req)) {
      const free = await freeBytes(plan.dir)
      full = free !== null && free < plan.bytes
    }
    await removeFiles(plan)
    setTimeout(() => void removeFiles(plan), SECOND_SWEEP_MS).unref()
  }
  if (!full) return null
  const language = adminLanguageOf(req?.i18n?.language)
  const message = diskFullText[language]
  return { status: DISK_FULL_STATUS, response: { errors: [{ name: 'DiskFull', message, data: { reason: 'diskFull', message } }] } }
}
