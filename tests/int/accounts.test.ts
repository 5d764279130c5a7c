/**
 * Accounts: changing one's e-mail address needs the current password and is audited, and the old address is told;
 * an administrator's change of another account's address is audited and told too. Every path that sets a password
 * (first-user screen, creation, own change, reset link) refuses weak ones by zxcvbn's estimate, in the editor's
 * language. `POST /api/users/unlock` answers alike for existing and unknown addresses. Through Payload's REST API
 * in-process; runs on SQLite and on PostgreSQL. Every account and address here is the test's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/content/payload'
import type { User } from '@/payload-types'

import type { Found, LoggedIn, PayloadErrors, Saved } from '../support/answers'
import { rest, type RestAnswer } from '../support/rest'
import { type Received, type SmtpSink, startSmtpSink } from '../support/smtp-sink'

const STRONG = 'Accounts-test-passphrase-73'
const stamp = Date.now().toString(36)
let addresses = 0
/** A visitor address no other test uses. */
const freshAddress = () => {
  addresses += 1
  return `198.51.${100 + Math.floor(addresses / 250)}.${(addresses % 250) + 1}`
}

async function makeUser(email: string, role: 'admin' | 'editor' | 'sales'): Promise<{ id: number }> {
  const payload = await getPayloadClient()
  return payload.create({ collection: 'users', overrideAccess: true, data: { email, password: STRONG, role, name: email.split('@')[0] } })
}

async function signIn(email: string, password = STRONG): Promise<string> {
  const answer = await rest<LoggedIn>('/users/login', { method: 'POST', body: { email, password }, address: freshAddress() })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.token
}

const errorAnswer = (answer: RestAnswer) => answer.body as PayloadErrors | null | undefined
const firstMessage = (answer: RestAnswer): string => String(errorAnswer(answer)?.errors?.[0]?.message ?? '')
const fieldErrors = (answer: RestAnswer): string[] =>
  (errorAnswer(answer)?.errors?.[0]?.data?.errors ?? []).map((e) => `${e.path}: ${e.message}`)

type Entry = { event: string; email: string | null; user: number | null; address: string; detail: string }

async function auditSince(started: number): Promise<Entry[]> {
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection: 'audit-log',
    where: { createdAt: { greater_than_equal: new Date(started - 1000).toISOString() } },
    sort: '-createdAt',
    limit: 500,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs as unknown as Entry[]
}

