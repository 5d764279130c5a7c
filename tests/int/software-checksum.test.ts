/**
 * The checksum of an installer: computed from an uploaded file, entered by an editor for one hosted elsewhere
 * (normalised as sha256sum prints it, refused in the editor's language when it is not one), and shown by the
 * download list (the content layer the download page renders).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { getPayloadClient } from '@/content/payload'
import { listSoftware } from '@/content/software'
import { createBilingual } from '@/seed/bilingual'

import { rest } from '../support/rest'

const ids = inject('fixtureIds')
const HEX = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'
const stamp = Date.now().toString(36)
let payload: Payload
const created: number[] = []

const make = (shared: Record<string, unknown>, alias: string) =>
  createBilingual(payload, 'software', {
    shared: { alias, version: '1.0.0', releasedAt: '2026-11-01T02:00:00.000Z', ...shared },
    zh: { name: `校验 ${alias}` },
    en: { name: `Checksum ${alias}` },
  })

beforeAll(async () => {
  payload = await getPayloadClient()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'software', id, overrideAccess: true }).catch(() => {})
})

describe('the SHA-256 of an installer hosted elsewhere', () => {
  it('is entered by an editor, kept as sha256sum prints it, and listed with its size', async () => {
    const alias = `ext-${stamp}`
    const entered = `SHA256: ${HEX.toUpperCase().replace(/(.{16})/g, '$1 ')}`
    created.push(await make({ downloadLink: 'https://downloads.example.com/ext.exe', fileSize: '1.2 GB', sha256: entered }, alias))
    const row = (await listSoftware('en')).find((s) => s.alias === alias)
    expect(row).toMatchObject({ sha256: HEX, fileSize: '1.2 GB', downloadUrl: 'https://downloads.example.com/ext.exe' })
  })

  it('is refused when it is not 64 hexadecimal digits, in the editor’s language', async () => {
    const attempt = (language: 'zh' | 'en') =>
      payload
        .create({
          collection: 'software',
          locale: 'zh',
          overrideAccess: true,
          req: { i18n: { language } } as never,
          data: {
            alias: `bad-${language}-${stamp}`,
            name: 'x',
            version: '1',
            releasedAt: '2026-11-01T02:00:00.000Z',
            sha256: 'd41d8cd98f00b204e9800998ecf8427e',
          },
        })
        .then(
          () => 'saved',
          (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors?.map((e) => `${e.path}: ${e.message}`),
        )
    expect(await attempt('zh')).toEqual(['sha256: SHA-256 校验值应为 64 位十六进制数字（0–9、a–f），即 sha256sum 输出的值。'])
  })

  it('gives way to the checksum computed from an uploaded installer', async () => {
    const alias = `upl-${stamp}`
    created.push(await make({ file: ids.media[4], sha256: HEX }, alias))
    const manual = await payload.findByID({ collection: 'media', id: ids.media[4], overrideAccess: true, depth: 0 })
    const row = (await listSoftware('zh')).find((s) => s.alias === alias)
    expect(manual.sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.sha256).toBe(manual.sha256)
  })

  it('computed from the file, cannot be overwritten by anyone through REST, nor its original name', async () => {
    const before = await payload.findByID({ collection: 'media', id: ids.media[4], overrideAccess: true, depth: 0 })
    const editor = await payload.create({
      collection: 'users',
      data: { email: `checksum-editor-${stamp}@example.com`, password: 'Checksum-editor-passphrase-73', role: 'editor' },
      overrideAccess: true,
    })
    try {
      const login = await rest<{ token: string }>('/users/login', {
        method: 'POST',
        body: { email: `checksum-editor-${stamp}@example.com`, password: 'Checksum-editor-passphrase-73' },
        address: '198.51.100.201',
      })
      const forged = await rest<{ doc?: { sha256?: string; originalName?: string } }>(`/media/${ids.media[4]}?locale=zh`, {
        method: 'PATCH',
        token: login.body.token,
        body: { sha256: HEX, originalName: 'trusted-installer.exe' },
      })
      expect(forged.status, JSON.stringify(forged.body)).toBe(200)
      const after = await payload.findByID({ collection: 'media', id: ids.media[4], overrideAccess: true, depth: 0 })
      expect({ sha256: after.sha256, originalName: after.originalName }).toEqual({
        sha256: before.sha256,
        originalName: before.originalName,
      })
      // Nor through the local API by a system write without a file.
      await payload.update({ collection: 'media', id: ids.media[4], data: { sha256: HEX }, overrideAccess: true })
      expect((await payload.findByID({ collection: 'media', id: ids.media[4], overrideAccess: true, depth: 0 })).sha256).toBe(before.sha256)
    } finally {
      await payload.delete({ collection: 'users', id: editor.id, overrideAccess: true })
    }
  })
})

describe('older versions', () => {
  it('are listed newest first with their own notes in each language, size, address and checksum', async () => {
    const alias = `old-${stamp}`
    const id = await make(
      {
        olderVersions: [
          { version: '0.9.0', releasedAt: '2026-06-01T02:00:00.000Z', file: ids.media[4] },
          { version: '0.8.0', downloadLink: 'https://downloads.example.com/old-0.8.exe', fileSize: '900 MB', sha256: HEX.toUpperCase() },
        ],
      },
      alias,
    )
    created.push(id)
    const doc = await payload.findByID({ collection: 'software', id, depth: 0, overrideAccess: true, locale: 'zh' })
    const rows = doc.olderVersions!
    await payload.update({
      collection: 'software',
      id,
      locale: 'zh',
      overrideAccess: true,
      data: { olderVersions: rows.map((r, i) => ({ ...r, notes: ['首个公开测试版。', '早期版本。'][i] })) },
    })
    await payload.update({
      collection: 'software',
      id,
      locale: 'en',
      overrideAccess: true,
      data: { olderVersions: rows.map((r, i) => ({ ...r, notes: ['The first public beta.', 'An early release.'][i] })) },
    })
    const media = await payload.findByID({ collection: 'media', id: ids.media[4], overrideAccess: true, depth: 0 })
    const zh = (await listSoftware('zh')).find((s) => s.alias === alias)!
    const en = (await listSoftware('en')).find((s) => s.alias === alias)!
    expect(zh.olderVersions.map((v) => [v.version, v.releasedAt, v.notes])).toEqual([
      ['0.9.0', '2026-06-01', '首个公开测试版。'],
      ['0.8.0', '', '早期版本。'],
    ])
    expect(en.olderVersions.map((v) => v.notes)).toEqual(['The first public beta.', 'An early release.'])
    expect(en.olderVersions[0]).toMatchObject({ sha256: media.sha256, downloadUrl: expect.stringMatching(/^\/api\/media\/file\//) })
    expect(en.olderVersions[1]).toMatchObject({ sha256: HEX, fileSize: '900 MB', downloadUrl: 'https://downloads.example.com/old-0.8.exe' })
  })

  it('refuse a checksum that is not one, in the editor’s language', async () => {
    const refused = await make(
      { olderVersions: [{ version: '0.1', downloadLink: 'https://downloads.example.com/x.exe', sha256: 'abc' }] },
      `bad-old-${stamp}`,
    ).then(
      () => null,
      (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors?.map((e) => e.path),
    )
    expect(refused).toEqual(['olderVersions.0.sha256'])
  })
})
