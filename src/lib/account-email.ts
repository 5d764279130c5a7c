/**
 * The notice sent to an account's old address when its e-mail address changes (src/auth/sign-in.ts): both languages,
 * Chinese first, since the owner's admin language is not known to the mail. Pure.
 */
import { singleLine } from './email-text'

export type EmailChange = {
  /** The old address (the one the notice goes to) and the new one. */
  from: string
  to: string
  /** Who changed it: the acting account's address, or null for a setup script. */
  by: string | null
  /** Whether the owner changed it (else an administrator or a script). */
  own: boolean
  /** The address the change came from. */
  address: string
  /** The site's short name (site settings). */
  site: string
  /** When, ISO 8601. */
  at: string
}

export function emailChangeNotice(change: EmailChange): { subject: string; text: string } {
  const site = singleLine(change.site)
  const from = singleLine(change.from)
  const to = singleLine(change.to)
  const by = change.own ? '' : singleLine(change.by ?? '')
  const address = singleLine(change.address)
  const at = singleLine(change.at)
  const subject = `【${site || '网站'}】账户邮箱地址已更改 / Your account's e-mail address was changed`
  const text = [
    `您在${site ? ` ${site} ` : '网站'}后台的账户邮箱地址已从 ${from} 改为 ${to}。`,
    `时间：${at}`,
    change.own ? `操作：您本人（来自 ${address}）` : `操作者：${by ? `管理员 ${by}` : '安装脚本'}（来自 ${address}）`,
    '此后登录和重置密码都使用新地址，本地址不再收到该账户的邮件。如果这不是您本人或管理员所做的更改，请立即联系网站管理员。',
    '',
    `The e-mail address of your account in the ${site || 'website'} admin was changed from ${from} to ${to}.`,
    `Time: ${at}`,
    change.own ? `By: you (from ${address})` : `By: ${by ? `the administrator ${by}` : 'a setup script'} (from ${address})`,
    'Sign-in and password resets now use the new address, and this one gets no more mail for the account. If neither you nor an administrator made this change, contact the site administrator at once.',
  ].join('\n')
  return { subject, text }
}
