import { type Endpoint, type PayloadRequest, restoreVersionOperation, type SanitizedConfig, type TaskHandler } from 'payload'

import { hasRole } from '@/access/roles'
import { adminText, isLocale, LANGUAGES, type Locale, LOCALES } from '@/i18n/locales'
import { type FieldLike, languagesWithTitle, withoutLanguage } from '@/lib/translation-state'
import { unknownLanguageMessage } from '@/lib/version-texts'

/**
 * `POST /api/{collection}/{id}/unpublish-language?locale=en`: takes one language of a published document off the site
 * and leaves the others live (the document's "unpublish" takes every language down). Editors and administrators.
 *
 * The published document without that language is written as Payload restores a version (so its hooks run: caches,
 * search, sitemap, Baidu, audit) and becomes the newest published version, from which a later publish of another
 * language goes on (so the language does not come back with it). Every language's newest draft is then kept as the
 * newest draft: the text taken down is not lost and goes live again when its language is published.
 *
 * Scheduled (`POST /api/{collection}/{id}/schedule` with `{"type": "unpublish", "locale": "en"}`, or the band's
 * "计划撤下 / Schedule take-off"), the same happens at its time: see `scheduleTakesOneLanguageOff`.
 */

type Doc = Record<string, unknown>

const mayPublish = hasRole('admin', 'editor')
const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
const refusal = (status: number, message: string) => json(status, { errors: [{ message }] })

