import type { CollectionConfig, Field, TextFieldSingleValidation } from 'payload'

import { TAGS } from '@/content/cache-tags'
import { sortField, storeIsoDate } from '@/fields/common'
import { linkField } from '@/fields/link'
import { adminLanguageOf } from '@/i18n/locales'
import { isSha256OrEmpty, normalSha256, sha256Message } from '@/lib/checksum'

import { publicContent } from './publicContent'

const validateSha256: TextFieldSingleValidation = (value, { req }) =>
  isSha256OrEmpty(value) || sha256Message(adminLanguageOf(req.i18n?.language))

/** Where an installer is, its size and its SHA-256: of the current version and of each older one alike. */
const installerFields: Field[] = [
  { name: 'file', type: 'upload', relationTo: 'media', label: { zh: '安装包', en: 'Installer file' } },
  {
    name: 'downloadLink',
    type: 'text',
    label: { zh: '下载链接', en: 'Download link' },
    admin: { description: { zh: '无安装包文件时使用的外部地址', en: 'Used when no installer file is uploaded' } },
    ...linkField,
  },
  {
    name: 'fileSize',
    type: 'text',
    label: { zh: '文件大小', en: 'File size' },
    admin: { description: { zh: '留空则按安装包自动计算，如 356 MB', en: 'Left empty: taken from the installer, e.g. 356 MB' } },
  },
  {
    // An uploaded installer's checksum is computed from its bytes (media `sha256`); one hosted elsewhere is entered.
    name: 'sha256',
    type: 'text',
    label: { zh: 'SHA-256 校验值', en: 'SHA-256 checksum' },
    admin: {
      description: {
        zh: '外部下载链接的安装包的 SHA-256（64 位十六进制）；上传的安装包自动计算，无需填写',
        en: 'The SHA-256 (64 hexadecimal digits) of an installer hosted elsewhere; an uploaded installer’s is computed',
      },
    },
    hooks: { beforeChange: [({ value }) => (typeof value === 'string' ? normalSha256(value) : value)] },
    validate: validateSha256,
  },
]

export const Software: CollectionConfig = publicContent(
  {
    slug: 'software',
    labels: { singular: { zh: '软件', en: 'Software' }, plural: { zh: '软件下载', en: 'Software' } },
    admin: {
      useAsTitle: 'name',
      defaultColumns: ['name', 'alias', 'version', 'releasedAt', '_status'],
      group: { zh: '支持与下载', en: 'Support & downloads' },
      listSearchableFields: ['name', 'alias', 'version'],
    },
    // Drag and drop in the list (sorted by "Order") sets the order visitors see; a new item goes last.
    orderable: true,
    defaultSort: '_order',
    fields: [
      {
        name: 'alias',
        type: 'text',
        required: true,
        unique: true,
        index: true,
        label: { zh: '别名', en: 'Alias' },
        admin: { description: { zh: '英文小写，用于帮助文档地址，如 eicad', en: 'Lower-case, used in help document URLs, e.g. eicad' } },
        validate: (value: unknown) =>
          typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,39}$/.test(value)
            ? true
            : '只能使用小写字母、数字和连字符 / Lower-case letters, digits and hyphens only',
      },
      { name: 'name', type: 'text', required: true, localized: true, label: { zh: '软件名称', en: 'Software name' } },
      { name: 'version', type: 'text', required: true, label: { zh: '版本', en: 'Version' } },
      { name: 'summary', type: 'textarea', localized: true, label: { zh: '简介', en: 'Summary' } },
      ...installerFields,
      {
        // One requirement per line, "项目：要求" (src/lib/requirements.ts), shown under the download.
        name: 'requirements',
        type: 'textarea',
        localized: true,
        label: { zh: '系统要求', en: 'System requirements' },
        admin: {
          rows: 6,
          description: {
            zh: '每行一项，写作“项目：要求”，如“操作系统：Windows 10/11 64 位”“显卡：支持 OpenGL 4.5，显存 4 GB 以上”“加密锁：需安装加密锁驱动”',
            en: 'One per line, as "item: requirement", e.g. "Operating system: Windows 10/11, 64-bit", "Graphics: OpenGL 4.5, 4 GB of video memory", "Dongle: the dongle driver installed"',
          },
        },
      },
      {
        // Earlier releases a customer may still need (a licence tied to a version, a project file format), newest
        // first, each with its own notes, installer and checksum: listed under the download on the site.
        name: 'olderVersions',
        type: 'array',
        label: { zh: '历史版本', en: 'Older versions' },
        labels: { singular: { zh: '历史版本', en: 'Older version' }, plural: { zh: '历史版本', en: 'Older versions' } },
        admin: {
          initCollapsed: true,
          description: {
            zh: '仍提供下载的早期版本，最新的在前；每个版本可上传安装包或填写外部链接及其 SHA-256',
            en: 'Earlier releases still offered, newest first; each takes an uploaded installer, or a link with its SHA-256',
          },
        },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'version', type: 'text', required: true, label: { zh: '版本', en: 'Version' } },
              {
                name: 'releasedAt',
                type: 'date',
                hooks: { beforeChange: [storeIsoDate] },
                label: { zh: '发布时间', en: 'Release time' },
                admin: { date: { pickerAppearance: 'dayOnly' } },
              },
            ],
          },
          { name: 'notes', type: 'textarea', localized: true, label: { zh: '版本说明', en: 'Release notes' }, admin: { rows: 3 } },
          ...installerFields,
        ],
      },
      {
        name: 'releasedAt',
        type: 'date',
        hooks: { beforeChange: [storeIsoDate] },
        required: true,
        label: { zh: '发布时间', en: 'Release time' },
        admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      },
      sortField,
    ],
  },
  { tags: [TAGS.software] },
)
