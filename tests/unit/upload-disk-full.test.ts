/**
 * The pieces of src/server/upload-disk-full.ts: what counts as a full disk, the plan of the files an upload will
 * write (refused at once when they cannot fit), and the clean-up and answer after a failed upload. The whole path
 * through Payload: tests/int/upload-disk-full.test.ts.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { PayloadRequest, SanitizedCollectionConfig } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import {
  DISK_FULL_STATUS,
  diskFullText,
  freeBytes,
  isDiskFullError,
  planUploadWrites,
  uploadFailureAnswer,
} from '@/server/upload-disk-full'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-full-unit-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const PAYLOAD_UPLOAD_ERROR = 'There was a problem while uploading the file.'

function fakeRequest(language: 'zh' | 'en', size: number): PayloadRequest {
  return {
    context: {},
    file: { name: 'x.zip', size, mimetype: 'application/zip', data: Buffer.alloc(0) },
    i18n: { language },
    t: (key: string) => (key === 'error:problemUploadingFile' ? PAYLOAD_UPLOAD_ERROR : key),
  } as unknown as PayloadRequest
}

async function plan(req: PayloadRequest, media: string, filesize: number) {
  const collection = { upload: { staticDir: media } } as unknown as SanitizedCollectionConfig
  const data = {
    filename: 'report.zip',
    filesize,
    sizes: { thumbnail: { filename: 'report-400x200.webp', filesize: 10 }, card: { filename: null, filesize: null } },
  }
  return planUploadWrites({ collection, context: req.context, data, operation: 'create', req })
}

describe('a full disk during an upload', () => {
  it('knows a full disk or quota by its code, its errno or its message, through causes', () => {
    expect(isDiskFullError(Object.assign(new Error('write failed'), { code: 'ENOSPC' }))).toBe(true)
    expect(isDiskFullError(Object.assign(new Error('quota'), { code: 'EDQUOT' }))).toBe(true)
    expect(isDiskFullError({ errno: -28 })).toBe(true)
    expect(isDiskFullError(new Error('SQLITE_FULL: database or disk is full'))).toBe(true)
    expect(isDiskFullError(new Error('save failed', { cause: { code: '53100', message: 'could not extend file' } }))).toBe(true)
    expect(isDiskFullError(Object.assign(new Error('EIO: i/o error'), { code: 'EIO' }))).toBe(false)
    expect(isDiskFullError(new Error(PAYLOAD_UPLOAD_ERROR))).toBe(false)
    expect(isDiskFullError(null)).toBe(false)
  })

  it('plans the files an upload will write, not those already there, and refuses what cannot fit', async () => {
    const media = path.join(dir, 'plan')
    fs.mkdirSync(media)
    fs.writeFileSync(path.join(media, 'report-400x200.webp'), 'another document’s file')
    const free = await freeBytes(media)
    expect(free).toBeGreaterThan(0)

    const fits = fakeRequest('zh', 1000)
    await plan(fits, media, 1000)
    expect(fits.context.uploadWritePlan).toEqual({ dir: media, paths: [path.join(media, 'report.zip')], bytes: 1010 })

    const tooLarge = fakeRequest('en', 1)
    const error = await plan(tooLarge, media, free! + 1).catch((e: unknown) => e)
    expect(isDiskFullError(error)).toBe(true)
    expect(String(error)).toMatch(/has \d+ bytes free, the upload needs \d+/)
    // The refusal is answered in the admin's language.
    expect(await uploadFailureAnswer(error, tooLarge)).toMatchObject({
      status: DISK_FULL_STATUS,
      response: { errors: [{ message: diskFullText.en }] },
    })
  })

  it('removes what a failed upload wrote and answers 507 only when the disk was full', async () => {
    const media = path.join(dir, 'failed')
    fs.mkdirSync(media)
    const other = path.join(media, 'kept.webp')
    fs.writeFileSync(other, 'kept')
    const write = (req: PayloadRequest) => {
      const { paths } = req.context.uploadWritePlan as { paths: string[] }
      for (const file of paths) fs.writeFileSync(file, 'half')
    }

    // The disk's own error (the temp folder, or a code that reached the hook).
    const zh = fakeRequest('zh', 10)
    await plan(zh, media, 10)
    write(zh)
    const full = await uploadFailureAnswer(Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' }), zh)
    expect(full).toMatchObject({ status: 507, response: { errors: [{ message: diskFullText.zh, data: { reason: 'diskFull' } }] } })
    expect(fs.readdirSync(media)).toEqual(['kept.webp'])
    expect(zh.context.uploadWritePlan).toBeUndefined()

    // Payload's own upload error (its wrapper drops the code): full when the folder has less room than needed.
    const en = fakeRequest('en', 10)
    await plan(en, media, 10)
    write(en)
    ;(en.context.uploadWritePlan as { bytes: number }).bytes = Number.MAX_SAFE_INTEGER
    const wrapped = Object.assign(new Error(PAYLOAD_UPLOAD_ERROR), { status: 400 })
    expect(await uploadFailureAnswer(wrapped, en)).toMatchObject({ status: 507, response: { errors: [{ message: diskFullText.en }] } })
    expect(fs.readdirSync(media)).toEqual(['kept.webp'])

    // The same error with room to spare is not the disk's: Payload's answer stays, the files still go.
    const room = fakeRequest('en', 10)
    await plan(room, media, 10)
    write(room)
    expect(await uploadFailureAnswer(wrapped, room)).toBeNull()
    expect(fs.readdirSync(media)).toEqual(['kept.webp'])

    // A failure of another request (nothing planned) is left alone.
    expect(await uploadFailureAnswer(new Error('validation'), fakeRequest('zh', 1))).toBeNull()
    expect(fs.readFileSync(other, 'utf8')).toBe('kept')
  })

  it('leaves a file that another upload has planned since the failure (a retry under the same name)', async () => {
    const media = path.join(dir, 'retry')
    fs.mkdirSync(media)
    const failed = fakeRequest('zh', 10)
    await plan(failed, media, 10)
    const file = path.join(media, 'report.zip')
    fs.writeFileSync(file, 'half')
    await uploadFailureAnswer(Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' }), failed)
    expect(fs.existsSync(file)).toBe(false)
    // The editor tries again at once: the same name is free, planned and written before the second sweep.
    const retry = fakeRequest('zh', 10)
    await plan(retry, media, 10)
    fs.writeFileSync(file, 'whole')
    await new Promise((r) => setTimeout(r, 1300))
    expect(fs.readFileSync(file, 'utf8')).toBe('whole')
  })
})