/** The published document in every language (null when there is none), and the languages it is on the site in. */
async function onTheSite(req: PayloadRequest, slug: string, id: number): Promise<{ live: Doc | null; held: string[] }> {
  const titleField = req.payload.collections[slug as 'news']?.config.admin?.useAsTitle
  const live = (await req.payload.findByID({
    collection: slug as 'news',
    id,
    locale: 'all',
    draft: false,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as unknown as Doc | null
  const held = live?._status === 'published' ? languagesWithTitle(titleField ? live[titleField] : undefined) : []
  return { live, held }
}

type Checked = { refusal: Response } | { language: Locale; live: Doc }

async function check(req: PayloadRequest, slug: string, id: number): Promise<Checked> {
  const ui = req.i18n?.language
  const asked = req.searchParams.get('locale')
  if (!mayPublish(req.user))
    return {
      refusal: refusal(
        403,
        adminText(ui, { zh: '只有编辑和管理员可以撤下内容。', en: 'Only editors and administrators may take content down.' }),
      ),
    }
  if (!isLocale(asked) || !LOCALES.includes(asked)) return { refusal: refusal(400, unknownLanguageMessage(ui)) }
  const name = adminText(ui, LANGUAGES[asked].adminName)
  const { live, held } = await onTheSite(req, slug, id)
  if (!live) return { refusal: refusal(404, adminText(ui, { zh: '未找到。', en: 'Not found.' })) }
  if (!held.includes(asked))
    return {
      refusal: refusal(
        400,
        adminText(ui, { zh: `${name}内容不在网站上，无需撤下。`, en: `The ${name} text is not on the site: nothing to take down.` }),
      ),
    }
  if (held.length === 1)
    return {
      refusal: refusal(
        400,
        adminText(ui, {
          zh: `${name}是网站上唯一的语言：要撤下整个条目，请用“取消发布”。`,
          en: `${name} is the only language on the site: to take the whole item down, use "Unpublish".`,
        }),
      ),
    }
  return { language: asked, live }
}

/** Writes the published document `live` without `language` as its newest published version, then keeps every draft. */
async function takeLanguageOff(req: PayloadRequest, slug: string, id: number, language: Locale, live: Doc): Promise<void> {
  const collection = req.payload.collections[slug as 'news']
  const newestDraft = (await req.payload.findByID({
    collection: slug as 'news',
    id,
    locale: 'all',
    draft: true,
    depth: 0,
    overrideAccess: true,
    req,
  })) as unknown as Doc
  const { id: _id, ...published } = withoutLanguage(collection.config.fields as unknown as FieldLike[], live, language)
  void _id
  const at = () => new Date().toISOString()
  const stepping = await req.payload.db.createVersion({
    collectionSlug: slug as 'news',
    parent: id,
    versionData: { ...published, _status: 'published' } as never,
    autosave: false,
    createdAt: at(),
    updatedAt: at(),
    req,
  })
  req.context = { ...req.context, unpublishedLanguage: language }
  try {
    await restoreVersionOperation({ id: String(stepping.id), collection, draft: false, overrideAccess: true, req })
  } finally {
    await req.payload.db.deleteVersions({ collection: slug as 'news', where: { id: { equals: stepping.id } }, req })
  }
  const { id: _draftId, ...draft } = newestDraft
  void _draftId
  await req.payload.db.createVersion({
    collectionSlug: slug as 'news',
    parent: id,
    versionData: { ...draft, _status: 'draft', updatedAt: at() } as never,
    autosave: false,
    createdAt: at(),
    updatedAt: at(),
    req,
  })
}

async function unpublishLanguage(req: PayloadRequest, slug: string): Promise<Response> {
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id) || id <= 0) return refusal(404, adminText(req.i18n?.language, { zh: '未找到。', en: 'Not found.' }))
  const checked = await check(req, slug, id)
  if ('refusal' in checked) return checked.refusal
  const { language, live } = checked
  await takeLanguageOff(req, slug, id, language, live)
  const name = adminText(req.i18n?.language, LANGUAGES[language].adminName)
  return json(200, {
    message: adminText(req.i18n?.language, {
      zh: `已从网站撤下${name}内容，其他语言不变；${name}草稿保留，发布后重新上线。`,
      en: `The ${name} text is off the site; other languages are unchanged. The ${name} draft is kept and goes live again when published.`,
    }),
  })
}

export function unpublishLanguageEndpoint(slug: string): Endpoint {
  return {
    path: '/:id/unpublish-language',
    method: 'post',
    handler: (req) => unpublishLanguage(req, slug),
  }
}

type ScheduleInput = {
  type?: 'publish' | 'unpublish'
  locale?: string
  doc?: { relationTo: string; value: number | string }
  user?: { relationTo: string; value: number | string }
}

/**
 * A scheduled take-off of one language (`schedulePublish` job with `type: "unpublish"` and a `locale`), which Payload's
 * own task would run as an unpublish of the whole document. At its time:
 * - that language and another are on the site: that language leaves it, as "从网站撤下英文" does now;
 * - that language alone is on the site: the item leaves the site (what was asked: that language is no longer shown);
 * - that language is not on the site (already taken down, or never published): nothing changes.
 * It runs as the person who scheduled it (the audit log names them). Every other job goes to Payload's task.
 */
function languageAwareSchedule(original: TaskHandler<'schedulePublish'>): TaskHandler<'schedulePublish'> {
  return async (args) => {
    const input = args.input as ScheduleInput
    const { req } = args
    if (input.type !== 'unpublish' || !input.doc || !isLocale(input.locale) || !LOCALES.includes(input.locale)) return original(args)
    const slug = input.doc.relationTo
    const id = Number(input.doc.value)
    const { live, held } = await onTheSite(req, slug, id)
    if (!live || !held.includes(input.locale)) return { output: {} }
    if (held.length === 1) return original(args)
    if (input.user) {
      const user = await req.payload.findByID({
        collection: input.user.relationTo as 'users',
        id: input.user.value,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
      if (user) req.user = { ...user, collection: 'users' }
    }
    await takeLanguageOff(req, slug, id, input.locale, live)
    return { output: {} }
  }
}

/** Payload adds its `schedulePublish` task while building the config; its handler is wrapped here, after that. */
export function scheduleTakesOneLanguageOff(config: SanitizedConfig): SanitizedConfig {
  const task = config.jobs?.tasks?.find((t) => t.slug === 'schedulePublish')
  if (task && typeof task.handler === 'function') task.handler = languageAwareSchedule(task.handler as TaskHandler<'schedulePublish'>)
  return config
}
