/**
 * The temporary files of uploads: each upload request gets a folder of its own under the temp upload folder
 * (UPLOAD_TEMP_DIR), removed with everything in it when the request ends, however it ends (stored, refused, failed,
 * or the editor's browser went away halfway).
 *
 * Why: Payload streams a file to a temporary file before its hooks see it, and removes that file only on the paths
 * it knows of (a stored or refused upload of the field `file`). A second file, a file under another field name, or
 * an error before the operation left the temporary file behind for ever.
 *
 * How: Payload reads `upload.tempFileDir` from its configuration each time it parses a multipart body
 * (src/payload.config.ts defines it as a getter returning `uploadTempDir()`). The Payload route runs an upload
 * inside `withUploadTempDir`, which makes `uploadTempDir()` answer that request's own folder for everything the
 * request does (AsyncLocalStorage), and removes the folder when the request's answer is ready. The server
 * (server.ts) also sweeps the temp upload folder every hour, for whatever a crash left there.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/** Files left in the temp upload folder longer than this are strays (no upload request lasts an hour). */
export const STRAY_UPLOAD_AGE_MS = 60 * 60 * 1000

const SCOPE_KEY = Symbol.for('site.uploadTempScope')
type WithScope = typeof globalThis & { [SCOPE_KEY]?: AsyncLocalStorage<string> }

/** One store for the whole process: Next may load this module more than once (one copy per route bundle). */
function scope(): AsyncLocalStorage<string> {
  const g = globalThis as WithScope
  g[SCOPE_KEY] ??= new AsyncLocalStorage<string>()
  return g[SCOPE_KEY]
}

/** The folder Payload writes the current request's temporary files to: its own while `withUploadTempDir` runs, else `root`. */
export function uploadTempDir(root: string): string {
  return scope().getStore() ?? root
}

/** Runs `handle` with a temp folder of its own under `root`, and removes that folder when `handle` has settled. */
export async function withUploadTempDir<T>(root: string, handle: () => Promise<T>): Promise<T> {
  const dir = path.join(root, `upload-${crypto.randomUUID()}`)
  try {
    return await scope().run(dir, handle)
  } finally {
    await fs.rm(dir, { recursive: true, force: true }).catch(() => {})
  }
}

/** The newest modification time in a file or folder (one level of a folder: upload folders hold files only). */
async function newestChange(entry: string): Promise<number> {
  const stat = await fs.stat(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const name of await fs.readdir(entry)) {
    const inner = await fs.stat(path.join(entry, name)).catch(() => null)
    if (inner) newest = Math.max(newest, inner.mtimeMs)
  }
  return newest
}

/**
 * Removes what has been in `root` unchanged for `maxAgeMs` (a file still being written is changed all the time).
 * Answers how many entries went; a missing folder is nothing to sweep.
 */
export async function sweepStrayUploads(root: string, maxAgeMs = STRAY_UPLOAD_AGE_MS, now = Date.now()): Promise<number> {
  let names: string[]
  try {
    names = await fs.readdir(root)
  } catch {
    return 0
  }
  let removed = 0
  for (const name of names) {
    const entry = path.join(root, name)
    try {
      if (now - (await newestChange(entry)) < maxAgeMs) continue
      await fs.rm(entry, { recursive: true, force: true })
      removed += 1
    } catch {
      // gone meanwhile
    }
  }
  return removed
}
