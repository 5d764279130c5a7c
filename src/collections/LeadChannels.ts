import {
  type CollectionConfig,
  type Field,
  type FieldHook,
  type PayloadRequest,
  type TextFieldSingleValidation,
  ValidationError,
} from 'payload'

import { adminOnly } from '@/access/roles'
import { sendTestAlert } from '@/content/lead-alerts'
import { env } from '@/env'
import { ADMIN_LANGUAGES, adminText, DEFAULT_ADMIN_LANGUAGE, isLocale, LANGUAGES, LOCALES } from '@/i18n/locales'
import { REQUEST_KIND_LABELS, REQUEST_KINDS } from '@/lib/contact-form'
import { isClockTime, ROBOT_KINDS, ROBOT_LABELS, type RobotKind, webhookProblem } from '@/lib/lead-alerts'
import { CLEAR_SECRETS, isMask, isSealed, mask, seal, unseal } from '@/lib/secret-box'

/**
 * Where lead alerts go (issue 59): group chat robots of WeCom, DingTalk and Feishu, each with the leads it takes
 * (request kind, language, product and region words), its quiet hours and whether phone and e-mail may go into the
 * group. Administrators only. The robot's address and signing secret are stored encrypted (src/lib/secret-box.ts),
 * shown masked, never sent to a browser in clear: a form that sends the mask back keeps the stored value. Changes
 * are in the audit log (src/collections/history.ts). Sending: src/content/lead-alerts.ts.
 */

/** The value as stored (sealed): the `originalDoc` of a hook has been read through `maskOnRead` already. */
async function storedValue(req: PayloadRequest, id: unknown, name: string): Promise<unknown> {
  if (id === undefined || id === null) return null
  const raw = (await req.payload.db.findOne({ collection: 'lead-channels', where: { id: { equals: id } }, req })) as Record<
    string,
    unknown
  > | null
  return raw?.[name] ?? null
}

/**
 * Stores what was typed sealed, once it passes; keeps the stored value when the form sent the mask back (or nothing).
 * Payload runs a field's beforeChange hooks before its `validate`, so the address is checked here, on the clear text.
 */
const sealOnSave: FieldHook = async ({ value, originalDoc, field, req, siblingData }) => {
  const name = (field as { name: string }).name
  if (value === undefined || value === null || isMask(value)) return storedValue(req, originalDoc?.id, name)
  const typed: string = typeof value === 'string' ? value.trim() : ''
  if (typed === '') return ''
  if (isSealed(typed)) return storedValue(req, originalDoc?.id, name)
  if (name === 'webhook') {
    const kind = (siblingData as { kind?: RobotKind }).kind ?? (originalDoc as { kind?: RobotKind } | undefined)?.kind ?? 'wecom'
    const problem = webhookProblem(kind, typed, env.leadAlertHosts)
    if (problem)
      throw new ValidationError(
        { collection: 'lead-channels', errors: [{ path: name, message: adminText(req.i18n?.language, problem) }] },
        req.t,
      )
  }
  return seal(typed, env.payloadSecret)
}

/** Shows a masked value, or the clear text to the sender. */
const maskOnRead: FieldHook = ({ value, req }) => {
  if (typeof value !== 'string' || value === '') return value
  const clear = unseal(value, env.payloadSecret) ?? ''
  return req.context?.[CLEAR_SECRETS] === true ? clear : mask(clear)
}

const validateWebhook: TextFieldSingleValidation = (value, { req }) =>
  value ? true : adminText(req.i18n?.language, { zh: '请填写机器人的 Webhook 地址', en: "Enter the robot's webhook address" })

const validateClock: TextFieldSingleValidation = (value, { req }) =>
  !value || isClockTime(value)
    ? true
    : adminText(req.i18n?.language, { zh: '请按 时:分 填写，如 22:00', en: 'Write it as hours:minutes, e.g. 22:00' })

const validateLanguages = (value: unknown, { req }: { req: { i18n?: { language?: string } } }) => {
  const wrong = (Array.isArray(value) ? value : []).filter((code) => !isLocale(String(code)))
  return wrong.length === 0
    ? true
    : adminText(req.i18n?.language, {
        zh: `没有这种语言：${wrong.join('、')}（可用 ${LOCALES.join('、')}）`,
        en: `No such language: ${wrong.join(', ')} (use ${LOCALES.join(', ')})`,
      })
}

const secretField = (name: 'webhook' | 'secret', extra: Partial<Field>): Field =>
  ({
    name,
    type: 'text',
    hooks: { beforeChange: [sealOnSave], afterRead: [maskOnRead] },
    ...extra,
  }) as Field

