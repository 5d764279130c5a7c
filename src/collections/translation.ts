import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  Endpoint,
  Field,
  FieldAccess,
  GlobalBeforeChangeHook,
  GlobalConfig,
  PayloadHandler,
  PayloadRequest,
} from 'payload'

import { hasRole } from '@/access/roles'
import { adminInEnglish, DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import {
  englishFromChinese,
  type FieldLike,
  hasRecord,
  inLocale,
  type Locale,
  localizedValues,
  nextTranslationRecord,
  TRANSLATION_STATES,
  type TranslationRecord,
} from '@/lib/translation-state'

/**
 * Translation state on every collection and global with localized fields (src/lib/translation-state.ts): stored in
 * the hidden group `translation` on each save (so that lists filter and the dashboard counts it exactly), shown at
 * the top of the document and as a list column, with the "Start English from Chinese" copy.
 */

const staffOnly: FieldAccess = ({ req }) => hasRole('admin', 'editor')(req.user)

const STATE_LABELS = {
  complete: { zh: '完整', en: 'Complete' },
  missing: { zh: '缺少', en: 'Missing' },
  outdated: { zh: '待更新', en: 'Outdated' },
}

const stateField = (name: string, label: { zh: string; en: string }): Field => ({
  name,
  type: 'select',
  index: true,
  label,
  options: TRANSLATION_STATES.map((value) => ({ value, label: STATE_LABELS[value] })),
})

/** The stored state: hidden from the form, read by the status field, the list column and filters, the dashboard. */
const translationGroup: Field = {
  name: 'translation',
  type: 'group',
  // The admin's business: visitors reading published content through the API do not get it.
  access: { read: staffOnly },
  label: { zh: '翻译状态', en: 'Translation state' },
  admin: { hidden: true },
  fields: [
    stateField('zhState', { zh: '中文', en: 'Chinese' }),
    stateField('enState', { zh: '英文', en: 'English' }),
    { name: 'zhChangedAt', type: 'date', label: { zh: '中文最后修改', en: 'Chinese last changed' } },
    { name: 'enChangedAt', type: 'date', label: { zh: '英文最后修改', en: 'English last changed' } },
  ],
}

/** Who saved last: for the dashboard's last changes (kept in each version too). Set on every save, read-only. */
const editedByField: Field = {
  name: 'editedBy',
  type: 'relationship',
  relationTo: 'users',
  access: { read: staffOnly },
  label: { zh: '最后编辑人', en: 'Last edited by' },
  admin: { readOnly: true, position: 'sidebar', components: { Field: '@/components/admin/EditedByField#EditedByField' } },
}

/**
 * The state at the top of the document, and the list column. A virtual field (nothing stored) rather than a UI field,
 * so that its read access counts: sales see neither the state nor its column.
 */
const statusField: Field = {
  name: 'translationStatus',
  type: 'text',
  virtual: true,
  access: { read: staffOnly, create: () => false, update: () => false },
  label: { zh: '翻译', en: 'Translation' },
  admin: {
    readOnly: true,
    components: {
      Field: '@/components/admin/TranslationStatus#TranslationStatusField',
      Cell: '@/components/admin/TranslationStatus#TranslationStatusCell',
    },
  },
}

export function hasLocalizedField(fields: readonly unknown[]): boolean {
  return fields.some((f) => {
    const field = f as FieldLike
    if (field.localized) return true
    if (field.fields && hasLocalizedField(field.fields)) return true
    if (field.tabs?.some((tab) => tab.localized || hasLocalizedField(tab.fields))) return true
    return field.blocks?.some((block) => hasLocalizedField(block.fields)) ?? false
  })
}

function localeOf(req: PayloadRequest): Locale | null {
  const locale = req.locale ?? DEFAULT_LOCALE
  return isLocale(locale) ? locale : null
}

type Doc = Record<string, unknown>

/**
 * Reads with `locale: 'all'` inside the save (its transaction): the local API sets the request's locale to the one
 * it reads, so the save's own locale is put back after, or the save would go on as a save of all languages.
 */
async function readAllLocales<T>(req: PayloadRequest, read: () => Promise<T>): Promise<T> {
  const { locale, fallbackLocale } = req
  try {
    return await read()
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}

function nextRecord(fields: FieldLike[], stored: Doc | null, data: Doc, originalDoc: Doc | undefined, locale: Locale, copy: boolean) {
  const merged = { ...(originalDoc ?? {}), ...data }
  return nextTranslationRecord({
    previous: stored?.translation ?? originalDoc?.translation ?? null,
    before: {
      zh: localizedValues(fields, stored, inLocale('zh')),
      en: localizedValues(fields, stored, inLocale('en')),
    },
    after: localizedValues(fields, merged, (v) => v),
    locale,
    now: new Date(),
    copy,
  })
}

/**
 * A restored version brings back both languages as they were, so its own record is true again (restoring a version
 * whose languages matched leaves no "English outdated"). Versions saved before the state was stored have none: the
 * state is then worked out as for any save.
 */
function restoredRecord(data: Doc, context: Record<string, unknown> | undefined): TranslationRecord | null {
  if (!context?.isRestoringVersion) return null
  const record = data.translation as TranslationRecord | null | undefined
  return record && hasRecord(record) ? record : null
}

const collectionHook: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, req, operation, context }) => {
  const locale = localeOf(req)
  if (!locale || context?.translationSkip) return data
  const restored = restoredRecord(data, context)
  if (restored) return { ...data, ...editor(req), translation: restored }
  const id = operation === 'update' ? (originalDoc as Doc | undefined)?.id : undefined
  const stored =
    id === undefined || id === null
      ? null
      : ((await readAllLocales(req, () =>
          req.payload.findByID({
            collection: collection.slug as 'news',
            id: id as number,
            locale: 'all',
            draft: true,
            depth: 0,
            overrideAccess: true,
            disableErrors: true,
            req,
          }),
        )) as unknown as Doc | null)
  const fields = collection.fields as unknown as FieldLike[]
  return {
    ...data,
    ...editor(req),
    translation: nextRecord(fields, stored, data, originalDoc as Doc, locale, Boolean(context?.translationCopy)),
  }
}

