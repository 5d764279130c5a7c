import type { Access, CollectionConfig, PayloadHandler } from 'payload'

import { adminOnly, editors, hasRole } from '@/access/roles'
import { editorsRows, redirectNotFound } from '@/content/not-found-log'
import { adminText, isLocale, LANGUAGES, LOCALES } from '@/i18n/locales'
import { NOT_FOUND_PATHS } from '@/lib/not-found'

const isAdmin = hasRole('admin')
const isEditor = hasRole('admin', 'editor')

/** Administrators read every row; editors the rows asked for often enough that are not probes. */
const readRows: Access = ({ req }) => (isAdmin(req.user) ? true : isEditor(req.user) ? editorsRows() : false)

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** The row of `/:id/…`, read with the editor's rights (a row the editor may not see is no row). */
async function rowOf(req: Parameters<PayloadHandler>[0]) {
  if (!isEditor(req.user)) return null
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id)) return null
  const row = await req.payload.findByID({ collection: NOT_FOUND_PATHS, id, depth: 0, req, overrideAccess: false, disableErrors: true })
  return row as { id: number; path: string; locale: string } | null
}

const noRow = (req: Parameters<PayloadHandler>[0]) =>
  json(404, { errors: [{ message: adminText(req.i18n?.language, { zh: '没有这条 404 记录。', en: 'No such 404 row.' }) }] })

/** `GET /api/not-found-paths/:id/suggestions`: the nearest pages of the site in the row's language. */
const suggestionsHandler: PayloadHandler = async (req) => {
  const row = await rowOf(req)
  if (!row || !isLocale(row.locale)) return noRow(req)
  // Loaded here: it reads through the content layer's Payload client, which imports this config.
  const { redirectSuggestions } = await import('@/content/not-found-suggestions')
  return json(200, { suggestions: await redirectSuggestions(row.path, row.locale) })
}

/** `POST /api/not-found-paths/:id/redirect` with `{ "to": "/path" }`: a 301 from the row's address, the row resolved. */
const redirectHandler: PayloadHandler = async (req) => {
  const row = await rowOf(req)
  if (!row) return noRow(req)
  const body = (await req.json?.().catch(() => null)) as { to?: unknown } | null
  const to = typeof body?.to === 'string' ? body.to.trim() : ''
  if (!to) {
    return json(400, {
      errors: [{ message: adminText(req.i18n?.language, { zh: '请填写目标地址。', en: 'Give the address to redirect to.' }) }],
    })
  }
  try {
    return json(201, await redirectNotFound(req, row.id, to))
  } catch (error) {
    // The redirect's own checks (a target that does not exist, a loop): the field's message, in the editor's language.
    const { status, data } = error as { status?: unknown; data?: { errors?: { message?: unknown }[] } }
    const fieldMessage = data?.errors?.find((e) => typeof e.message === 'string')?.message as string | undefined
    const message = fieldMessage ?? (error instanceof Error ? error.message : String(error))
    return json(typeof status === 'number' && status >= 400 && status < 500 ? status : 400, { errors: [{ message }] })
  }
}

const readOnly = { readOnly: true }
const dayAndTime = { readOnly: true, date: { pickerAppearance: 'dayAndTime' as const } }

/**
 * The 404 log (issue 62): one row per address and language that answered 404, counted as the answers went
 * (src/server/not-found-log.ts) with no visitor address stored — how often, per day for 30 days, first and last seen,
 * the top referring hosts, and who asked (browsers, search engines' crawlers, other bots). Probes (`.php`,
 * `wp-admin`, …) are marked as noise and shown to administrators only; editors see rows asked for at least
 * NOT_FOUND_MIN_HITS times. From a row, one click makes a redirect to a suggested page (src/content/not-found-log.ts).
 */
export const NotFoundPaths: CollectionConfig = {
  slug: NOT_FOUND_PATHS,
  labels: { singular: { zh: '404 地址', en: 'Not-found address' }, plural: { zh: '404 记录', en: '404 log' } },
  lockDocuments: false,
  admin: {
    useAsTitle: 'path',
    group: { zh: '设置', en: 'Settings' },
    defaultColumns: ['path', 'locale', 'count', 'lastSeen', 'status'],
    listSearchableFields: ['path'],
    description: {
      zh: '访客和搜索引擎访问了但本站没有的地址（按次数排序）。点开一条，选择一个建议页面即可一键添加跳转；来自漏洞扫描的地址不在此列。',
      en: 'Addresses visitors and search engines asked for that the site does not have, most asked first. Open one and pick a suggested page to add a redirect in one click; probes from vulnerability scanners are left out.',
    },
  },
  defaultSort: '-count',
  access: { read: readRows, create: () => false, update: editors, delete: adminOnly },
  endpoints: [
    { path: '/:id/suggestions', method: 'get', handler: suggestionsHandler },
    { path: '/:id/redirect', method: 'post', handler: redirectHandler },
  ],
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    { name: 'path', type: 'text', required: true, label: { zh: '地址', en: 'Address' }, admin: readOnly },
    {
      name: 'locale',
      type: 'select',
      required: true,
      label: { zh: '语言', en: 'Language' },
      options: LOCALES.map((locale) => ({ value: locale, label: LANGUAGES[locale].adminName })),
      admin: readOnly,
    },
    {
      type: 'row',
      fields: [
        { name: 'count', type: 'number', required: true, index: true, label: { zh: '次数', en: 'Times asked' }, admin: readOnly },
        { name: 'firstSeen', type: 'date', required: true, label: { zh: '首次', en: 'First seen' }, admin: dayAndTime },
        { name: 'lastSeen', type: 'date', required: true, index: true, label: { zh: '最近', en: 'Last seen' }, admin: dayAndTime },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      label: { zh: '状态', en: 'Status' },
      options: [
        { value: 'open', label: { zh: '待处理', en: 'Open' } },
        { value: 'resolved', label: { zh: '已跳转', en: 'Redirected' } },
        { value: 'ignored', label: { zh: '已忽略', en: 'Ignored' } },
      ],
    },
    {
      name: 'makeRedirect',
      type: 'ui',
      admin: { components: { Field: '@/components/admin/NotFoundRedirect#NotFoundRedirect' } },
    },
    {
      name: 'redirect',
      type: 'relationship',
      relationTo: 'redirects',
      label: { zh: '跳转', en: 'Redirect' },
      admin: { readOnly: true, condition: (data) => Boolean(data?.redirect) },
    },
    { name: 'noise', type: 'checkbox', defaultValue: false, index: true, label: { zh: '扫描探测', en: 'Probe' }, admin: readOnly },
    // Shown as a summary beside the redirect (src/components/admin/NotFoundRedirect.tsx), not as raw JSON.
    { name: 'referrers', type: 'json', label: { zh: '来源网站（次数）', en: 'Referring hosts (times)' }, admin: { hidden: true } },
    { name: 'agents', type: 'json', label: { zh: '访问者类型（次数）', en: 'Who asked (times)' }, admin: { hidden: true } },
    { name: 'days', type: 'json', label: { zh: '近 30 天每日次数', en: 'Per day, last 30 days' }, admin: { hidden: true } },
  ],
}
