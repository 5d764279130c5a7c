/**
 * Requests to Payload's REST API (`/api/...`) that Payload passes to the database unchecked and then answers with a
 * 500, refused here with a 4xx in Payload's error format (`{"errors":[{"message":...}]}`) and the caller's language
 * (Payload's `payload-lng` cookie, else Accept-Language). Checked before Payload sees the request
 * (src/app/(payload)/api/[...slug]/route.ts):
 *
 * - a NUL character anywhere in the path or the query → 400 (PostgreSQL refuses it in text; a file name never has one);
 * - a document id that is not a number where the database's ids are numbers (`/api/news/abc`), or one larger than
 *   they can be (PostgreSQL's `integer`) → 404, as for an id that does not exist;
 * - `where` that is not an object of conditions (`where=abc`), or an operator's value of the wrong shape
 *   (`where[id][equals][x]=1`) → 400;
 * - a value the field cannot hold: an id or a relation that is not a number (`where[id][in]=1,abc`), a date that is
 *   not a date (`where[publishedAt][greater_than]=2020-13-45`), a value that is not one of a select field's options
 *   (`where[class][in][]=a`: an enum in PostgreSQL), `exists` that is neither true nor false, `like` or `contains`
 *   on a date, select, number or checkbox field → 400;
 * - `near`, `within`, `intersects` on anything but a point field (this site has none) → 400;
 * - a query or sort on a localized field (directly, in a group or array, or through a relation: `cover.alt`) without
 *   `locale` (Payload leaves the locale empty then, localization having no fallback, and fails), or an unknown
 *   `locale` → 400;
 * - `/versions` of a collection or global that keeps none, `/verify/:token` of one that does not verify addresses
 *   → 404 (Payload queried tables and columns that do not exist); any path of a collection without REST endpoints
 *   (Payload's migrations) → 404 (Payload answered 501);
 * - a write (POST, PATCH, PUT) with `locale=all` or `locale=*` → 400: Payload stored every localized field empty;
 * - `limit`, `page` or `depth` that is not one whole number (`limit=99999999999999999999`, `limit=1&limit=2`) → 400.
 *
 * A write without `locale` goes to the default language, named explicitly (`withWriteLocale`): Payload left the
 * locale empty and stored no localized field at all (a published news item without a title).
 *
 * The checks read what they need from Payload's sanitized config (`restSchemaOf`); the rest is pure.
 */
import { type AdminLanguage, adminText } from '@/i18n/locales'

import { editorLanguage } from './admin-locale'

type FieldKind = 'id' | 'relation' | 'date' | 'point' | 'choice' | 'number' | 'other'
type FieldFacts = {
  kind: FieldKind
  localized: boolean
  /** A relation to one collection: a query may go on into its fields (`cover.alt`). */
  relationTo?: string
  /** The values a select or radio field may hold (a PostgreSQL enum: any other value fails there). */
  options?: string[]
  /** The fields of a group or an array (`meta.title`, `chapters.title`). */
  fields?: Record<string, FieldFacts>
}
type EndpointFacts = { method: string; path: string }
type CollectionFacts = {
  fields: Record<string, FieldFacts>
  endpoints: EndpointFacts[]
  /** Payload keeps versions of it (`versions` in its config): without, `/versions` is answered 404 here. */
  versions?: boolean
  /** An auth collection that verifies e-mail addresses: without, `/verify/:token` is answered 404 here. */
  verify?: boolean
  /** No REST endpoint at all (`endpoints: false`, Payload's migrations): 404 here, where Payload answered 501. */
  closed?: boolean
}
export type RestSchema = {
  /** The database's ids are numbers (SQLite, PostgreSQL). */
  numericIds: boolean
  locales: string[]
  /** The language a write without `locale` goes to. */
  defaultLocale?: string
  collections: Record<string, CollectionFacts>
  globals: Record<string, CollectionFacts>
}
export type RestRefusal = { status: number; message: string }
type Language = AdminLanguage

const OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
])
const WRITES = new Set(['post', 'patch', 'put'])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const COMPARE_OPERATORS = new Set(['equals', 'not_equals', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const POINT_OPERATORS = new Set(['near', 'within', 'intersects'])
/** Text matching, which PostgreSQL has no operator for on dates, enums, numbers and booleans. */
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])
const TEXTLESS_KINDS = new Set<FieldKind>(['date', 'choice', 'number'])
const INTEGER = /^-?\d{1,15}$/
/** The largest id the database's ids hold (PostgreSQL's `integer`; a larger one is an error there, not a miss). */
const MAX_ID = 2_147_483_647
/** `limit`, `page`, `depth`: one whole number each (a repeated one, or one past 2^53, failed in the database). */
const COUNT_PARAMS = ['limit', 'page', 'depth'] as const
const isCount = (text: string) => text.trim() === '' || /^\d{1,15}$/.test(text.trim())
const isId = (text: string) => /^\d{1,10}$/.test(text) && Number(text) <= MAX_ID

const TEXTS = {
  nul: { zh: '请求含有空字符（NUL），无法处理', en: 'The request contains a NUL character' },
  badPath: { zh: '请求路径无效：含有错误的编码', en: 'Invalid request path: malformed %-encoding' },
  notFound: { zh: '未找到', en: 'Not Found' },
  writeAllLocales: {
    zh: '保存时须指定一种语言：locale=zh 或 locale=en（不能是 all）',
    en: 'A write names one language: locale=zh or locale=en (not all)',
  },
  whereShape: {
    zh: 'where 参数无效：应为字段条件，例如 where[字段][运算符]=值',
    en: 'Invalid where: it must name field conditions, e.g. where[field][operator]=value',
  },
} as const

const say = (language: Language, zh: string, en: string) => adminText(language, { zh, en })

/** The language of a REST caller: the admin's (Payload's language cookie, else the first language the browser names). */
export function restLanguageOf(headers: Headers): Language {
  return editorLanguage(headers.get('cookie'), headers.get('accept-language'))
}

/** `where[a][b][]` → ['a', 'b', '']; null when the key is not a `where[...]` key. */
function bracketPath(key: string): string[] | null {
  if (!key.startsWith('where[')) return null
  const parts: string[] = []
  const rest = key.slice('where'.length)
  const pattern = /\[([^\]]*)\]/y
  let at = 0
  while (at < rest.length) {
    pattern.lastIndex = at
    const match = pattern.exec(rest)
    if (!match) return null
    parts.push(match[1])
    at = pattern.lastIndex
  }
  return parts
}

type Tree = { [key: string]: Tree | string | (Tree | string)[] }

/** The `where[...]` parameters as the nested object Payload builds from them (as `qs` does, for what is checked here). */
function whereTreeOf(params: URLSearchParams): Tree | null {
  let tree: Tree | null = null
  for (const [key, value] of params) {
    const parts = bracketPath(key)
    if (!parts || parts.length === 0) continue
    tree ??= {}
    let node: Tree = tree
    for (let i = 0; i < parts.length - 1; i += 1) {
      const next: unknown = node[parts[i]]
      if (next === undefined || typeof next === 'string' || Array.isArray(next)) {
        const child: Tree = {}
        node[parts[i]] = child
        node = child
      } else node = next as Tree
    }
    const last = parts[parts.length - 1]
    const existing = node[last]
    if (last === '' || existing !== undefined) {
      const list = Array.isArray(existing) ? existing : existing === undefined ? [] : [existing]
      node[last === '' ? '' : last] = [...list, value]
    } else node[last] = value
  }
  return tree
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v)

/** The items of a list operator's value: `1,2`, `[1, 2]`, or `in[0]=1&in[1]=2` / `in[]=1&in[]=2` as parsed above. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flat()
  if (isPlainObject(value)) return Object.values(value).flat()
  if (typeof value === 'string') return value.split(',')
  return [value]
}

type Context = {
  schema: RestSchema
  facts: CollectionFacts
  localeGiven: boolean
  versions: boolean
  language: Language
}

/**
 * The field a query path names, through groups, arrays and relations (`cover.alt` is the `alt` of the related media),
 * and whether the path passes a localized field; `field` is undefined when the path goes where this cannot follow
 * (blocks, relations to several collections), and Payload is left to judge it.
 */
