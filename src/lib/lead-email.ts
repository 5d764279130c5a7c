/** The text of the e-mail that tells the sales team about a contact submission (Chinese first, as the team reads). */
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
  const subject = `【${site || '网站'}】新的咨询留言：${lead.name}`
  const text = [
    `姓名 Name: ${lead.name}`,
    `电话 Phone: ${lead.phone}`,
    `邮箱 E-mail: ${lead.email}`,
    `语言 Language: ${lead.language === 'en' ? 'English' : '中文'}`,
    `时间 Time: ${lead.createdAt ?? ''}`,
    '',
    '需求 Requirement:',
    lead.requirement,
    '',
    `后台查看 In the admin: /admin/collections/contact-submissions/${lead.id}`,
  ].join('\n')
  return { subject, text }
}
