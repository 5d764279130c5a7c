import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { readUpload, sha256OfUpload } from '@/lib/file-hash'
import { kindOfUpload } from '@/lib/upload-rules'
import { captionText, parseWebVtt } from '@/lib/webvtt'

/** What the site computes from the uploaded file: never taken from what a request says, whoever sends it. */
const COMPUTED = ['originalName', 'sha256', 'captionText'] as const

/**
 * Records what the uploaded file is: its original name, its SHA-256 checksum and, of a caption file, its words. A
 * save without a file keeps them as they are (a checksum or a name sent through REST or the admin is dropped, so
 * the download page never shows a forged checksum).
 */
export const recordUploadedFile: CollectionBeforeChangeHook = async ({ data, req }) => {
  if (!req.file?.name) return omitComputed(data)
  const words = await captionWords(req.file)
  return { ...data, originalName: req.file.name, sha256: await sha256OfUpload(req.file), captionText: words }
}

/** The words of an uploaded caption file, kept for the site search; null for any other file. */
async function captionWords(file: NonNullable<PayloadRequest['file']>): Promise<string | null> {
  if (kindOfUpload(file) !== 'caption') return null
  const captions = parseWebVtt(await readUpload(file))
  return captions.ok ? captionText(captions.cues) : null
}

function omitComputed<T extends Record<string, unknown>>(data: T): T {
  const rest: Record<string, unknown> = { ...data }
  for (const name of COMPUTED) delete rest[name]
  return rest as T
}
