/**
 * Site settings shown on the public site are checked on save (src/fields/contact.ts): phone numbers, e-mail addresses
 * and addresses, with messages in the editor's language; the SaaS login address must be https.
 */
import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/content/payload'

const payload = await getPayloadClient()
const asEditorIn = (language: string) => ({ i18n: { language } }) as unknown as PayloadRequest

async function refusal(data: Record<string, unknown>, language: string): Promise<string> {
  try {
    await payload.updateGlobal({ slug: 'site-settings', data, overrideAccess: true, req: asEditorIn(language) })
  } catch (error) {
    return ((error as { data?: { errors?: Array<{ message: string }> } }).data?.errors ?? []).map((e) => e.message).join(' | ')
  }
  return 'accepted'
}

describe('site settings checks', () => {
  it('refuse an http SaaS login address, a bad phone, a bad address and a bad e-mail, in the editor’s language', async () => {
    const before = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(await refusal({ saasLoginUrl: 'http://cloud.example.com/login' }, 'en')).toContain('must start with https://')
    expect(await refusal({ saasLoginUrl: 'http://cloud.example.com/login' }, 'zh')).toContain('必须以 https:// 开头')
    expect(await refusal({ hotlines: [{ label: 'x', number: 'call us' }] }, 'en')).toContain('Invalid phone number')
    expect(await refusal({ consultants: [{ area: 'a', name: 'b', phone: '12-3' }] }, 'zh')).toContain('电话号码无效')
    expect(await refusal({ icpLink: 'beian.miit.gov.cn' }, 'en')).toContain('Invalid address')
    expect(await refusal({ mailboxes: { sales: 'not-an-address' } }, 'en')).not.toBe('accepted')
    // Nothing of the refused saves was stored.
    const after = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(after.saasLoginUrl).toBe(before.saasLoginUrl)
    expect(after.hotlines).toEqual(before.hotlines)
  })

  it('accept good values', async () => {
    const before = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(
      await refusal(
        { saasLoginUrl: 'https://cloud.example.com/sign-in', hotlines: [{ label: '热线', number: '010-6289 5170 转 12' }] },
        'en',
      ),
    ).toBe('accepted')
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { saasLoginUrl: before.saasLoginUrl, hotlines: before.hotlines },
      overrideAccess: true,
    })
  })
})