function resolve(path: string, ctx: Context): { field: FieldFacts | undefined; localized: boolean } {
  const id = (): FieldFacts => ({ kind: ctx.schema.numericIds ? 'id' : 'other', localized: false })
  let segments = path.split('.')
  if (ctx.versions) {
    if (path === 'parent') return { field: id(), localized: false }
    if (segments[0] === 'version') segments = segments.slice(1)
  }
  let fields: Record<string, FieldFacts> | undefined = ctx.facts.fields
  let localized = false
  for (let i = 0; i < segments.length; i += 1) {
    if (segments[i] === 'id' && i === segments.length - 1) return { field: id(), localized }
    const field: FieldFacts | undefined = fields?.[segments[i]]
    if (!field) return { field: undefined, localized }
    localized ||= field.localized
    if (i === segments.length - 1) return { field, localized }
    fields = field.relationTo ? ctx.schema.collections[field.relationTo]?.fields : field.fields
  }
  return { field: undefined, localized }
}

/** Why a query or sort naming this path needs `locale`, or null. */
function needsLocale(path: string, ctx: Context): string | null {
  if (ctx.localeGiven || !resolve(path, ctx).localized) return null
  return say(
    ctx.language,
    `按多语言字段“${path}”查询或排序时须指定语言：locale=zh、locale=en 或 locale=all`,
    `Name the locale (locale=zh, locale=en or locale=all) to query or sort by the localized field "${path}"`,
  )
}

function checkCondition(path: string, operator: string, value: unknown, ctx: Context): string | null {
  const where = `where[${path}][${operator}]`
  const { language } = ctx
  if (!OPERATORS.has(operator)) return null // Payload answers an unknown operator with a 400 itself.
  const { field } = resolve(path, ctx)
  if (POINT_OPERATORS.has(operator) && field?.kind !== 'point') {
    return say(
      language,
      `${where}：运算符 ${operator} 只适用于坐标（point）字段`,
      `${where}: the operator ${operator} applies to point fields only`,
    )
  }
  if (POINT_OPERATORS.has(operator)) return null
  const values = LIST_OPERATORS.has(operator) ? listOf(value) : [value]
  if (!values.every(isScalar)) {
    return say(language, `${where} 的值无效：应为文字或数字`, `Invalid value of ${where}: a text or a number is expected`)
  }
  const texts = values.map((v) => (v === null ? 'null' : String(v)))
  const locale = needsLocale(path, ctx)
  if (locale) return locale
  if (operator === 'exists') {
    return texts.every((t) => t === 'true' || t === 'false')
      ? null
      : say(language, `${where} 的值只能是 true 或 false`, `${where} takes true or false`)
  }
  if (field && TEXT_OPERATORS.has(operator) && TEXTLESS_KINDS.has(field.kind)) {
    return say(language, `${where}：运算符 ${operator} 只适用于文字字段`, `${where}: the operator ${operator} applies to text fields only`)
  }
  if (!field || !(LIST_OPERATORS.has(operator) || COMPARE_OPERATORS.has(operator))) return null
  if ((field.kind === 'id' || field.kind === 'relation') && ctx.schema.numericIds) {
    const bad = texts.find(
      (t) => !((INTEGER.test(t.trim()) && Math.abs(Number(t)) <= MAX_ID) || (t === 'null' && !LIST_OPERATORS.has(operator))),
    )
    if (bad !== undefined) return say(language, `${where}：“${bad.slice(0, 40)}”不是编号`, `${where}: "${bad.slice(0, 40)}" is not an id`)
  }
  if (field.kind === 'choice' && field.options) {
    const bad = texts.find((t) => !field.options!.includes(t) && !(t === 'null' && !LIST_OPERATORS.has(operator)))
    if (bad !== undefined) {
      return say(
        language,
        `${where}：“${bad.slice(0, 40)}”不是可选值（${field.options.join('、')}）`,
        `${where}: "${bad.slice(0, 40)}" is not one of the options (${field.options.join(', ')})`,
      )
    }
  }
  if (field.kind === 'date') {
    const bad = texts.find((t) => !Number.isFinite(Date.parse(t)))
    if (bad !== undefined) return say(language, `${where}：“${bad.slice(0, 40)}”不是日期`, `${where}: "${bad.slice(0, 40)}" is not a date`)
  }
  return null
}

