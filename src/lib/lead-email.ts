import { DEFAULT_LOCALE, isLocale, LANGUAGES } from '@/i18n/locales'

import { singleLine, textBlock } from './email-text'

/**
 * The text of the e-mail that tells the sales team about a contact submission (Chinese first, as the team reads).
 * Every value the visitor typed goes through src/lib/email-text.ts: the single-line fields lose their line breaks
 * and other control characters, the requirement keeps its line breaks only.
 */
export type LeadFields = {
  id: number | string
  name: string
  phone: string
  email: string
  requirement: string
  language?: string | null
  createdAt?: string
}

export function leadNotification(lead: LeadFields, site: string): { subject: string; text: string } {
  const name = singleLine(lead.name)
  const subject = `【${singleLine(site) || '网站'}】新的咨询留言：${name}`
  const text = [
    `姓名 Name: ${name}`,
    `电话 Phone: ${singleLine(lead.phone)}`,
    `邮箱 E-mail: ${singleLine(lead.email)}`,
    `语言 Language: ${LANGUAGES[isLocale(lead.language) ? lead.language : DEFAULT_LOCALE].name}`,
    `时间 Time: ${singleLine(lead.createdAt)}`,
    '',
    '需求 Requirement:',
    textBlock(lead.requirement),
    '',
    `后台查看 In the admin: /admin/collections/contact-submissions/${singleLine(lead.id)}`,
  ].join('\n')
  return { subject, text }
}
