import type { GlobalConfig } from 'payload'

import { editors } from '@/access/roles'

/**
 * The editors' words for Traditional Chinese: when a language the site serves is converted from Simplified Chinese
 * (`convert` in src/i18n/locales.ts, e.g. zh-Hant), "start from the source" converts with OpenCC and then puts these
 * words in (src/lib/chinese-script.ts). Registered only while SITE_LOCALES serves such a language.
 */
export const ChineseTerms: GlobalConfig = {
  slug: 'chinese-terms',
  label: { zh: '繁体用词', en: 'Traditional Chinese terms' },
  admin: {
    group: { zh: '设置', en: 'Settings' },
    description: {
      zh: '以简体为底稿创建繁体内容时，OpenCC 转换之后按此表替换用词（例如 软件 → 軟體、数据 → 資料）。只影响此后的转换，不改已有的繁体内容。',
      en: 'When Traditional Chinese content is started from the Simplified, these words replace OpenCC’s after its conversion (e.g. 软件 → 軟體, 数据 → 資料). Only later conversions use them; Traditional content already written stays as it is.',
    },
  },
  access: { read: editors, update: editors, readVersions: editors },
  fields: [
    {
      name: 'terms',
      type: 'array',
      label: { zh: '用词', en: 'Terms' },
      labels: { singular: { zh: '用词', en: 'Term' }, plural: { zh: '用词', en: 'Terms' } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'simplified', type: 'text', required: true, label: { zh: '简体', en: 'Simplified' } },
            { name: 'traditional', type: 'text', required: true, label: { zh: '繁体', en: 'Traditional' } },
          ],
        },
      ],
    },
  ],
}
