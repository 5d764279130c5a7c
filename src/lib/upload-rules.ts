/**
 * What an editor may upload into the media library, and the message (in the editor's language) when a file is
 * refused. Pure: the Media collection and the image/video fields apply these rules.
 */
import { adminInEnglish, adminText } from '@/i18n/locales'

// No SVG: an SVG may carry scripts (src/lib/upload-safety.ts).
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm']
/** WebVTT caption files of videos and teaching albums (src/lib/webvtt.ts checks their content). */
export const CAPTION_MIME_TYPES = ['text/vtt']
export const FILE_MIME_TYPES = [
  'application/pdf',
  'application/zip',
  'application/x-zip-compressed',
  'application/x-7z-compressed',
  'application/x-msdownload',
  'application/vnd.microsoft.portable-executable',
  'application/octet-stream',
  'application/x-msi',
]

export type MediaKind = 'image' | 'video' | 'caption' | 'file'

/** The class an image-only or video-only upload field carries in the admin, read by its guard before an upload. */
export const UPLOAD_KIND_CLASS = { image: 'upload-accepts-images', video: 'upload-accepts-videos' } as const

/** Extensions accepted for each kind (a browser may send a generic MIME type; the extension must still fit). */
const EXTENSIONS: Record<MediaKind, string[]> = {
  image: ['png', 'jpg', 'jpeg', 'webp', 'gif', 'avif'],
  video: ['mp4', 'webm'],
  caption: ['vtt'],
  file: ['pdf', 'zip', '7z', 'exe', 'msi', 'rar', 'dmg', 'tar', 'gz', 'tgz', 'apk'],
}

function kindOfMime(mimeType: string | null | undefined): MediaKind | null {
  const mime = (mimeType ?? '').split(';')[0].trim().toLowerCase()
  if (IMAGE_MIME_TYPES.includes(mime)) return 'image'
  if (VIDEO_MIME_TYPES.includes(mime)) return 'video'
  if (CAPTION_MIME_TYPES.includes(mime)) return 'caption'
  if (FILE_MIME_TYPES.includes(mime)) return 'file'
  return null
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

export type UploadLimits = {
  /** Any file. */
  maxBytes: number
  /** Images (they are resized on upload; a huge one only costs memory). */
  maxImageBytes: number
}

export type UploadFile = { name: string; mimetype: string; size: number; truncated?: boolean }

export type UploadProblem =
  { code: 'type'; name: string } | { code: 'size'; name: string; limit: number; kind: MediaKind } | { code: 'notImage'; name: string }

/** The kind of an uploaded file, from its MIME type and extension together; null when it is not accepted. */
export function kindOfUpload(file: Pick<UploadFile, 'name' | 'mimetype'>): MediaKind | null {
  const ext = extensionOf(file.name)
  const byMime = kindOfMime(file.mimetype)
  if (byMime && byMime !== 'file') return EXTENSIONS[byMime].includes(ext) ? byMime : null
  // Some browsers send a caption file without a type, or as generic bytes: its extension decides.
  if (EXTENSIONS.caption.includes(ext) && (file.mimetype === '' || file.mimetype === 'application/octet-stream')) return 'caption'
  // Generic types (application/octet-stream) are accepted for download files with a known extension only.
  if (EXTENSIONS.file.includes(ext) && (byMime === 'file' || file.mimetype === '')) return 'file'
  return null
}

/** Why this file may not be uploaded (null: it may). `onlyImages` for an image-only field or screen. */
export function checkUpload(file: UploadFile, limits: UploadLimits, onlyImages = false): UploadProblem | null {
  const kind = kindOfUpload(file)
  if (!kind) return { code: 'type', name: file.name }
  if (onlyImages && kind !== 'image') return { code: 'notImage', name: file.name }
  const limit = kind === 'image' ? Math.min(limits.maxImageBytes, limits.maxBytes) : limits.maxBytes
  if (file.truncated || file.size > limit) return { code: 'size', name: file.name, limit, kind }
  return null
}

/** `20 MB`, `1 GB`, `512 KB`. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const rounded = value >= 10 || unit === 0 ? Math.round(value) : Math.round(value * 10) / 10
  return `${rounded} ${units[unit]}`
}

const KIND_LABEL: Record<MediaKind, { zh: string; en: string }> = {
  image: { zh: '图片', en: 'Images' },
  video: { zh: '视频', en: 'Videos' },
  caption: { zh: '字幕', en: 'Captions' },
  file: { zh: '文件', en: 'Files' },
}

const ACCEPTED_TEXT = {
  zh: '图片（PNG、JPG、WebP、GIF、AVIF）、视频（MP4、WebM）、字幕（WebVTT）或下载文件（PDF、ZIP、7Z、EXE、MSI 等）',
  en: 'images (PNG, JPG, WebP, GIF, AVIF), videos (MP4, WebM), captions (WebVTT) or download files (PDF, ZIP, 7Z, EXE, MSI, ...)',
}

/** The message an editor reads, in the admin's language. */
export function uploadMessage(problem: UploadProblem, language: string): string {
  const en = adminInEnglish(language)
  switch (problem.code) {
    case 'type':
      return en
        ? `“${problem.name}” cannot be uploaded: this type of file is not accepted. Upload ${ACCEPTED_TEXT.en}.`
        : `无法上传“${problem.name}”：不支持此文件类型。请上传${ACCEPTED_TEXT.zh}。`
    case 'notImage':
      return en
        ? `“${problem.name}” is not an image. Only images (PNG, JPG, WebP, GIF, AVIF) are accepted here.`
        : `“${problem.name}”不是图片。此处只能使用图片（PNG、JPG、WebP、GIF、AVIF）。`
    case 'size':
      return en
        ? `“${problem.name}” is too large: ${KIND_LABEL[problem.kind].en.toLowerCase()} may be at most ${formatBytes(problem.limit)}.`
        : `“${problem.name}”太大：${KIND_LABEL[problem.kind].zh}最大 ${formatBytes(problem.limit)}。`
  }
}

/**
 * For an image-only or video-only field, before anything is uploaded: the message for the first of the files the
 * editor chose or dropped that is not of the field's kind (null: all fit). A browser's file has `type`, not `mimetype`.
 */
export function refusedForField(files: { name: string; type: string }[], expected: 'image' | 'video', language: string): string | null {
  const wrong = files.find((file) => kindOfUpload({ name: file.name, mimetype: file.type }) !== expected)
  return wrong ? `${wrong.name}: ${wrongKindMessage(expected, language)}` : null
}

const WRONG_KIND: Record<'image' | 'video' | 'caption', { zh: string; en: string }> = {
  image: { zh: '此处只能选择图片（PNG、JPG、WebP、GIF、AVIF）。', en: 'Choose an image (PNG, JPG, WebP, GIF or AVIF) for this field.' },
  video: { zh: '此处只能选择视频（MP4、WebM）。', en: 'Choose a video (MP4 or WebM) for this field.' },
  caption: { zh: '此处只能选择 WebVTT 字幕文件（.vtt）。', en: 'Choose a WebVTT caption file (.vtt) for this field.' },
}

/** The message for a media document of the wrong kind chosen in an image-, video- or caption-only field. */
export function wrongKindMessage(expected: 'image' | 'video' | 'caption', language: string): string {
  return adminText(language, WRONG_KIND[expected])
}
