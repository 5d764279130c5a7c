/**
 * The contact form's rules (contract 4): one definition that the browser and the server both run.
 */
// zod's tree-shakable build: the same rules in a fraction of the bytes the browser downloads with the form.
import * as z from 'zod/mini'

import { inLanguage, type Locale, type PerLanguage } from '@/i18n/locales'

import { isRequestKind, PRODUCT_PATTERN } from './contact-context'
import { isEmpty } from './empty'

export { isRequestKind, REQUEST_KIND_LABELS, REQUEST_KINDS, type RequestKind, requestKindLabel } from './contact-context'

export const CONTACT_LIMITS = {
  name: 50,
  phoneMin: 5,
  phoneMax: 30,
  email: 100,
  requirement: 2000,
  organisation: 100,
  province: 30,
  product: 60,
} as const

/** The contract's fields (required), then the optional context of a call to action and the visitor's organisation. */
const CONTACT_REQUIRED_FIELDS = ['name', 'phone', 'email', 'requirement'] as const
const CONTACT_OPTIONAL_FIELDS = ['kind', 'product', 'organisation', 'province'] as const
export const CONTACT_FIELDS = [...CONTACT_REQUIRED_FIELDS, ...CONTACT_OPTIONAL_FIELDS] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

export const contactMessages = {
  zh: {
    nameEmpty: '姓名不能为空',
    phoneEmpty: '电话/手机不能为空',
    emailEmpty: '邮箱不能为空',
    emailInvalid: '请输入正确的邮箱地址',
    requirementEmpty: '需求不能为空',
    success: '提交成功，我们将在24小时内与您联系',
    nameTooLong: `姓名不能超过 ${CONTACT_LIMITS.name} 个字符`,
    phoneInvalid: `电话/手机应为 ${CONTACT_LIMITS.phoneMin} 到 ${CONTACT_LIMITS.phoneMax} 位，只能包含数字、空格、+、-、( )`,
    emailTooLong: `邮箱不能超过 ${CONTACT_LIMITS.email} 个字符`,
    requirementTooLong: `需求不能超过 ${CONTACT_LIMITS.requirement} 个字符`,
    kindInvalid: '请求类型无效：应为 trial（试用）、demo（演示）、quote（报价）或 consultation（咨询）',
    productInvalid: `产品或方案无效：应为页面的路由名，最多 ${CONTACT_LIMITS.product} 个字符`,
    productUnknown: '没有这个产品或方案',
    organisationTooLong: `单位名称不能超过 ${CONTACT_LIMITS.organisation} 个字符`,
    provinceTooLong: `省份不能超过 ${CONTACT_LIMITS.province} 个字符`,
  },
  en: {
    nameEmpty: 'Name cannot be empty',
    phoneEmpty: 'Phone or mobile cannot be empty',
    emailEmpty: 'E-mail cannot be empty',
    emailInvalid: 'Please enter the correct e-mail address',
    requirementEmpty: 'Requirement cannot be empty',
    success: 'Submitted successfully. We will call you back within 24 hours.',
    nameTooLong: `Name must be at most ${CONTACT_LIMITS.name} characters`,
    phoneInvalid: `Phone or mobile must be ${CONTACT_LIMITS.phoneMin} to ${CONTACT_LIMITS.phoneMax} characters of digits, spaces, +, -, ( and )`,
    emailTooLong: `E-mail must be at most ${CONTACT_LIMITS.email} characters`,
    requirementTooLong: `Requirement must be at most ${CONTACT_LIMITS.requirement} characters`,
    kindInvalid: 'Unknown request kind: use trial, demo, quote or consultation',
    productInvalid: `Invalid product or solution: a page's route name of at most ${CONTACT_LIMITS.product} characters`,
    productUnknown: 'There is no such product or solution',
    organisationTooLong: `Organisation must be at most ${CONTACT_LIMITS.organisation} characters`,
    provinceTooLong: `Province must be at most ${CONTACT_LIMITS.province} characters`,
  },
} as const satisfies PerLanguage<Record<string, string>>

const PHONE_PATTERN = /^[0-9 +\-()]+$/
/**
 * An e-mail address the leads collection accepts too (its e-mail field has a check of its own; an address the form
 * took and the store refused would fail the submission): a local part of letters, digits and
 * `_!#$%&'*+/=?^\`{|}~-` in dot-separated runs; one `@`; a domain of at least two labels of letters, digits and
 * inner hyphens, the last of two or more letters. ASCII only.
 */
