/**
 * moto's S3 server (`pip install "moto[server]"`), the local stand-in for an S3 store in the tests: MOTO_SERVER, or
 * `moto_server` on PATH. Tests that need it are skipped, and say so, where it is missing.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { waitForHttp } from '../../scripts/lib/processes'

export function motoServer(): string | null {
  if (process.env.MOTO_SERVER) return process.env.MOTO_SERVER
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'moto_server')
    try {
      fs.accessSync(candidate, fs.constants.X_OK)
      return candidate
    } catch {
      // not here
    }
  }
  return null
}

/** Starts moto on 127.0.0.1:`port` and waits until it answers. */
export async function startMoto(moto: string, port: number): Promise<ChildProcess> {
  const child = spawn(moto, ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' })
  await waitForHttp(`http://127.0.0.1:${port}/moto-api/`, child, 20_000)
  return child
}