function editor(req: PayloadRequest): { editedBy?: number | string } {
  return req.user && req.user.collection === 'users' ? { editedBy: req.user.id } : {}
}

const globalHook: GlobalBeforeChangeHook = async ({ global, data, originalDoc, req, context }) => {
  const locale = localeOf(req)
  if (!locale || context?.translationSkip) return data
  const stored = (await readAllLocales(req, () =>
    req.payload.findGlobal({ slug: global.slug as 'site-settings', locale: 'all', depth: 0, overrideAccess: true, req }),
  )) as unknown as Doc
  const fields = global.fields as unknown as FieldLike[]
  return {
    ...data,
    ...editor(req),
    translation: nextRecord(fields, stored, data, originalDoc as Doc, locale, Boolean(context?.translationCopy)),
  }
}

const mayEdit = hasRole('admin', 'editor')
const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/**
 * `POST …/start-english`: the Chinese of each empty English field copied into it (never over English text), saved
 * as a draft where the collection has drafts. Answers `{ copied: [field paths] }`.
 */
function startEnglishHandler(target: { collection: string } | { global: string }): PayloadHandler {
  return async (req) => {
    const en = adminInEnglish(req.i18n?.language)
    if (!mayEdit(req.user))
      return json(403, { errors: [{ message: en ? 'Only editors and administrators may do this.' : '只有编辑和管理员可以执行此操作。' }] })
    if ('collection' in target) {
      const id = Number(req.routeParams?.id)
      if (!Number.isInteger(id) || id <= 0) return json(404, { errors: [{ message: en ? 'Not found.' : '未找到。' }] })
      const config = req.payload.collections[target.collection as 'news']?.config
      const doc = await req.payload.findByID({
        collection: target.collection as 'news',
        id,
        locale: 'all',
        draft: true,
        depth: 0,
        overrideAccess: false,
        user: req.user,
        disableErrors: true,
        req,
      })
      if (!doc || !config) return json(404, { errors: [{ message: en ? 'Not found.' : '未找到。' }] })
      const { data, copied } = englishFromChinese(config.fields, doc)
      if (copied.length > 0) {
        await req.payload.update({
          collection: target.collection as 'news',
          id,
          locale: 'en',
          data: data,
          draft: Boolean(config.versions && typeof config.versions === 'object' && config.versions.drafts),
          overrideAccess: false,
          user: req.user,
          context: { translationCopy: true },
          req,
        })
      }
      return json(200, { copied })
    }
    const config = req.payload.config.globals.find((g) => g.slug === target.global)
    if (!config) return json(404, { errors: [{ message: en ? 'Not found.' : '未找到。' }] })
    const doc = await req.payload.findGlobal({
      slug: target.global as 'site-settings',
      locale: 'all',
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    const { data, copied } = englishFromChinese(config.fields, doc)
    if (copied.length > 0) {
      await req.payload.updateGlobal({
        slug: target.global as 'site-settings',
        locale: 'en',
        data: data,
        overrideAccess: false,
        user: req.user,
        context: { translationCopy: true },
        req,
      })
    }
    return json(200, { copied })
  }
}

/** A collection with localized fields gets the state, its column, filters and the copy; others are unchanged. */
export function withTranslationState(config: CollectionConfig): CollectionConfig {
  if (!hasLocalizedField(config.fields)) return config
  const endpoint: Endpoint = { path: '/:id/start-english', method: 'post', handler: startEnglishHandler({ collection: config.slug }) }
  const defaultColumns = config.admin?.defaultColumns
  return {
    ...config,
    fields: [statusField, ...config.fields, translationGroup, editedByField],
    admin: {
      ...config.admin,
      ...(defaultColumns ? { defaultColumns: [...defaultColumns, 'translationStatus'] } : {}),
      components: {
        ...config.admin?.components,
        beforeListTable: [...(config.admin?.components?.beforeListTable ?? []), '@/components/admin/TranslationFilters#TranslationFilters'],
      },
    },
    endpoints: [...(config.endpoints || []), endpoint],
    hooks: { ...config.hooks, beforeChange: [...(config.hooks?.beforeChange ?? []), collectionHook] },
  }
}

/** The same for a global with localized fields (no list: the state shows at the top of the global). */
export function withTranslationStateGlobal(config: GlobalConfig): GlobalConfig {
  if (!hasLocalizedField(config.fields)) return config
  const endpoint: Endpoint = { path: '/start-english', method: 'post', handler: startEnglishHandler({ global: config.slug }) }
  return {
    ...config,
    fields: [statusField, ...config.fields, translationGroup, editedByField],
    endpoints: [...(config.endpoints || []), endpoint],
    hooks: { ...config.hooks, beforeChange: [...(config.hooks?.beforeChange ?? []), globalHook] },
  }
}
