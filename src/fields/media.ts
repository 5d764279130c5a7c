import type { FilterOptions, UploadFieldSingleValidation } from 'payload'
import { upload as uploadValidation } from 'payload/shared'

import { adminLanguageOf } from '@/i18n/locales'
import { CAPTION_MIME_TYPES, IMAGE_MIME_TYPES, UPLOAD_KIND_CLASS, VIDEO_MIME_TYPES, wrongKindMessage } from '@/lib/upload-rules'

type Kind = 'image' | 'video' | 'caption'

const MIME: Record<Kind, string[]> = { image: IMAGE_MIME_TYPES, video: VIDEO_MIME_TYPES, caption: CAPTION_MIME_TYPES }

function idOf(value: unknown): number | string | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return null
}

function validateKind(kind: Kind): UploadFieldSingleValidation {
  return async (value, options) => {
    const id = idOf(value)
    if (id !== null && id !== '') {
      const { req } = options
      const doc = await req.payload
        .findByID({ collection: 'media', id, depth: 0, overrideAccess: true, select: { mimeType: true }, req, disableErrors: true })
        .catch(() => null)
      const mime = (doc as { mimeType?: string | null } | null)?.mimeType ?? ''
      if (doc && !MIME[kind].includes(mime)) return wrongKindMessage(kind, adminLanguageOf(req.i18n?.language))
    }
    // The file's kind is checked whoever saves: a file only drafts use is private (src/content/media-visibility.ts),
    // and Payload's global update validates as an anonymous reader even for the local API with overrideAccess.
    return uploadValidation(value, { ...options, overrideAccess: true })
  }
}

/**
 * An upload field that takes images only (covers, banners, logos): the media drawer lists only images, a file of
 * another kind dropped on the field or chosen in its "create new" drawer is refused before it is uploaded, and saving
 * with anything else is refused with a message in the editor's language.
 */
type KindOnly = { filterOptions: FilterOptions; validate: UploadFieldSingleValidation; admin: { className: string } }

export const imageOnly: KindOnly = {
  filterOptions: { mimeType: { in: IMAGE_MIME_TYPES } },
  // A file of another kind dropped or chosen here is refused before it is uploaded (src/components/admin/UploadKindGuard.tsx).
  admin: { className: UPLOAD_KIND_CLASS.image },
  validate: validateKind('image'),
}

/** An upload field that takes videos only (MP4, WebM). */
export const videoOnly: KindOnly = {
  filterOptions: { mimeType: { in: VIDEO_MIME_TYPES } },
  admin: { className: UPLOAD_KIND_CLASS.video },
  validate: validateKind('video'),
}

/** An upload field that takes WebVTT caption files only. */
export const captionOnly: { filterOptions: FilterOptions; validate: UploadFieldSingleValidation } = {
  filterOptions: { mimeType: { in: CAPTION_MIME_TYPES } },
  validate: validateKind('caption'),
}