export const LeadChannels: CollectionConfig = {
  slug: 'lead-channels',
  labels: { singular: { zh: '线索提醒渠道', en: 'Lead alert channel' }, plural: { zh: '线索提醒渠道', en: 'Lead alert channels' } },
  admin: {
    useAsTitle: 'name',
    group: { zh: '线索', en: 'Leads' },
    defaultColumns: ['name', 'kind', 'enabled', 'updatedAt'],
    description: {
      zh: '新线索提交后一分钟内发到企业微信、钉钉或飞书群。消息含线索编号、类型、产品、地区和后台链接；手机号和邮箱只在勾选后发送。',
      en: 'New leads reach a WeCom, DingTalk or Feishu group within a minute: the lead number, kind, product, region and a link to it in the admin; phone and e-mail only where ticked.',
    },
  },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  hooks: {
    // A channel turned on (or saved on) sends what waited for it at the queue's next run.
    afterChange: [
      async ({ doc, req }) => {
        if (doc.enabled) await req.payload.jobs.queue({ task: 'alertLeads', input: {}, req })
        return doc
      },
    ],
  },
  endpoints: [
    {
      // POST /api/lead-channels/:id/test: a test message now, and the platform's answer in the editor's language.
      path: '/:id/test',
      method: 'post',
      handler: async (req) => {
        if (!(await adminOnly({ req } as never))) return Response.json({ message: 'Forbidden' }, { status: 403 })
        const id = Number(req.routeParams?.id)
        const result = await sendTestAlert(req.payload, id)
        if (!result) {
          const message = adminText(req.i18n?.language, { zh: '没有这个渠道', en: 'No such channel' })
          return Response.json({ ok: false, message }, { status: 404 })
        }
        return Response.json({ ok: result.ok, message: adminText(req.i18n?.language, result.message) }, { status: result.ok ? 200 : 502 })
      },
    },
  ],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80, label: { zh: '名称', en: 'Name' } },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'wecom',
          label: { zh: '平台', en: 'Platform' },
          options: ROBOT_KINDS.map((value) => ({ value, label: ROBOT_LABELS[value] })),
        },
        { name: 'enabled', type: 'checkbox', defaultValue: true, label: { zh: '启用', en: 'On' } },
      ],
    },
    secretField('webhook', {
      required: true,
      validate: validateWebhook,
      label: { zh: 'Webhook 地址', en: 'Webhook address' },
      admin: {
        description: {
          zh: '群设置 → 群机器人 → 添加机器人后复制的地址。保存后加密存储，只显示末四位；不改就保留原值。',
          en: "Copied from the group's robot settings. Stored encrypted and shown by its last four characters; leave it as shown to keep it.",
        },
      },
    }),
    secretField('secret', {
      label: { zh: '加签密钥（钉钉、飞书）', en: 'Signing secret (DingTalk, Feishu)' },
      admin: {
        description: {
          zh: '机器人安全设置选“加签”时填写（钉钉以 SEC 开头）。加密存储。',
          en: "When the robot's security setting is signing (DingTalk's starts with SEC). Stored encrypted.",
        },
      },
    }),
    {
      name: 'keyword',
      type: 'text',
      maxLength: 30,
      label: { zh: '自定义关键词', en: 'Custom keyword' },
      admin: {
        description: {
          zh: '机器人安全设置选“自定义关键词”时填写，每条消息以它开头。',
          en: "When the robot's security setting is a custom keyword: every message starts with it.",
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'messageLanguage',
          type: 'select',
          required: true,
          defaultValue: DEFAULT_ADMIN_LANGUAGE,
          label: { zh: '消息语言', en: 'Message language' },
          options: ADMIN_LANGUAGES.map((value) => ({ value, label: LANGUAGES[value].adminName })),
        },
        { name: 'includeOrganisation', type: 'checkbox', defaultValue: true, label: { zh: '包含单位名称', en: 'Include the company' } },
        {
          name: 'includeContact',
          type: 'checkbox',
          defaultValue: false,
          label: { zh: '包含姓名、电话和邮箱', en: 'Include name, phone and e-mail' },
          admin: {
            description: {
              zh: '勾选后个人信息会发到群聊里，请确认群成员都可以看到。',
              en: 'Personal details then go into the group chat: tick only if everyone in it may see them.',
            },
          },
        },
      ],
    },
    {
      name: 'rules',
      type: 'group',
      label: { zh: '发送哪些线索（留空为全部）', en: 'Which leads (empty: all)' },
      fields: [
        {
          name: 'requestKinds',
          type: 'select',
          hasMany: true,
          label: { zh: '请求类型', en: 'Request kinds' },
          options: REQUEST_KINDS.map((value) => ({ value, label: REQUEST_KIND_LABELS[value] })),
        },
        {
          // Codes, not a select: a select of the site's languages would be a database enum that changes with SITE_LOCALES.
          name: 'languages',
          type: 'text',
          hasMany: true,
          validate: validateLanguages,
          label: { zh: '语言（代码）', en: 'Languages (codes)' },
          admin: { description: { zh: `留言的语言：${LOCALES.join('、')}`, en: `The lead's language: ${LOCALES.join(', ')}` } },
        },
        {
          name: 'products',
          type: 'textarea',
          label: { zh: '产品（含其中一个词）', en: 'Products (containing one of these words)' },
          admin: { description: { zh: '每行一个，或用逗号分隔，如 AIRoad', en: 'One a line, or comma separated, e.g. AIRoad' } },
        },
        {
          name: 'provinces',
          type: 'textarea',
          label: { zh: '地区（含其中一个词）', en: 'Regions (containing one of these words)' },
          admin: { description: { zh: '如 江苏, 浙江', en: 'e.g. 江苏, 浙江' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'quietFrom',
          type: 'text',
          validate: validateClock,
          label: { zh: '免打扰开始（北京时间）', en: 'Quiet from (Beijing time)' },
          admin: { placeholder: '22:00' },
        },
        {
          name: 'quietTo',
          type: 'text',
          validate: validateClock,
          label: { zh: '免打扰结束', en: 'Quiet until' },
          admin: {
            placeholder: '08:00',
            description: { zh: '期间的线索在结束时合并成一条发送。', en: 'Leads in between go as one message when it ends.' },
          },
        },
      ],
    },
    {
      name: 'test',
      type: 'ui',
      label: { zh: '测试', en: 'Test' },
      admin: { components: { Field: '@/components/admin/LeadChannelTest#LeadChannelTest' } },
    },
  ],
}
