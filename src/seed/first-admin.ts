import type { Payload } from 'payload'

import { passwordProblem } from '@/auth/passwords'

/**
 * Creates the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD when both are set and no user exists.
 * Without them, the first account is made on Payload's first-user screen: there is no default password.
 * A password that breaks the rule (src/auth/passwords.ts) stops here with the reason, in both languages.
 */
export async function ensureFirstAdmin(payload: Payload, email: string, password: string): Promise<void> {
  if (!email || !password) return
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const problem = passwordProblem(password, { email, name: 'Administrator' })
  if (problem) throw new Error(`ADMIN_PASSWORD: ${problem.en} / ${problem.zh}`)
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password, name: 'Administrator', role: 'admin' },
  })
  payload.logger.info(`Created the first administrator ${email}`)
}
