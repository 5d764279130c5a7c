import {
  APIError,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type GlobalBeforeValidateHook,
  type GlobalConfig,
} from 'payload'

import { hasLocalizedField } from './translation'

/**
 * Writes name their language. A save of a collection or global with localized fields whose request has no locale is
 * refused (400): Payload would store none of its localized fields (a published news item without a title). Payload's
 * REST route names the default language for a write without `locale` (src/content/payload-requests.ts) and the local
 * API does the same, so this only stops a path that forgot to.
 */
const TEXT = {
  zh: '保存时须指定语言（locale=zh 或 locale=en）：未指定语言时不会保存任何多语言字段',
  en: 'A save names its language (locale=zh or locale=en): without one no localized field would be stored',
}

function refuseWithoutLocale(req: { locale?: string | null; i18n?: { language?: string } }): void {
  if (req.locale) return
  throw new APIError(req.i18n?.language === 'en' ? TEXT.en : TEXT.zh, 400, undefined, true)
}

const collectionHook: CollectionBeforeValidateHook = ({ data, req }) => {
  refuseWithoutLocale(req)
  return data
}
const globalHook: GlobalBeforeValidateHook = ({ data, req }) => {
  refuseWithoutLocale(req)
  return data
}

export function withWriteLocale(config: CollectionConfig): CollectionConfig {
  if (!hasLocalizedField(config.fields)) return config
  return { ...config, hooks: { ...config.hooks, beforeValidate: [collectionHook, ...(config.hooks?.beforeValidate ?? [])] } }
}

export function withWriteLocaleGlobal(config: GlobalConfig): GlobalConfig {
  if (!hasLocalizedField(config.fields)) return config
  return { ...config, hooks: { ...config.hooks, beforeValidate: [globalHook, ...(config.hooks?.beforeValidate ?? [])] } }
}