function checkWhere(where: unknown, ctx: Context, depth = 0): string | null {
  if (!isPlainObject(where) || depth > 10) return say(ctx.language, TEXTS.whereShape.zh, TEXTS.whereShape.en)
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(condition) && !isPlainObject(condition)) return say(ctx.language, TEXTS.whereShape.zh, TEXTS.whereShape.en)
      for (const part of listOf(condition)) {
        const problem = checkWhere(part, ctx, depth + 1)
        if (problem) return problem
      }
      continue
    }
    // where[field]=value (no operator): Payload answers that with a 400 itself.
    if (!isPlainObject(condition)) continue
    for (const [operator, value] of Object.entries(condition)) {
      const problem = checkCondition(key, operator, value, ctx)
      if (problem) return problem
    }
  }
  return null
}

/**
 * The document id a request names, or undefined: the `:id` of the endpoint it goes to (Payload takes the first that
 * matches, in its order), when that endpoint is one of a document (`/:id`, `/:id/duplicate`, `/access/:id?`,
 * `/versions/:id`; not `/verify/:id`, whose "id" is a token).
 */
function documentIdOf(endpoints: EndpointFacts[], method: string, rest: string[]): string | undefined {
  for (const endpoint of endpoints) {
    if (endpoint.method.toLowerCase() !== method) continue
    const params = matchPath(endpoint.path, rest)
    if (!params) continue
    const pattern = endpoint.path.split('/').filter(Boolean)
    const ofDocument = pattern[0] === ':id' || pattern[0] === 'access' || pattern[0] === 'versions'
    return ofDocument ? params.id : undefined
  }
  return undefined
}

/** The parameters of a path pattern (`/versions/:id`, `/access/:id?`) matching these segments, or null. */
function matchPath(path: string, rest: string[]): Record<string, string> | null {
  const pattern = path.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (let i = 0; i < Math.max(pattern.length, rest.length); i += 1) {
    const part = pattern[i]
    const segment = rest[i]
    if (part === undefined) return null
    if (!part.startsWith(':')) {
      if (part !== segment) return null
      continue
    }
    if (segment === undefined) {
      if (part.endsWith('?')) continue
      return null
    }
    params[part.slice(1).replace(/\?$/, '')] = segment
  }
  return params
}

/**
 * The decoded path segments after `/api/` and the query of a REST address; null for another address, and null
 * segments for a path with a segment that cannot be decoded.
 */
function apiPath(url: string): { segments: string[] | null; params: URLSearchParams } | null {
  const parsed = new URL(url, 'http://localhost')
  const at = parsed.pathname.indexOf('/api/')
  if (at === -1) return null
  try {
    const segments = parsed.pathname
      .slice(at + '/api/'.length)
      .split('/')
      .filter(Boolean)
      .map(decodeURIComponent)
    return { segments, params: parsed.searchParams }
  } catch {
    return { segments: null, params: parsed.searchParams }
  }
}

