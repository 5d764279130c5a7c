import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  Endpoint,
  Field,
  FieldAccess,
  GlobalBeforeChangeHook,
  GlobalConfig,
  Payload,
  PayloadHandler,
  PayloadRequest,
} from 'payload'

import { hasRole } from '@/access/roles'
import { adminText, BASE_LOCALES, DEFAULT_LOCALE, isLocale, LANGUAGES, LOCALES } from '@/i18n/locales'
import { convertStrings, simplifiedToTraditional } from '@/lib/chinese-script'
import { editWindowOf } from '@/lib/edit-window'
import {
  changedAtFieldName,
  type FieldLike,
  hasRecord,
  type Locale,
  localizedValues,
  nextTranslationRecord,
  startFromSource,
  stateFieldName,
  TRANSLATION_STATES,
  type TranslationRecord,
  valuesByLanguage,
} from '@/lib/translation-state'

/**
 * Translation state on every collection and global with localized fields (src/lib/translation-state.ts): stored in
 * the hidden group `translation` on each save (so that lists filter and the dashboard counts it exactly), shown at
 * the top of the document and as a list column, with the "Start English from Chinese" copy (for each translated
 * language of the table, from its source).
 */

const staffOnly: FieldAccess = ({ req }) => hasRole('admin', 'editor')(req.user)

const STATE_LABELS = {
  complete: { zh: '完整', en: 'Complete' },
  missing: { zh: '缺少', en: 'Missing' },
  outdated: { zh: '待更新', en: 'Outdated' },
}

/**
 * A language's stored state. The base languages keep the PostgreSQL type names Payload gives them
 * (`enum_news_translation_zh_state`); an added language's are shorter (`enum__news_v_tr_zh_hant`): Payload's name for
 * `zhHantState` in the versions of teaching classifications would pass PostgreSQL's 63 characters.
 */
const stateField = (code: Locale): Field => ({
  name: stateFieldName(code),
  type: 'select',
  index: true,
  label: LANGUAGES[code].adminName,
  options: TRANSLATION_STATES.map((value) => ({ value, label: STATE_LABELS[value] })),
  ...((BASE_LOCALES as readonly Locale[]).includes(code)
    ? {}
    : { enumName: ({ tableName }: { tableName?: string }) => `enum_${tableName}_tr_${code.toLowerCase().replace(/-/g, '_')}` }),
})

