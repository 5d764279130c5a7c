import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type GlobalBeforeValidateHook,
  type GlobalConfig,
} from 'payload'

import { adminInEnglish, adminText } from '@/i18n/locales'
import { jsonShapeProblem } from '@/lib/json-shape'
import { MAX_DEPTH } from '@/lib/rest-body'

import { hasLocalizedField } from './translation'

/**
 * Rules every save of a collection or global meets, whatever path it came by (REST, the local API, a job).
 *
 * The data is an object. Payload's REST route checks JSON bodies and forms before Payload reads them
 * (src/lib/rest-body.ts), but an upload streams to Payload unread, and its form's `_payload` field may hold any JSON
 * (`5`): Payload then failed with a 500. Refused here with a 400, as is data nested too deeply or holding a NUL
 * character (src/lib/json-shape.ts).
 *
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
  throw new APIError(adminText(req.i18n?.language, TEXT), 400, undefined, true)
}

const DATA_TEXT = {
  zh: '保存的数据须为 JSON 对象（{...}）',
  en: 'The data saved must be a JSON object ({...})',
}
const SHAPE_TEXT = {
  deep: { zh: `保存的数据嵌套过深：最多 ${MAX_DEPTH} 层`, en: `The data saved is nested too deeply: at most ${MAX_DEPTH} levels` },
  nul: { zh: '保存的数据含有空字符（NUL），无法保存', en: 'The data saved contains a NUL character, which cannot be stored' },
}

const dataIsObject: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'updateByID') return args
  const data: unknown = (args as { data?: unknown }).data
  const en = adminInEnglish(req.i18n?.language)
  if (data === undefined) return args
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new APIError(en ? DATA_TEXT.en : DATA_TEXT.zh, 400, undefined, true)
  const problem = jsonShapeProblem(data, MAX_DEPTH)
  if (problem) throw new APIError(en ? SHAPE_TEXT[problem].en : SHAPE_TEXT[problem].zh, 400, undefined, true)
  return args
}

const collectionHook: CollectionBeforeValidateHook = ({ data, req }) => {
  refuseWithoutLocale(req)
  return data
}
const globalHook: GlobalBeforeValidateHook = ({ data, req }) => {
  refuseWithoutLocale(req)
  return data
}

export function withWriteRules(config: CollectionConfig): CollectionConfig {
  const localized = hasLocalizedField(config.fields)
  return {
    ...config,
    hooks: {
      ...config.hooks,
      beforeOperation: [dataIsObject, ...(config.hooks?.beforeOperation ?? [])],
      ...(localized ? { beforeValidate: [collectionHook, ...(config.hooks?.beforeValidate ?? [])] } : {}),
    },
  }
}

export function withWriteRulesGlobal(config: GlobalConfig): GlobalConfig {
  if (!hasLocalizedField(config.fields)) return config
  return { ...config, hooks: { ...config.hooks, beforeValidate: [globalHook, ...(config.hooks?.beforeValidate ?? [])] } }
}