/** Why Payload must not get this request, or null when it may. */
export function restRefusal(method: string, url: string, schema: RestSchema, language: Language): RestRefusal | null {
  const path = apiPath(url)
  if (!path) return null
  if (!path.segments) return { status: 400, message: say(language, TEXTS.badPath.zh, TEXTS.badPath.en) }
  const segments = path.segments
  const params = path.params
  const hasNul = (s: string) => s.includes('\u0000')
  if (segments.some(hasNul) || [...params].some(([k, v]) => hasNul(k) || hasNul(v))) {
    return { status: 400, message: say(language, TEXTS.nul.zh, TEXTS.nul.en) }
  }
  const global = segments[0] === 'globals'
  const slug = global ? segments[1] : segments[0]
  const facts = slug ? (global ? schema.globals[slug] : schema.collections[slug]) : undefined
  if (!facts) return null
  const rest = segments.slice(global ? 2 : 1)
  const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase()
  const documentId = documentIdOf(facts.endpoints, verb, rest)
  if (schema.numericIds && documentId !== undefined && !isId(documentId)) {
    return { status: 404, message: say(language, TEXTS.notFound.zh, TEXTS.notFound.en) }
  }
  if (facts.closed || (rest[0] === 'versions' && !facts.versions) || (!global && rest[0] === 'verify' && !facts.verify)) {
    return { status: 404, message: say(language, TEXTS.notFound.zh, TEXTS.notFound.en) }
  }
  const locale = params.get('locale')
  const refusal = localeRefusal(verb, locale, schema, language) ?? countRefusal(params, language)
  if (refusal) return refusal
  const ctx: Context = { schema, facts, localeGiven: !!locale, versions: rest[0] === 'versions', language }
  const problem = queryProblem(params, ctx)
  return problem ? { status: 400, message: problem } : null
}

/** Why the `locale` of a request is refused: `all` for a write, or a language the site does not have; else null. */
function localeRefusal(verb: string, locale: string | null, schema: RestSchema, language: Language): RestRefusal | null {
  if (WRITES.has(verb) && (locale === 'all' || locale === '*')) {
    return { status: 400, message: say(language, TEXTS.writeAllLocales.zh, TEXTS.writeAllLocales.en) }
  }
  if (locale !== null && locale !== '' && !schema.locales.includes(locale) && locale !== 'all' && locale !== '*') {
    return {
      status: 400,
      message: say(
        language,
        `未知的语言 locale=${locale.slice(0, 20)}：应为 ${schema.locales.join('、')} 或 all`,
        `Unknown locale=${locale.slice(0, 20)}: use ${schema.locales.join(', ')} or all`,
      ),
    }
  }
  return null
}

/** Why `limit`, `page` or `depth` is refused: not one whole number, or a page past what can be queried; else null. */
function countRefusal(params: URLSearchParams, language: Language): RestRefusal | null {
  for (const name of COUNT_PARAMS) {
    const given = [...params].filter(([key]) => key === name || key.startsWith(`${name}[`))
    if (given.length === 0) continue
    if (given.length > 1 || given[0][0] !== name || !isCount(given[0][1])) {
      return {
        status: 400,
        message: say(
          language,
          `参数 ${name} 无效：应为一个不小于 0 的整数`,
          `Invalid ${name}: a single whole number of 0 or more is expected`,
        ),
      }
    }
  }
  const page = Number(params.get('page') || '1')
  const limit = Number(params.get('limit') || '10')
  if (page > 1 && (page - 1) * limit > Number.MAX_SAFE_INTEGER) {
    return {
      status: 400,
      message: say(
        language,
        '参数 page 与 limit 过大：超出可查询的范围',
        'page and limit are too large: past the range that can be queried',
      ),
    }
  }
  return null
}

/** What is wrong with the query's `where` (as JSON or as `where[...]` parameters) or `sort`, or null. */
function queryProblem(params: URLSearchParams, ctx: Context): string | null {
  const whereParam = params.get('where')
  if (whereParam !== null) {
    let where: unknown
    try {
      where = JSON.parse(whereParam)
    } catch {
      where = undefined
    }
    // `where=null` is no condition, except for a read of drafts, where Payload fails on it.
    if (where !== null || params.get('draft') === 'true') {
      const problem = checkWhere(where, ctx)
      if (problem) return problem
    }
  }
  const tree = whereTreeOf(params)
  if (tree) {
    const problem = checkWhere(tree, ctx)
    if (problem) return problem
  }
  const sorts = [...params].filter(([key]) => key === 'sort' || key.startsWith('sort[')).flatMap(([, value]) => value.split(','))
  for (const sort of sorts) {
    const path = sort.trim().replace(/^-/, '')
    const problem = path ? needsLocale(path, ctx) : null
    if (problem) return problem
  }
  return null
}

