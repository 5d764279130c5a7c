/**
 * An upload refused before its body is read (the temp upload folder is full: 507) closes its connection once the
 * answer is out (server.ts, `closeIfAnsweredEarly`), so the client's next request, on a new connection, is answered
 * too. Before, the answer kept the connection open with the refused body's rest unread: the next upload sent on it
 * waited for ever (the disk fault drill's "no answer"), and the server threw on the detached socket.
 *
 * A server of the test's own (port E2E_PORT + 7, or E2E_UPLOAD_PORT) on the end-to-end database, its temp upload
 * folder on a small tmpfs filled up: root mounts it; elsewhere the test is skipped and says so.
 */
import type { ChildProcess } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startServer, stop } from '../../scripts/lib/processes'
import { loginHeaders } from '../support/http'

const port = Number(process.env.E2E_UPLOAD_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 7)
const base = `http://127.0.0.1:${port}${(process.env.BASE_PATH ?? '').replace(/\/+$/, '')}`
let server: ChildProcess | null = null
let dir = ''
let tempDir = ''
let mounted = false
let skipped = ''

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-upload-'))
  tempDir = path.join(dir, 'temp')
  fs.mkdirSync(tempDir)
  if (process.getuid?.() !== 0) skipped = 'not root: cannot mount a tmpfs'
  else {
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', tempDir], { stdio: 'pipe' })
      mounted = true
    } catch (error) {
      skipped = `cannot mount a tmpfs: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`
    }
  }
  if (skipped) {
    console.log(`[upload-answered-early] SKIPPED: ${skipped}`)
    return
  }
  // The folder filled up 64 KB at a time, as a disk fills: what is left is less than one such block.
  const filler = fs.openSync(path.join(tempDir, 'filler'), 'w')
  try {
    for (;;) fs.writeSync(filler, Buffer.alloc(64 * 1024))
  } catch {
    // ENOSPC: full, as meant
  } finally {
    fs.closeSync(filler)
  }
  server = await startServer(port, { UPLOAD_TEMP_DIR: tempDir }, path.join(dir, 'server.log'))
}, 180_000)

afterAll(async () => {
  await stop(server)
  if (mounted) execFileSync('umount', [tempDir])
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

describe('an upload answered before its body is read', () => {
  it('closes its connection: the next uploads on the same client are answered too (507 in their language)', async (context) => {
    if (skipped) context.skip()
    const auth = await loginHeaders(base, process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
    const answers: string[] = []
    // fetch keeps connections alive and sends the next request on a free one.
    for (const language of ['zh', 'en', 'en', 'zh']) {
      const form = new FormData()
      const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18), crypto.randomBytes(2 * 1024 * 1024)])
      form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'installer.zip')
      form.append('_payload', JSON.stringify({ alt: 'installer' }))
      try {
        const res = await fetch(`${base}/api/media`, {
          method: 'POST',
          headers: { authorization: auth.authorization, 'accept-language': language },
          body: form,
          signal: AbortSignal.timeout(15_000),
        })
        const body = (await res.json()) as { errors?: { message: string }[] }
        const message = body.errors?.[0]?.message ?? ''
        answers.push(`${language} ${res.status} ${/磁盘空间不足/.test(message) ? 'zh' : /disk is full/.test(message) ? 'en' : message}`)
      } catch (error) {
        answers.push(`${language} ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`)
      }
    }
    expect(answers).toEqual(['zh 507 zh', 'en 507 en', 'en 507 en', 'zh 507 zh'])
    expect(fs.readdirSync(tempDir).filter((f) => f !== 'filler')).toEqual([])
  }, 90_000)
})
