import fs from 'node:fs'

import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { adminLanguageOf } from '@/i18n/locales'
import { readUpload } from '@/lib/file-hash'
import { checkUpload, kindOfUpload, uploadMessage } from '@/lib/upload-rules'
import { refusedUpload } from '@/lib/upload-safety'
import { cleanWebVtt, parseWebVtt, vttMessage } from '@/lib/webvtt'

import { MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES } from '../upload-limits'

/**
 * Refuses a file of the wrong type or size before Payload stores or resizes it, with a message in the editor's
 * language (the admin shows it as is). 413 for a file too large, 415 for a type not accepted, 400 for a caption file
 * that is not WebVTT a player can read (src/lib/webvtt.ts).
 */
export const checkUploadedFile: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return
  // Pages, scripts and SVG are refused by name and declared type first (src/lib/upload-safety.ts): 400.
  const active = refusedUpload(req.file.name, req.file.mimetype)
  const problem = active
    ? ({ code: 'type', name: req.file.name } as const)
    : checkUpload(req.file, { maxBytes: MAX_UPLOAD_BYTES, maxImageBytes: MAX_IMAGE_BYTES })
  const language = adminLanguageOf(req.i18n?.language)
  if (problem) throw refused(uploadMessage(problem, language), active ? 400 : problem.code === 'size' ? 413 : 415, problem.code)
  if (kindOfUpload(req.file) !== 'caption') return
  // A caption file must be WebVTT that a player can read: refused (400) before anything is stored.
  const source = await readUpload(req.file)
  const captions = parseWebVtt(source)
  if (!captions.ok) throw refused(vttMessage(captions.problem, req.file.name, language), 400, captions.problem.code)
  // Stored without directional overrides and style blocks (src/lib/webvtt.ts, `cleanWebVtt`).
  const clean = cleanWebVtt(source.toString('utf8'))
  if (clean !== null) {
    const bytes = Buffer.from(clean, 'utf8')
    if (req.file.tempFilePath) await fs.promises.writeFile(req.file.tempFilePath, bytes)
    req.file.data = bytes
    req.file.size = bytes.length
  }
}

/** The refusal of an upload, its message as is in the admin (the refused file's temporary copy goes with the request). */
function refused(message: string, status: number, reason: string): APIError {
  const error = new APIError(message, status, { field: 'file', reason, message }, true)
  // Named, so that Payload answers the message itself (class names do not survive the production build).
  error.name = 'UploadRefused'
  return error
}