/**
 * What Payload does with the body of a write: `document` for a create or update (`POST /news`, `PATCH /news/12`,
 * `PATCH /news`, `POST /globals/site-settings`), which needs a JSON object; `optional` for Payload's other endpoints
 * that read a body the same way (JSON, or a form whose `_payload` field holds the JSON) but may go without one
 * (`/users/logout`, `/users/login`, `/news/12/duplicate`...); `own` for an endpoint of this site that reads its body
 * itself (`POST /redirects/import` takes CSV); `none` when no endpoint takes the request (Payload answers 404 without
 * reading the body).
 */
export type BodyRule = 'document' | 'optional' | 'own' | 'none'

/** Payload's own endpoints that read a body (src: payload/dist/{collections,auth,globals}/endpoints). */
const PAYLOAD_BODIES: Record<'collection' | 'global', Record<string, 'document' | 'optional'>> = {
  collection: {
    'post /': 'document',
    'patch /': 'document',
    'patch /:id': 'document',
    'post /:id/duplicate': 'optional',
    'post /access/:id?': 'optional',
    'post /versions/:id': 'optional',
    'post /login': 'optional',
    'post /logout': 'optional',
    'post /refresh-token': 'optional',
    'post /first-register': 'optional',
    'post /forgot-password': 'optional',
    'post /reset-password': 'optional',
    'post /unlock': 'optional',
    'post /verify/:id': 'optional',
    'post /:id/api-key/reveal': 'optional',
  },
  global: { 'post /': 'document', 'post /access': 'optional', 'post /versions/:id': 'optional' },
}
/** Payload's endpoints of its own collections (the admin's preferences: a JSON body, `value` or the whole). */
const PAYLOAD_COLLECTION_BODIES: Record<string, Record<string, 'optional'>> = {
  'payload-preferences': { 'post /:key': 'optional' },
}

/**
 * Payload's endpoints at the API's root that read a JSON object: `POST /api/reorder` (orderable collections) took
 * `null` or a list for a body and answered 500.
 */
const PAYLOAD_ROOT_BODIES: Record<string, 'document'> = { 'post /reorder': 'document' }

type Target = { slug: string; facts: CollectionFacts; global: boolean; rest: string[]; params: URLSearchParams }

/** The collection or global a REST path names, or null (another path, or one Payload's parser would refuse). */
function targetOf(url: string, schema: RestSchema): Target | null {
  const path = apiPath(url)
  if (!path?.segments) return null
  const { segments, params } = path
  const global = segments[0] === 'globals'
  const slug = global ? segments[1] : segments[0]
  const facts = slug ? (global ? schema.globals[slug] : schema.collections[slug]) : undefined
  return facts && slug ? { slug, facts, global, rest: segments.slice(global ? 2 : 1), params } : null
}

/** What the endpoint this write goes to does with its body (`BodyRule`). */
export function restBodyRuleOf(method: string, url: string, schema: RestSchema): BodyRule {
  const target = targetOf(url, schema)
  const verb = method.toLowerCase()
  if (!target) {
    const segments = apiPath(url)?.segments
    return (segments?.length === 1 && PAYLOAD_ROOT_BODIES[`${verb} /${segments[0]}`]) || 'none'
  }
  const endpoint = target.facts.endpoints.find((e) => e.method.toLowerCase() === verb && matchPath(e.path, target.rest))
  if (!endpoint) return 'none'
  const key = `${verb} ${endpoint.path}`
  if (!target.global && PAYLOAD_COLLECTION_BODIES[target.slug]?.[key]) return PAYLOAD_COLLECTION_BODIES[target.slug][key]
  return PAYLOAD_BODIES[target.global ? 'global' : 'collection'][key] ?? 'own'
}

/**
 * The address of a write (POST, PATCH, PUT) to a collection or global that names no `locale`, with the default
 * language named (`?locale=zh`); null when the request names one, is no write, or goes elsewhere. Payload leaves the
 * locale of such a write empty (localization without fallback) and then stores no localized field at all.
 */