/** The stored state: hidden from the form, read by the status field, the list column and filters, the dashboard. */
const translationGroup: Field = {
  name: 'translation',
  type: 'group',
  // The admin's business: visitors reading published content through the API do not get it.
  access: { read: staffOnly },
  label: { zh: '翻译状态', en: 'Translation state' },
  admin: { hidden: true },
  // Per language of the table, states first (`zhState`, `enState`, then `zhChangedAt`, `enChangedAt`).
  fields: [
    ...LOCALES.map(stateField),
    ...LOCALES.map((code): Field => ({
      name: changedAtFieldName(code),
      type: 'date',
      label: { zh: `${LANGUAGES[code].adminName.zh}最后修改`, en: `${LANGUAGES[code].adminName.en} last changed` },
    })),
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

/** The admin window the latest save came from (src/lib/edit-window.ts), set on every save from the request. */
const editedInField: Field = {
  name: 'editedIn',
  type: 'text',
  access: { read: staffOnly },
  admin: { hidden: true },
  hooks: { beforeChange: [({ req }) => editWindowOf(req.headers)] },
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
    previous: (stored?.translation ?? originalDoc?.translation ?? null) as TranslationRecord | null,
    before: valuesByLanguage(fields, stored),
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

const sameValues = (a: Map<string, unknown> | undefined, b: Map<string, unknown> | undefined) =>
  JSON.stringify([...(a ?? [])]) === JSON.stringify([...(b ?? [])])

/**
 * One language of a version restored (src/collections/history.ts): when every other language still holds what it held
 * in that version, the version's record is true again; otherwise the state is worked out as for any save.
 */
function restoredLanguageRecord(fields: FieldLike[], stored: Doc | null, context: Record<string, unknown> | undefined) {
  const version = context?.restoredVersion as Doc | undefined
  const language = context?.restoredLanguage
  const record = version?.translation as TranslationRecord | null | undefined
  if (!version || !stored || typeof language !== 'string' || !record || !hasRecord(record)) return null
  const now = valuesByLanguage(fields, stored)
  const then = valuesByLanguage(fields, version)
  return Object.keys(now).every((code) => code === language || sameValues(now[code], then[code])) ? record : null
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
    translation:
      restoredLanguageRecord(fields, stored, context) ??
      nextRecord(fields, stored, data, originalDoc as Doc, locale, Boolean(context?.translationCopy)),
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
const failure = (status: number, message: string) => json(status, { errors: [{ message }] })

type Target = { collection: string } | { global: string }

/** The document in every language, or null when it is not there (or not this editor's to read). */
async function readAll(req: PayloadRequest, target: Target, id: number): Promise<Doc | null> {
  if ('collection' in target)
    return (await req.payload.findByID({
      collection: target.collection as 'news',
      id,
      locale: 'all',
      draft: true,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      disableErrors: true,
      req,
    })) as unknown as Doc | null
  return (await req.payload.findGlobal({
    slug: target.global as 'site-settings',
    locale: 'all',
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })) as unknown as Doc
}

/**
 * What a start from the source writes: the source's text of each empty field, converted for a language written in
 * another script of its source (Traditional from Simplified Chinese: OpenCC, then the editors' term list).
 */
export async function startFrom(
  { payload, req }: { payload: Payload; req?: PayloadRequest },
  fields: Parameters<typeof startFromSource>[0],
  doc: Doc,
  source: Locale,
  locale: Locale,
): Promise<{ data: Doc; copied: string[] }> {
  const start = startFromSource(fields, doc, source, locale)
  const { convert } = LANGUAGES[locale]
  if (!convert || start.copied.length === 0) return start
  const { terms } = await payload.findGlobal({ slug: 'chinese-terms', depth: 0, overrideAccess: true, req })
  return { ...start, data: convertStrings(start.data, simplifiedToTraditional(convert.variant, terms ?? [])) }
}

/**
 * `POST …/start-translation/:locale`: the source's text (English's is Chinese) of each empty field of `locale`
 * copied (or converted, `startFrom`) into it (never over its own text), saved as a draft where the collection has drafts. Answers
 * `{ copied: [field paths] }`; 400 for a source language, 404 for an unknown language or document.
 */
function startTranslationHandler(target: Target): PayloadHandler {
  return async (req) => {
    const say = (texts: { zh: string; en: string }) => adminText(req.i18n?.language, texts)
    const notFound = () => failure(404, say({ zh: '未找到。', en: 'Not found.' }))
    if (!mayEdit(req.user))
      return failure(403, say({ zh: '只有编辑和管理员可以执行此操作。', en: 'Only editors and administrators may do this.' }))
    const locale = req.routeParams?.locale
    if (!isLocale(locale)) return notFound()
    const { source, adminName } = LANGUAGES[locale]
    if (!source)
      return failure(
        400,
        say({
          zh: `${adminName.zh}是源语言，不从其他语言复制。`,
          en: `${adminName.en} is a source language: it is not started from another.`,
        }),
      )
    const id = 'collection' in target ? Number(req.routeParams?.id) : 0
    if ('collection' in target && (!Number.isInteger(id) || id <= 0)) return notFound()
    const config =
      'collection' in target
        ? req.payload.collections[target.collection as 'news']?.config
        : req.payload.config.globals.find((g) => g.slug === target.global)
    const doc = config ? await readAll(req, target, id) : null
    if (!doc || !config) return notFound()
    const { data, copied } = await startFrom({ payload: req.payload, req }, config.fields, doc, source, locale)
    if (copied.length === 0) return json(200, { copied })
    const common = { locale, data, overrideAccess: false, user: req.user, context: { translationCopy: true }, req } as const
    if ('collection' in target) {
      const drafts = Boolean(config.versions && typeof config.versions === 'object' && config.versions.drafts)
      await req.payload.update({ ...common, collection: target.collection as 'news', id, draft: drafts })
    } else await req.payload.updateGlobal({ ...common, slug: target.global as 'site-settings' })
    return json(200, { copied })
  }
}

/** A collection with localized fields gets the state, its column, filters and the copy; others are unchanged. */
export function withTranslationState(config: CollectionConfig): CollectionConfig {
  if (!hasLocalizedField(config.fields)) return config
  const endpoint: Endpoint = {
    path: '/:id/start-translation/:locale',
    method: 'post',
    handler: startTranslationHandler({ collection: config.slug }),
  }
  const defaultColumns = config.admin?.defaultColumns
  return {
    ...config,
    fields: [statusField, ...withListTitle(config.fields, config.admin?.useAsTitle), translationGroup, editedByField, editedInField],
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

/** The title column names every item: in another language, marked, when the one shown has none (ListTitleCell). */
function withListTitle(fields: Field[], useAsTitle: string | undefined): Field[] {
  return fields.map((field) =>
    'name' in field && field.name === useAsTitle && field.type === 'text' && field.localized
      ? {
          ...field,
          admin: { ...field.admin, components: { ...field.admin?.components, Cell: '@/components/admin/ListTitleCell#ListTitleCell' } },
        }
      : field,
  )
}

/** The same for a global with localized fields (no list: the state shows at the top of the global). */
export function withTranslationStateGlobal(config: GlobalConfig): GlobalConfig {
  if (!hasLocalizedField(config.fields)) return config
  const endpoint: Endpoint = {
    path: '/start-translation/:locale',
    method: 'post',
    handler: startTranslationHandler({ global: config.slug }),
  }
  return {
    ...config,
    fields: [statusField, ...config.fields, translationGroup, editedByField, editedInField],
    endpoints: [...(config.endpoints || []), endpoint],
    hooks: { ...config.hooks, beforeChange: [...(config.hooks?.beforeChange ?? []), globalHook] },
  }
}
