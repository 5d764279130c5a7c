import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { ffmpegBinary } from './ffmpeg'

const run = promisify(execFile)

/** A short H.264 MP4 of one plain colour (test fixtures): a real, playable file of a few KB. */
export async function solidColourClip(hex: string, seconds = 1, size = '320x180'): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'clip-'))
  const out = path.join(dir, 'clip.mp4')
  try {
    await run(await ffmpegBinary(), [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `color=c=0x${hex.replace('#', '')}:s=${size}:d=${seconds}:r=10`,
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      out,
    ])
    return await fs.readFile(out)
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
}
