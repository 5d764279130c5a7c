import { APIError, type CollectionConfig } from 'payload'

import { anyone, editors } from '@/access/roles'
import { TAGS } from '@/content/cache'
import { revalidateCollection } from '@/content/revalidate'
import { env } from '@/env'
import { refusedUpload, safeUploadHeaders } from '@/lib/upload-safety'

/** Upload size limit (bytes) for one file; downloads of installers may be large. */
export const MAX_UPLOAD_BYTES = 1024 * 1024 * 1024

// No SVG: an SVG may carry scripts (src/lib/upload-safety.ts).
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm']
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

/**
 * Images (resized to WebP), videos and downloadable files. These are the "file records" of
 * `/system/oss/listByIds/{ids}`.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { zh: '媒体文件', en: 'Media file' }, plural: { zh: '媒体库', en: 'Media' } },
  admin: {
    group: { zh: '内容', en: 'Content' },
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'updatedAt'],
    useAsTitle: 'filename',
  },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  upload: {
    staticDir: env.mediaDir,
    mimeTypes: [...IMAGE_MIME_TYPES, ...VIDEO_MIME_TYPES, ...FILE_MIME_TYPES],
    // nosniff on every file; anything but an image or a video is a download (never shown in place).
    modifyResponseHeaders: ({ headers }) => safeUploadHeaders(headers),
    focalPoint: true,
    adminThumbnail: 'thumbnail',
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'large', width: 1920, formatOptions: { format: 'webp', options: { quality: 82 } } },
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      label: { zh: '替代文字', en: 'Alternative text' },
      admin: { description: { zh: '描述图片内容，供读屏软件和搜索引擎使用', en: 'Describes the image for screen readers and search engines' } },
    },
    {
      name: 'originalName',
      type: 'text',
      label: { zh: '原始文件名', en: 'Original file name' },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
  hooks: {
    // Pages, scripts and SVG are refused by name as well as by content (Payload checks the content's type).
    beforeOperation: [
      ({ req, operation, args }) => {
        if ((operation === 'create' || operation === 'update') && req.file?.name) {
          const reason = refusedUpload(req.file.name, req.file.mimetype)
          if (reason) throw new APIError(`Upload refused: ${reason}.`, 400, undefined, true)
        }
        return args
      },
    ],
    beforeChange: [
      ({ data, req }) => {
        if (req.file?.name) return { ...data, originalName: req.file.name }
        return data
      },
    ],
    ...revalidateCollection(...Object.values(TAGS)),
  },
}