const EMAIL_LOCAL = /^[A-Za-z0-9_!#$%&'*+/=?^`{|}~-]+(\.[A-Za-z0-9_!#$%&'*+/=?^`{|}~-]+)*$/
const EMAIL_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/

export function isEmailAddress(value: string): boolean {
  const at = value.indexOf('@')
  if (at < 1 || at !== value.lastIndexOf('@')) return false
  const labels = value.slice(at + 1).split('.')
  return (
    EMAIL_LOCAL.test(value.slice(0, at)) &&
    labels.length >= 2 &&
    labels.every((label) => EMAIL_LABEL.test(label)) &&
    /^[A-Za-z]{2,}$/.test(labels[labels.length - 1])
  )
}

/** Counts characters as people do (an emoji or a CJK character is one). */
const length = (value: string) => Array.from(value).length

/** Control characters other than tab and line breaks: never meant, and PostgreSQL refuses NUL in text. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

function text(emptyMessage: string) {
  const cleaned = z.pipe(
    z.unknown(),
    z.transform((v) => (typeof v === 'string' ? v.replace(CONTROL_CHARACTERS, '') : v)),
  )
  // Only text (or a number typed into a text field) counts as a value.
  const present = cleaned.check(
    z.refine((v) => (typeof v === 'string' || typeof v === 'number') && !isEmpty(v), { message: emptyMessage, abort: true }),
  )
  return z.pipe(
    present,
    z.transform((v) => String(v).trim()),
  )
}

/**
 * An optional field: text (or a number) trimmed, '' when empty; anything else (an object, a list) is refused with
 * `invalid`, as is text over `limit` characters (`tooLong`).
 */
function optionalText(limit: number, tooLong: string, invalid = tooLong) {
  const present = z
    .pipe(
      z.unknown(),
      z.transform((v) => (typeof v === 'string' ? v.replace(CONTROL_CHARACTERS, '') : v)),
    )
    .check(
      z.refine((v) => v === undefined || v === null || typeof v === 'string' || typeof v === 'number', { message: invalid, abort: true }),
    )
  return z
    .pipe(
      present,
      z.transform((v) => (v === undefined || v === null ? '' : String(v).trim())),
    )
    .check(z.refine((v) => length(v) <= limit, { message: tooLong, abort: true }))
}

function contactSchema(locale: Locale) {
  const m = inLanguage(contactMessages, locale)
  return z.object({
    name: text(m.nameEmpty).check(z.refine((v) => length(v) <= CONTACT_LIMITS.name, { message: m.nameTooLong })),
    phone: text(m.phoneEmpty).check(
      z.refine((v) => PHONE_PATTERN.test(v) && v.length >= CONTACT_LIMITS.phoneMin && v.length <= CONTACT_LIMITS.phoneMax, {
        message: m.phoneInvalid,
      }),
    ),
    email: text(m.emailEmpty).check(
      z.refine((v) => length(v) <= CONTACT_LIMITS.email, { message: m.emailTooLong, abort: true }),
      z.refine((v) => isEmailAddress(v), { message: m.emailInvalid }),
    ),
    requirement: text(m.requirementEmpty).check(
      z.refine((v) => length(v) <= CONTACT_LIMITS.requirement, { message: m.requirementTooLong }),
    ),
    kind: z.optional(optionalText(40, m.kindInvalid).check(z.refine((v) => v === '' || isRequestKind(v), { message: m.kindInvalid }))),
    product: z.optional(
      optionalText(CONTACT_LIMITS.product, m.productInvalid).check(
        z.refine((v) => v === '' || PRODUCT_PATTERN.test(v), { message: m.productInvalid }),
      ),
    ),
    organisation: z.optional(optionalText(CONTACT_LIMITS.organisation, m.organisationTooLong)),
    province: z.optional(optionalText(CONTACT_LIMITS.province, m.provinceTooLong)),
  })
}

/** A checked submission; the optional fields may be missing (a lead spooled before they existed, a test's input). */
export type ContactInput = z.output<ReturnType<typeof contactSchema>>

export type ContactValidation =
  { ok: true; data: ContactInput } | { ok: false; errors: Partial<Record<ContactField, string>>; firstError: string }

/** Validates a submission; on failure, one message per field (the first that applies) and the first overall. */
export function validateContact(input: unknown, locale: Locale): ContactValidation {
  const source = input && typeof input === 'object' ? input : {}
  const result = contactSchema(locale).safeParse(source)
  if (result.success) return { ok: true, data: result.data }
  const errors: Partial<Record<ContactField, string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField
    if (CONTACT_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message
  }
  const firstField = CONTACT_FIELDS.find((f) => errors[f])
  return { ok: false, errors, firstError: firstField ? errors[firstField]! : inLanguage(contactMessages, locale).nameEmpty }
}

/**
 * A new submission id for the contact form (the idempotency key's random part, src/content/contact.ts): 32 hex
 * digits from the platform's random source, which browsers give on plain HTTP too (randomUUID only on HTTPS).
 */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
