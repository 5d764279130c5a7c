/**
 * The Payload configuration as the server loads it: the collections that take files are those the server's body
 * limits know (src/lib/body-limit.ts), and Payload's temp upload folder follows the request (src/lib/upload-temp.ts).
 */
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/content/payload'
import { env } from '@/env'
import { UPLOAD_COLLECTIONS } from '@/lib/body-limit'
import { uploadTempDir, withUploadTempDir } from '@/lib/upload-temp'

describe('upload configuration', () => {
  it('lists the same upload collections as the server’s body limits', async () => {
    const payload = await getPayloadClient()
    const uploads = payload.config.collections.filter((c) => Boolean(c.upload)).map((c) => c.slug)
    expect(uploads.sort()).toEqual([...UPLOAD_COLLECTIONS].sort())
  })

  it('gives Payload the request’s own temp folder while an upload runs, the root otherwise', async () => {
    const payload = await getPayloadClient()
    const upload = payload.config.upload as { tempFileDir?: string; useTempFiles?: boolean }
    expect(upload.useTempFiles).toBe(true)
    expect(upload.tempFileDir).toBe(env.uploadTempDir)
    // Payload copies its upload options for each multipart body it parses: the copy names the request's folder.
    const seen = await withUploadTempDir(env.uploadTempDir, async () => ({ ...payload.config.upload }).tempFileDir as string)
    expect(path.dirname(seen)).toBe(env.uploadTempDir)
    expect(seen).not.toBe(env.uploadTempDir)
    expect(uploadTempDir(env.uploadTempDir)).toBe(env.uploadTempDir)
  })
})
