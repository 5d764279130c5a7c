import { type CollectionConfig, type UploadFieldSingleValidation, validations, type Where } from 'payload'

import { editors, publicMediaOrEditors } from '@/access/roles'
import { TAGS } from '@/content/cache-tags'
import { imageInReadLanguage } from '@/content/image-language'
import { checkOtherLanguageVersion } from '@/content/media-visibility'
import { revalidateCollection } from '@/content/revalidate'
import { env } from '@/env'
import { adminText, languageOptions } from '@/i18n/locales'
import { CAPTION_MIME_TYPES, FILE_MIME_TYPES, formatBytes, IMAGE_MIME_TYPES, VIDEO_MIME_TYPES } from '@/lib/upload-rules'
import { safeUploadHeaders } from '@/lib/upload-safety'
import { planUploadWrites } from '@/server/upload-disk-full'

import { checkUploadedFile } from './hooks/checkUploadedFile'
import { recordUploadedFile } from './hooks/recordUploadedFile'
import { MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES } from './upload-limits'

/**
 * What a media file's version in the other language may be: an image of an image, a video of a video (the demo's
 * narrated tutorials are two videos, one per language); either while the file's own type is not known yet.
 */
function sameKindOfMedia(mimeType: unknown): Where {
  const kind = typeof mimeType === 'string' ? mimeType.split('/')[0] : ''
  if (kind === 'image' || kind === 'video') return { mimeType: { contains: `${kind}/` } }
  return { or: [{ mimeType: { contains: 'image/' } }, { mimeType: { contains: 'video/' } }] }
}

/**
 * The other language's version of an image is another file of its kind: never the file itself (said plainly), and otherwise what
 * Payload's own check of an upload field accepts (an existing file that meets `filterOptions`).
 */
const anotherImage: UploadFieldSingleValidation = async (value, options) => {
  const chosen = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  if (chosen !== null && chosen !== undefined && options.id !== undefined && String(chosen) === String(options.id)) {
    return adminText(options.req.i18n?.language, {
      zh: '不能选择图片本身作为另一语言的版本',
      en: 'An image cannot be its own version in the other language',
    })
  }
  return validations.upload(value, options)
}

const revalidation = revalidateCollection(...Object.values(TAGS))

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
    listSearchableFields: ['filename', 'alt', 'originalName'],
    description: {
      zh: `图片（PNG、JPG、WebP、GIF、AVIF，最大 ${formatBytes(MAX_IMAGE_BYTES)}，自动生成 WebP 缩略图，可设置焦点）、视频（MP4、WebM）、字幕（WebVTT）和下载文件（PDF、ZIP、EXE、MSI 等），最大 ${formatBytes(MAX_UPLOAD_BYTES)}`,
      en: `Images (PNG, JPG, WebP, GIF, AVIF, at most ${formatBytes(MAX_IMAGE_BYTES)}; WebP sizes are made, with a focal point), videos (MP4, WebM), captions (WebVTT) and downloads (PDF, ZIP, EXE, MSI, ...), at most ${formatBytes(MAX_UPLOAD_BYTES)}`,
    },
  },
  // Private until published content uses the file (src/content/media-visibility.ts).
  access: { read: publicMediaOrEditors, create: editors, update: editors, delete: editors },
  upload: {
    staticDir: env.mediaDir,
    mimeTypes: [...IMAGE_MIME_TYPES, ...VIDEO_MIME_TYPES, ...CAPTION_MIME_TYPES, ...FILE_MIME_TYPES],
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
      admin: {
        description: { zh: '描述图片内容，供读屏软件和搜索引擎使用', en: 'Describes the image for screen readers and search engines' },
      },
    },
    {
      // An image with words in it is drawn in one language; the site shows its version in the other language on the
      // other language's pages (src/content/image-language.ts).
      name: 'textLanguage',
      type: 'select',
      options: languageOptions(),
      label: { zh: '图中文字的语言', en: 'Language of the words in the image' },
      admin: {
        position: 'sidebar',
        description: {
          zh: '图片里有文字（标题、界面、标签）时选择它的语言；没有文字或各语言通用（如标志）时留空',
          en: 'When the image has words in it (a heading, an interface, a label), their language; empty when it has none or they suit every language (a logo)',
        },
      },
    },
    {
      name: 'inOtherLanguage',
      type: 'upload',
      relationTo: 'media',
      label: { zh: '另一语言的版本', en: 'The same image or video in the other language' },
      // An image (or, of a video, a video) whose words are in the other language (never the file itself).
      filterOptions: ({ id, data }): Where => ({
        and: [
          sameKindOfMedia(data?.mimeType),
          ...(id ? [{ id: { not_equals: id } }] : []),
          ...(data?.textLanguage ? [{ textLanguage: { not_equals: data.textLanguage } }] : []),
        ],
      }),
      admin: {
        position: 'sidebar',
        condition: (data) => Boolean(data?.textLanguage),
        description: {
          zh: '另一种语言的页面显示这张图；它随本图公开',
          en: "Shown in this image's place on the other language's pages; it is public whenever this image is",
        },
      },
      validate: anotherImage,
    },
    {
      // Kept by src/content/media-visibility.ts: true while published content uses the file.
      name: 'isPublic',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { zh: '公开', en: 'Public' },
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: {
          zh: '自动设置：已发布的内容使用此文件时公开；只被草稿使用或未被使用时，只有登录的编辑能看到',
          en: 'Set automatically: public while published content uses the file; used only by drafts, or by nothing, it is seen by signed-in editors only',
        },
      },
    },
    {
      name: 'originalName',
      type: 'text',
      label: { zh: '原始文件名', en: 'Original file name' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      // Computed from the uploaded bytes (src/lib/file-hash.ts) and shown beside each download on the site, so
      // that engineers can check an installer with `sha256sum`.
      name: 'sha256',
      type: 'text',
      label: { zh: 'SHA-256 校验值', en: 'SHA-256 checksum' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      // Kept from the uploaded file (src/lib/webvtt.ts): the cue text of a caption file, which the site search indexes
      // with the video or teaching album that uses it.
      name: 'captionText',
      type: 'textarea',
      label: { zh: '字幕文字', en: 'Caption text' },
      admin: { readOnly: true, condition: (data) => Boolean(data?.captionText) },
    },
  ],
  hooks: {
    beforeOperation: [checkUploadedFile],
    afterRead: [imageInReadLanguage],
    beforeChange: [
      recordUploadedFile,
      // Last: the files Payload is about to write, refused at once when MEDIA_DIR has no room for them, removed
      // when the request fails (src/server/upload-disk-full.ts).
      planUploadWrites,
    ],
    ...revalidation,
    afterChange: [...revalidation.afterChange, checkOtherLanguageVersion],
  },
}