export function withWriteLocale(method: string, url: string, schema: RestSchema): string | null {
  if (!WRITES.has(method.toLowerCase()) || !schema.defaultLocale) return null
  const target = targetOf(url, schema)
  if (!target || target.params.get('locale')) return null
  const parsed = new URL(url)
  if (!parsed.searchParams.has('locale')) {
    parsed.search = `${parsed.search ? `${parsed.search}&` : '?'}locale=${schema.defaultLocale}`
    return parsed.toString()
  }
  parsed.searchParams.delete('locale') // `locale=` (empty)
  parsed.searchParams.append('locale', schema.defaultLocale)
  return parsed.toString()
}

type ConfigField = {
  name?: string
  type: string
  options?: (string | { value: string })[]
  localized?: boolean
  relationTo?: string | string[]
  flattenedFields?: ConfigField[]
}
type ConfigEntity = {
  slug: string
  versions?: unknown
  auth?: unknown
  flattenedFields?: ConfigField[]
  fields?: ConfigField[]
  endpoints?: false | { path: string; method: string }[]
}
export type RestConfig = {
  collections?: ConfigEntity[]
  globals?: ConfigEntity[]
  localization?: false | { localeCodes?: string[]; defaultLocale?: string }
  db?: { defaultIDType?: string }
}

function fieldsOf(fields: ConfigField[] | undefined): Record<string, FieldFacts> {
  const out: Record<string, FieldFacts> = {}
  for (const field of fields ?? []) {
    if (!field.name) continue
    const localized = field.localized === true
    if ((field.type === 'group' || field.type === 'array') && field.flattenedFields) {
      out[field.name] = { kind: 'other', localized, fields: fieldsOf(field.flattenedFields) }
      continue
    }
    const single = (field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string'
    const choice = (field.type === 'select' || field.type === 'radio') && Array.isArray(field.options)
    const kind: FieldKind =
      field.type === 'date'
        ? 'date'
        : field.type === 'point'
          ? 'point'
          : single
            ? 'relation'
            : choice
              ? 'choice'
              : field.type === 'number' || field.type === 'checkbox'
                ? 'number'
                : 'other'
    out[field.name] = {
      kind,
      localized,
      ...(single ? { relationTo: field.relationTo as string } : {}),
      ...(choice ? { options: field.options!.map((o) => (typeof o === 'string' ? o : String(o.value))) } : {}),
    }
  }
  return out
}

function factsOf(entity: ConfigEntity): CollectionFacts {
  return {
    fields: fieldsOf(entity.flattenedFields ?? entity.fields),
    endpoints: Array.isArray(entity.endpoints) ? entity.endpoints.map((e) => ({ method: String(e.method), path: String(e.path) })) : [],
    versions: Boolean(entity.versions),
    closed: entity.endpoints === false,
    verify: typeof entity.auth === 'object' && entity.auth !== null && Boolean((entity.auth as { verify?: unknown }).verify),
  }
}

/** What the checks need from Payload's sanitized config. */
export function restSchemaOf(config: RestConfig): RestSchema {
  return {
    numericIds: config.db?.defaultIDType === 'number',
    locales: config.localization ? (config.localization.localeCodes ?? []) : [],
    defaultLocale: config.localization ? config.localization.defaultLocale : undefined,
    collections: Object.fromEntries((config.collections ?? []).map((c) => [c.slug, factsOf(c)])),
    globals: Object.fromEntries((config.globals ?? []).map((g) => [g.slug, factsOf(g)])),
  }
}

/**
 * For the REST route: a function answering the refusal of a request as Payload would (or null to hand it to Payload).
 * The schema is read from the config once.
 */
export function restGuard(config: Promise<unknown> | unknown): (request: Request) => Promise<Response | null> {
  let schema: Promise<RestSchema> | undefined
  return async (request) => {
    schema ??= Promise.resolve(config).then((c) => restSchemaOf(c as RestConfig))
    const language = restLanguageOf(request.headers)
    const refusal = restRefusal(request.method, request.url, await schema, language)
    if (!refusal) return null
    return Response.json({ errors: [{ message: refusal.message }] }, { status: refusal.status, headers: { 'cache-control': 'no-store' } })
  }
}
