import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { readUpload, sha256OfUpload } from '@/lib/file-hash'
import { kindOfUpload } from '@/lib/upload-rules'
import { captionText, parseWebVtt } from '@/lib/webvtt'

/** Records what the uploaded file is: its original name, its SHA-256 checksum and, of a caption file, its words. */
export const recordUploadedFile: CollectionBeforeChangeHook = async ({ data, req }) => {
  // The caption text comes from the file alone, never from what a request says.
  if (!req.file?.name) return omitCaptionText(data)
  const words = await captionWords(req.file)
  return { ...data, originalName: req.file.name, sha256: await sha256OfUpload(req.file), captionText: words }
}

/** The words of an uploaded caption file, kept for the site search; null for any other file. */
async function captionWords(file: NonNullable<PayloadRequest['file']>): Promise<string | null> {
  if (kindOfUpload(file) !== 'caption') return null
  const captions = parseWebVtt(await readUpload(file))
  return captions.ok ? captionText(captions.cues) : null
}

function omitCaptionText<T extends Record<string, unknown>>(data: T): T {
  if (!('captionText' in data)) return data
  const { captionText: _ignored, ...rest } = data
  return rest as T
}
