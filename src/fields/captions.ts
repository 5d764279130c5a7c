import type { ArrayField } from 'payload'

import { adminText, languageOptions } from '@/i18n/locales'

import { captionOnly } from './media'

/**
 * The caption tracks of a video or a teaching album: one WebVTT file per language (checked when it is uploaded,
 * src/lib/webvtt.ts). The site's players offer them as `<track kind="captions">`, the VideoObject JSON-LD names them
 * and the site search indexes their words with the video.
 */
export const captionsField: ArrayField = {
  name: 'captions',
  type: 'array',
  label: { zh: '字幕', en: 'Captions' },
  labels: { singular: { zh: '字幕', en: 'Caption track' }, plural: { zh: '字幕', en: 'Caption tracks' } },
  admin: {
    initCollapsed: true,
    description: {
      zh: '每种语言一个 WebVTT 字幕文件（.vtt，第一行为“WEBVTT”）；视频静音自动播放时默认打开访客语言的字幕',
      en: 'One WebVTT caption file (.vtt, first line “WEBVTT”) per language; the visitor’s language is on by default when the video plays muted',
    },
  },
  validate: (rows, { req }) => {
    const languages = (Array.isArray(rows) ? rows : []).map((row) => (row as { language?: string }).language)
    if (new Set(languages).size === languages.length) return true
    return adminText(req.i18n?.language, { zh: '每种语言只能有一个字幕文件。', en: 'Each language may have one caption track only.' })
  },
  fields: [
    {
      name: 'language',
      type: 'select',
      required: true,
      label: { zh: '语言', en: 'Language' },
      options: languageOptions(),
    },
    { name: 'file', type: 'upload', relationTo: 'media', required: true, label: { zh: 'WebVTT 文件', en: 'WebVTT file' }, ...captionOnly },
  ],
}
