import type { CollectionAfterDeleteHook, Endpoint, PayloadHandler } from 'payload'

import { hasRole } from '@/access/roles'
import { adminInEnglish, isLocale } from '@/i18n/locales'
import { ADMIN_TIME_ZONE } from '@/lib/admin-dates'

const mayPublish = hasRole('admin', 'editor')

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/**
 * `POST /api/{collection}/{id}/schedule` with `{"type": "publish" | "unpublish", "at": ISO time, "locale"?: "zh" | "en"}`:
 * the same scheduled publish as the admin's "Schedule" button (a `schedulePublish` job run by the server's jobs queue
 * on JOBS_CRON), for scripts and integrations. Editors and administrators only.
 */
function scheduleHandler(collection: string): PayloadHandler {
  return async (req) => {
    const en = adminInEnglish(req.i18n?.language)
    if (!mayPublish(req.user))
      return json(403, { errors: [{ message: en ? 'Only editors and administrators may schedule.' : '只有编辑和管理员可以计划发布。' }] })
    const id = Number(req.routeParams?.id)
    let body: { type?: unknown; at?: unknown; locale?: unknown } = {}
    try {
      body = ((await req.json?.()) ?? {}) as typeof body
    } catch {
      body = {}
    }
    const type = body.type === undefined ? 'publish' : body.type
    const at = typeof body.at === 'string' ? new Date(body.at) : null
    const locale = body.locale === undefined ? undefined : body.locale
    if (
      !Number.isInteger(id) ||
      id <= 0 ||
      (type !== 'publish' && type !== 'unpublish') ||
      !at ||
      Number.isNaN(at.getTime()) ||
      (locale !== undefined && !isLocale(locale))
    ) {
      return json(400, {
        errors: [
          {
            message: en
              ? 'Send {"type": "publish" | "unpublish", "at": an ISO time, "locale"?: "zh" | "en"}.'
              : '请发送 {"type": "publish" 或 "unpublish", "at": ISO 时间, "locale"?: "zh" 或 "en"}。',
          },
        ],
      })
    }
    if (at.getTime() < Date.now() - 60_000) return json(400, { errors: [{ message: en ? 'The time has passed.' : '该时间已过去。' }] })
    const doc = await req.payload.findByID({
      collection: collection as 'news',
      id,
      depth: 0,
      draft: true,
      req,
      disableErrors: true,
      overrideAccess: false,
    })
    if (!doc) return json(404, { errors: [{ message: en ? 'Not found.' : '未找到。' }] })
    // The job as Payload's own "预约发布" drawer queues it, so that the drawer lists it: the document's id as a string
    // (the drawer finds a document's jobs by `input.doc.value` equal to it; Payload's task turns it back into a
    // number) and a time zone (the drawer shows one; the admin's default, not part of the task's declared input).
    const input = {
      type,
      ...(locale ? { locale } : {}),
      timezone: ADMIN_TIME_ZONE,
      doc: { relationTo: collection, value: String(id) },
      user: { relationTo: 'users', value: req.user!.id },
    }
    const job = await req.payload.jobs.queue({ task: 'schedulePublish', waitUntil: at, input: input as never, req })
    return json(201, { id: job.id, waitUntil: at.toISOString(), type })
  }
}

export function scheduleEndpoint(collection: string): Endpoint {
  return { path: '/:id/schedule', method: 'post', handler: scheduleHandler(collection) }
}

/**
 * A deleted document's scheduled publishes and unpublishes go with it: left queued, they would fail at their time, and
 * on SQLite, which gives a deleted row's id to the next new row, they would publish or take down a later document
 * (and show in its "预约发布" drawer). Jobs store the id as a string (Payload's drawer) or, queued before, a number.
 */
export const dropSchedules: CollectionAfterDeleteHook = async ({ id, collection, req }) => {
  await req.payload.delete({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { 'input.doc.relationTo': { equals: collection.slug } },
        { or: [{ 'input.doc.value': { equals: String(id) } }, { 'input.doc.value': { equals: Number(id) } }] },
      ],
    },
    overrideAccess: true,
    req,
  })
}
