/**
 * Checks of the contact details the public site shows (site settings): phone numbers, http(s) addresses and https-only
 * addresses, refused on save with a message in the editor's language. E-mail addresses are Payload's `email` fields
 * (their own check, in the editor's language).
 */
import type { PayloadRequest, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { adminText } from '@/i18n/locales'
import { isDisplayPhone } from '@/lib/validators'

const languageOf = (req: Partial<PayloadRequest> | undefined) => req?.i18n?.language

const MESSAGES = {
  phone: {
    zh: '电话号码无效：只能包含数字、空格、+、-、括号，可带分机（如 400-800-1234、010-12345678 转 123）',
    en: 'Invalid phone number: use digits, spaces, +, - and brackets, with an optional extension (e.g. 400-800-1234, +86 10 1234 5678 ext 123)',
  },
  url: {
    zh: '网址无效：应以 http:// 或 https:// 开头，如 https://www.example.com',
    en: 'Invalid address: it should start with http:// or https://, e.g. https://www.example.com',
  },
  https: {
    zh: '网址必须以 https:// 开头（登录页面须加密传输），如 https://saas.example.com/login',
    en: 'The address must start with https:// (sign-in pages must be encrypted), e.g. https://saas.example.com/login',
  },
} as const

export function contactMessage(key: keyof typeof MESSAGES, language: string | null | undefined): string {
  return adminText(language, MESSAGES[key])
}

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

/** An absolute address with one of `schemes` and a host, or null. */
function absoluteUrl(value: unknown, schemes: string[]): URL | null {
  if (typeof value !== 'string' || /\s/.test(value.trim())) return null
  try {
    const url = new URL(value.trim())
    return schemes.includes(url.protocol) && url.hostname !== '' ? url : null
  } catch {
    return null
  }
}

export const validatePhone: TextFieldSingleValidation = (value, options) => {
  if (!blank(value) && !isDisplayPhone(value)) return contactMessage('phone', languageOf(options.req))
  return text(value, options)
}

export const validateWebAddress: TextFieldSingleValidation = (value, options) => {
  if (!blank(value) && !absoluteUrl(value, ['http:', 'https:'])) return contactMessage('url', languageOf(options.req))
  return text(value, options)
}

export const validateHttpsAddress: TextFieldSingleValidation = (value, options) => {
  if (!blank(value) && !absoluteUrl(value, ['https:'])) return contactMessage('https', languageOf(options.req))
  return text(value, options)
}
