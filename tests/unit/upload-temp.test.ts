import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { STRAY_UPLOAD_AGE_MS, sweepStrayUploads, uploadTempDir, withUploadTempDir } from '@/lib/upload-temp'

let root = ''
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-temp-test-'))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

/** Writes a file and sets its modification time `ageMs` in the past. */
function file(relative: string, ageMs: number) {
  const full = path.join(root, relative)
  fs.mkdirSync(path.dirname(full), { recursive: true })
  fs.writeFileSync(full, 'x')
  const when = new Date(Date.now() - ageMs)
  fs.utimesSync(full, when, when)
  return full
}

describe('withUploadTempDir', () => {
  it('gives each request a folder of its own and removes it when the request has succeeded', async () => {
    expect(uploadTempDir(root)).toBe(root)
    let inside = ''
    const [a, b] = await Promise.all([
      withUploadTempDir(root, async () => {
        await new Promise((r) => setTimeout(r, 10))
        inside = uploadTempDir(root)
        fs.mkdirSync(inside, { recursive: true })
        fs.writeFileSync(path.join(inside, 'tmp-1'), 'spooled')
        return inside
      }),
      withUploadTempDir(root, async () => uploadTempDir(root)),
    ])
    expect(path.dirname(a)).toBe(root)
    expect(a).not.toBe(b)
    expect(fs.existsSync(inside)).toBe(false)
    expect(fs.readdirSync(root)).toEqual([])
    expect(uploadTempDir(root)).toBe(root)
  })

  it('removes the folder when the request fails', async () => {
    await expect(
      withUploadTempDir(root, async () => {
        const dir = uploadTempDir(root)
        fs.mkdirSync(dir, { recursive: true })
        fs.writeFileSync(path.join(dir, 'tmp-2'), 'half')
        throw new Error('aborted')
      }),
    ).rejects.toThrow('aborted')
    expect(fs.readdirSync(root)).toEqual([])
  })
})

describe('sweepStrayUploads', () => {
  it('removes files and request folders unchanged for an hour, and keeps what is recent or still being written', async () => {
    file('tmp-old', STRAY_UPLOAD_AGE_MS + 60_000)
    file('tmp-new', 60_000)
    const oldDir = path.dirname(file('upload-old/tmp-a', STRAY_UPLOAD_AGE_MS + 60_000))
    fs.utimesSync(oldDir, new Date(Date.now() - STRAY_UPLOAD_AGE_MS - 60_000), new Date(Date.now() - STRAY_UPLOAD_AGE_MS - 60_000))
    // A long upload: its folder is old, the file in it is being written now.
    const busyDir = path.dirname(file('upload-busy/tmp-b', 1000))
    fs.utimesSync(busyDir, new Date(Date.now() - 2 * STRAY_UPLOAD_AGE_MS), new Date(Date.now() - 2 * STRAY_UPLOAD_AGE_MS))
    expect(await sweepStrayUploads(root)).toBe(2)
    expect(fs.readdirSync(root).sort()).toEqual(['tmp-new', 'upload-busy'])
  })

  it('does nothing when the folder is missing', async () => {
    expect(await sweepStrayUploads(path.join(root, 'missing'))).toBe(0)
  })
})