/** The text of a received message (quoted-printable, UTF-8) as a reader sees it. */
function bodyOf(message: Received): string {
  const unfolded = message.raw.replace(/=\r?\n/g, '')
  const bytes = unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`)
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'))
  } catch {
    return unfolded
  }
}

async function mailTo(inbox: Received[], address: string): Promise<Received[]> {
  const deadline = Date.now() + 15_000
  while (!inbox.some((m) => m.to.includes(address)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  return inbox.filter((m) => m.to.includes(address))
}

const inbox: Received[] = []
let smtp: SmtpSink | null = null
let adminToken = ''
let adminId = 0
const adminEmail = `accounts-admin-${stamp}@example.com`

beforeAll(async () => {
  smtp = await startSmtpSink(Number(process.env.SMTP_PORT), inbox)
  adminId = (await makeUser(adminEmail, 'admin')).id
  adminToken = await signIn(adminEmail)
}, 120_000)

afterAll(async () => {
  if (smtp) await smtp.stop()
})

describe('changing an e-mail address', () => {
  it('needs the current password of one’s own account, is audited and told to the old address', async () => {
    const started = Date.now()
    const oldEmail = `mover-${stamp}@example.com`
    const newEmail = `moved-${stamp}@example.com`
    const user = await makeUser(oldEmail, 'editor')
    const token = await signIn(oldEmail)
    const office = freshAddress()
    const change = (body: Record<string, unknown>, language: 'zh' | 'en' = 'en') =>
      rest<Saved<User>>(`/users/${user.id}`, { method: 'PATCH', token, language, address: office, body })

    // A session alone: refused, in the editor's language, and nothing changes.
    const missing = await change({ email: newEmail })
    expect(missing.status).toBe(400)
    expect(fieldErrors(missing)).toEqual(['currentPassword: Enter your current password to change your e-mail address.'])
    expect(fieldErrors(await change({ email: newEmail }, 'zh'))).toEqual(['currentPassword: 修改邮箱地址需要输入当前密码。'])
    const wrong = await change({ email: newEmail, currentPassword: 'not-my-password-at-all' })
    expect(wrong.status).toBe(400)
    expect(fieldErrors(wrong)).toEqual(['currentPassword: The current password is not correct.'])
    const payload = await getPayloadClient()
    expect((await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })).email).toBe(oldEmail)

    // The same address in other letters is no change, and needs no password (the admin always sends the address).
    expect((await change({ email: oldEmail.toUpperCase(), name: 'Mover' })).status).toBe(200)

    const right = await change({ email: newEmail, currentPassword: STRONG })
    expect(right.status, JSON.stringify(right.body)).toBe(200)
    expect(right.body.doc.email).toBe(newEmail)
    await signIn(newEmail)

    const entries = await auditSince(started)
    expect(entries.filter((e) => e.event === 'email-changed' && e.detail.startsWith(`${oldEmail} `))).toEqual([
      expect.objectContaining({ email: oldEmail, user: user.id, address: office, detail: `${oldEmail} → ${newEmail}` }),
    ])
    expect(entries.filter((e) => e.event === 'login-failed' && e.user === user.id)).toEqual([
      expect.objectContaining({ detail: '修改邮箱地址时当前密码错误 / wrong current password when changing the e-mail address' }),
    ])

    const [notice] = await mailTo(inbox, oldEmail)
    expect(notice, 'a notice to the old address').toBeTruthy()
    const text = bodyOf(notice)
    expect(text).toContain(`was changed from ${oldEmail} to ${newEmail}.`)
    expect(text).toContain(`By: you (from ${office})`)
    expect(text).toContain(`已从 ${oldEmail} 改为 ${newEmail}`)
    expect(inbox.filter((m) => m.to.includes(newEmail))).toEqual([])
  })

  it('by an administrator for another account: no password needed, audited with the administrator, old address told', async () => {
    const started = Date.now()
    const oldEmail = `renamed-${stamp}@example.com`
    const newEmail = `renamed-new-${stamp}@example.com`
    const user = await makeUser(oldEmail, 'sales')
    const office = freshAddress()
    const answer = await rest<Saved<User>>(`/users/${user.id}`, {
      method: 'PATCH',
      token: adminToken,
      address: office,
      body: { email: newEmail },
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect((await auditSince(started)).filter((e) => e.event === 'email-changed' && e.detail.startsWith(`${oldEmail} `))).toEqual([
      expect.objectContaining({ email: adminEmail, user: adminId, address: office, detail: `${oldEmail} → ${newEmail}` }),
    ])
    const [notice] = await mailTo(inbox, oldEmail)
    expect(notice, 'a notice to the old address').toBeTruthy()
    expect(bodyOf(notice)).toContain(`By: the administrator ${adminEmail} (from ${office})`)
  })

  it('an administrator changing their own address gives their password too', async () => {
    const email = `self-admin-${stamp}@example.com`
    const admin = await makeUser(email, 'admin')
    const token = await signIn(email)
    const answer = await rest(`/users/${admin.id}`, { method: 'PATCH', token, body: { email: `self-admin-new-${stamp}@example.com` } })
    expect(answer.status).toBe(400)
    expect(fieldErrors(answer)).toEqual(['currentPassword: 修改邮箱地址需要输入当前密码。'])
  })

  it('through an update by query as well (PATCH /api/users?where=…)', async () => {
    const email = `bulk-${stamp}@example.com`
    const user = await makeUser(email, 'editor')
    const token = await signIn(email)
    const answer = await rest<{ docs: User[]; errors: unknown[] }>(`/users?where[id][equals]=${user.id}`, {
      method: 'PATCH',
      token,
      body: { email: `bulk-new-${stamp}@example.com` },
    })
    expect(answer.status).toBe(400)
    const payload = await getPayloadClient()
    expect((await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })).email).toBe(email)
  })
})

describe('password strength on every path', () => {
  const WEAK_EN = /^This password is too easy to guess\. /
  const WEAK_ZH = /^这个密码太容易被猜中。/
  const passwordError = (answer: RestAnswer) =>
    fieldErrors(answer)
      .find((e) => e.startsWith('password: '))
      ?.slice('password: '.length) ?? ''

  it('creating an account', async () => {
    let made = 0
    const create = (password: string, language: 'zh' | 'en') =>
      rest('/users', {
        method: 'POST',
        token: adminToken,
        language,
        body: { email: `strength-${(made += 1)}-${stamp}@example.com`, password, role: 'editor' },
      })
    for (const weak of ['password1234', 'aaaaaaaaaaaa', 'qwertyuiop123']) {
      const en = await create(weak, 'en')
      expect(en.status, weak).toBe(400)
      expect(passwordError(en), weak).toMatch(WEAK_EN)
      expect(passwordError(await create(weak, 'zh')), weak).toMatch(WEAK_ZH)
    }
    expect(passwordError(await create('password1234', 'en'))).toBe(
      'This password is too easy to guess. It is a common password with small changes. Choose a longer and less predictable one (for example a few unrelated words).',
    )
    // The account's own address as its password.
    const own = await rest('/users', {
      method: 'POST',
      token: adminToken,
      language: 'en',
      body: { email: `wangfang2026@example.com`, password: 'wangfang2026!', role: 'editor' },
    })
    expect(own.status).toBe(400)
    expect(passwordError(own)).toMatch(/e-mail address or name of the account/)
    expect((await create('Blue-kettle-orbit-1987', 'en')).status).toBe(201)
  })

  it('changing one’s own password', async () => {
    const email = `own-weak-${stamp}@example.com`
    const user = await makeUser(email, 'editor')
    const token = await signIn(email)
    const answer = await rest(`/users/${user.id}`, {
      method: 'PATCH',
      token,
      language: 'en',
      body: { password: 'qwertyuiop123', currentPassword: STRONG },
    })
    expect(answer.status).toBe(400)
    expect(passwordError(answer)).toMatch(WEAK_EN)
  })

  it('a reset link', async () => {
    const user = await makeUser(`reset-weak-${stamp}@example.com`, 'editor')
    const payload = await getPayloadClient()
    const token = `strength-reset-${stamp}`
    const expiry = new Date(Date.now() + 3600_000).toISOString()
    await payload.db.updateOne({ collection: 'users', id: user.id, data: { resetPasswordToken: token, resetPasswordExpiration: expiry } })
    const weak = await rest('/users/reset-password', { method: 'POST', body: { token, password: 'aaaaaaaaaaaa' }, language: 'zh' })
    expect(weak.status).toBe(400)
    expect(passwordError(weak)).toMatch(WEAK_ZH)
    // An unknown token is Payload's to refuse (the estimate is not run for it); a short password is refused at once.
    expect(
      (await rest('/users/reset-password', { method: 'POST', body: { token: 'no-such-token', password: 'aaaaaaaaaaaa' } })).status,
    ).toBe(403)
    expect((await rest('/users/reset-password', { method: 'POST', body: { token: 'no-such-token', password: 'short' } })).status).toBe(400)
    expect((await rest('/users/reset-password', { method: 'POST', body: { token, password: 'Blue-kettle-orbit-1987' } })).status).toBe(200)
  })

  it('the first-user screen (POST /api/users/first-register on a site without accounts)', async () => {
    const payload = await getPayloadClient()
    // The site of this run has accounts: its check for "no user yet" (a find of any user) answers none here.
    const findOne = payload.db.findOne
    payload.db.findOne = ((args: Parameters<typeof findOne>[0]) =>
      args.collection === 'users' && args.where && Object.keys(args.where).length === 0
        ? Promise.resolve(null)
        : findOne.call(payload.db, args)) as typeof findOne
    try {
      const first = (password: string, language: 'zh' | 'en') =>
        rest('/users/first-register', {
          method: 'POST',
          language,
          body: { email: `first-${language}-${password.length}-${stamp}@example.com`, password, 'confirm-password': password },
        })
      const en = await first('password1234', 'en')
      expect(en.status, JSON.stringify(en.body)).toBe(400)
      expect(passwordError(en)).toMatch(WEAK_EN)
      expect(passwordError(await first('qwertyuiop123', 'zh'))).toMatch(WEAK_ZH)
      const found = await payload.find({ collection: 'users', where: { email: { like: `first-` } }, overrideAccess: true })
      expect(found.docs.filter((u) => u.email.endsWith(`-${stamp}@example.com`))).toEqual([])
      // The same screen with a strong password does make the account (so the refusals above are the password's).
      expect((await first('Blue-kettle-orbit-1987', 'en')).status).toBe(200)
    } finally {
      payload.db.findOne = findOne
    }
  })
})

describe('POST /api/users/unlock', () => {
  it('answers the same for an existing and an unknown address, whoever asks', async () => {
    const email = `unlock-${stamp}@example.com`
    await makeUser(email, 'editor')
    const editorToken = await signIn(email)
    const unlock = (address: string, token?: string) =>
      rest('/users/unlock', { method: 'POST', token, language: 'en', body: { email: address } })
    for (const token of [undefined, editorToken, adminToken]) {
      const existing = await unlock(adminEmail, token)
      const unknown = await unlock(`nobody-${stamp}@example.com`, token)
      expect(`${unknown.status} ${JSON.stringify(unknown.body)}`).toBe(`${existing.status} ${JSON.stringify(existing.body)}`)
    }
    expect((await unlock(adminEmail, editorToken)).status).toBe(403)
    expect((await unlock(adminEmail, adminToken)).status).toBe(200)
    const empty = await rest('/users/unlock', { method: 'POST', token: adminToken, language: 'en', body: {} })
    expect(empty.status).toBe(400)
    expect(firstMessage(empty)).toBe('Enter the e-mail address.')
    expect((await rest<Found>('/users/unlock', { method: 'POST', body: { email: adminEmail } })).status).toBe(403)
  })
})

describe('accounts that cannot lock the company out', () => {
  it('nobody deletes their own account; deleting another is audited with the actor’s e-mail, kept after the actor goes', async () => {
    const payload = await getPayloadClient()
    const started = Date.now()
    const a = await makeUser(`keep-a-${stamp}@example.com`, 'admin')
    const b = await makeUser(`keep-b-${stamp}@example.com`, 'admin')
    const editor = await makeUser(`keep-editor-${stamp}@example.com`, 'editor')
    const tokenA = await signIn(`keep-a-${stamp}@example.com`)
    const own = await rest(`/users/${a.id}`, { method: 'DELETE', token: tokenA, language: 'en' })
    expect(own.status, JSON.stringify(own.body)).toBe(403)
    expect(firstMessage(own)).toBe('You cannot delete your own account. Ask another administrator to do it.')
    const ownZh = await rest(`/users/${a.id}`, { method: 'DELETE', token: tokenA, language: 'zh' })
    expect(firstMessage(ownZh)).toBe('不能删除自己的账户。请让另一位管理员删除。')
    expect(await payload.findByID({ collection: 'users', id: a.id, overrideAccess: true, disableErrors: true })).not.toBeNull()
    // A deletes the editor, then B deletes A: both entries name their actor by e-mail, the first after A is gone.
    expect((await rest(`/users/${editor.id}`, { method: 'DELETE', token: tokenA })).status).toBe(200)
    const tokenB = await signIn(`keep-b-${stamp}@example.com`)
    expect((await rest(`/users/${a.id}`, { method: 'DELETE', token: tokenB })).status).toBe(200)
    const deletions = (await auditSince(started)).filter((e) => e.event === 'user-deleted')
    expect(deletions.find((e) => e.detail.startsWith(`keep-editor-${stamp}@`))).toMatchObject({
      email: `keep-a-${stamp}@example.com`,
      user: null,
    })
    expect(deletions.find((e) => e.detail.startsWith(`keep-a-${stamp}@`))).toMatchObject({
      email: `keep-b-${stamp}@example.com`,
      user: b.id,
    })
    await payload.delete({ collection: 'users', id: b.id, overrideAccess: true })
  })

  it('the last administrator is not made something else; with a second one, the role may go', async () => {
    const payload = await getPayloadClient()
    // This run's other administrators step aside for the test (a system write, which the rules do not hold).
    const others = (
      await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1000, depth: 0, overrideAccess: true })
    ).docs
    for (const other of others) await payload.update({ collection: 'users', id: other.id, data: { role: 'editor' }, overrideAccess: true })
    try {
      const last = await makeUser(`keep-last-${stamp}@example.com`, 'admin')
      const token = await signIn(`keep-last-${stamp}@example.com`)
      const demote = await rest(`/users/${last.id}`, { method: 'PATCH', token, language: 'en', body: { role: 'editor' } })
      expect(demote.status, JSON.stringify(demote.body)).toBe(403)
      expect(firstMessage(demote)).toMatch(/^This is the last administrator/)
      expect((await payload.findByID({ collection: 'users', id: last.id, overrideAccess: true })).role).toBe('admin')
      // Other changes of the same account still save.
      expect((await rest(`/users/${last.id}`, { method: 'PATCH', token, body: { name: 'Keeps the site' } })).status).toBe(200)
      const second = await makeUser(`keep-second-${stamp}@example.com`, 'admin')
      expect((await rest(`/users/${last.id}`, { method: 'PATCH', token, body: { role: 'editor' } })).status).toBe(200)
      for (const id of [last.id, second.id]) await payload.delete({ collection: 'users', id, overrideAccess: true })
    } finally {
      for (const other of others) await payload.update({ collection: 'users', id: other.id, data: { role: 'admin' }, overrideAccess: true })
    }
  })

  it('a sign-in posted from another site’s page is refused, and signs nobody in', async () => {
    const email = `keep-csrf-${stamp}@example.com`
    const user = await makeUser(email, 'editor')
    const foreign = await rest<{ token?: string }>('/users/login', {
      method: 'POST',
      body: { email, password: STRONG },
      address: freshAddress(),
      language: 'en',
      headers: { origin: 'https://evil.example' },
    })
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(403)
    expect(foreign.body.token).toBeUndefined()
    expect(firstMessage(foreign)).toBe('Refused: this request was sent from another site. Please use the form on this site.')
    const own = await rest('/users/login', {
      method: 'POST',
      body: { email, password: STRONG },
      address: freshAddress(),
      headers: { origin: 'http://localhost', host: 'localhost' },
    })
    expect(own.status).toBe(200)
    const payload = await getPayloadClient()
    await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
  })
})
