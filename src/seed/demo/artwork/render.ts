/**
 * Renders artwork once and keeps the bytes under data/.cache/demo-artwork/ (relative to the working directory; the
 * environment variable DEMO_ARTWORK_CACHE names another folder), keyed by a hash of the recipe (the SVG text, the
 * clip's frames and encoding settings, a tutorial's scenes and narration).
 */
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import QRCode from 'qrcode'
import sharp from 'sharp'

import { env } from '@/env'
import { ffmpegBinary } from '@/seed/ffmpeg'

/** Bump to invalidate every cached render (e.g. after changing encoder settings). */
const CACHE_VERSION = 'v1'
const cacheDir = () => env.demoArtworkCache

export type CacheStats = { hits: number; misses: number }
export const cacheStats: CacheStats = { hits: 0, misses: 0 }

export async function cached(recipe: string, ext: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const key = crypto.createHash('sha256').update(`${CACHE_VERSION}\n${recipe}`).digest('hex').slice(0, 32)
  const dir = cacheDir()
  const file = path.join(dir, `${key}.${ext}`)
  try {
    const data = await fs.readFile(file)
    cacheStats.hits += 1
    return data
  } catch {
    cacheStats.misses += 1
    const data = await make()
    await fs.mkdir(dir, { recursive: true })
    // A name of its own: two makers of one entry at once (two callers, two processes) each rename a whole file.
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`
    await fs.writeFile(tmp, data)
    await fs.rename(tmp, file)
    return data
  }
}

let cjkFont: boolean | null = null

/**
 * Whether this machine can draw Chinese in artwork: a CJK font fontconfig knows (Debian: `apt-get install
 * fonts-noto-cjk`). Without one the demo's pictures keep their English words in both languages.
 */
export function hasCjkFont(): boolean {
  if (cjkFont === null) {
    const listed = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' })
    cjkFont = listed.status === 0 && listed.stdout.trim().length > 0
  }
  return cjkFont
}

/** An SVG rendered to WebP (optionally scaled to `width`). */
export function webp(svg: string, o: { width?: number; quality?: number } = {}): Promise<Buffer> {
  const quality = o.quality ?? 84
  return cached(`webp:${o.width ?? ''}:${quality}\n${svg}`, 'webp', async () => {
    const image = sharp(Buffer.from(svg), { density: 72 })
    return (o.width ? image.resize({ width: o.width }) : image).webp({ quality, effort: 3 }).toBuffer()
  })
}

/** A QR code of the text as a PNG, in the palette's navy. */
export function qrPng(textValue: string, width = 360): Promise<Buffer> {
  return cached(`qr:${width}\n${textValue}`, 'png', () =>
    QRCode.toBuffer(textValue, { type: 'png', width, margin: 2, errorCorrectionLevel: 'M', color: { dark: '#0B2447', light: '#FFFFFF' } }),
  )
}

export type ClipRecipe = {
  /** Identifies the clip in the cache key together with sampled frames. */
  id: string
  frame: (t: number) => string
  width: number
  height: number
  fps: number
  seconds: number
}

/**
 * A short H.264 MP4 drawn frame by frame: each frame an SVG rendered to raw RGBA by sharp, piped into the
 * ffmpeg of src/seed/ffmpeg.ts. Frames render a few at a time to use both cores.
 */
export function clipMp4(recipe: ClipRecipe): Promise<Buffer> {
  const count = Math.round(recipe.fps * recipe.seconds)
  const key = [
    `clip:${recipe.id}:${recipe.width}x${recipe.height}:${recipe.fps}:${recipe.seconds}:crf28`,
    recipe.frame(0),
    recipe.frame(0.5),
    recipe.frame((count - 1) / count),
  ].join('\n')
  return cached(key, 'mp4', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-clip-'))
    const out = path.join(dir, 'clip.mp4')
    try {
      const proc = spawn(
        await ffmpegBinary(),
        [
          '-y',
          '-loglevel',
          'error',
          '-f',
          'rawvideo',
          '-pix_fmt',
          'rgba',
          '-s',
          `${recipe.width}x${recipe.height}`,
          '-framerate',
          String(recipe.fps),
          '-i',
          '-',
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-crf',
          '28',
          '-pix_fmt',
          'yuv420p',
          '-profile:v',
          'main',
          '-movflags',
          '+faststart',
          '-an',
          out,
        ],
        { stdio: ['pipe', 'ignore', 'pipe'] },
      )
      let stderr = ''
      proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
      const done = new Promise<void>((resolve, reject) => {
        proc.on('error', reject)
        proc.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${stderr}`))))
      })
      const render = (i: number) =>
        sharp(Buffer.from(recipe.frame(i / count)), { density: 72 })
          .resize(recipe.width, recipe.height)
          .ensureAlpha()
          .raw()
          .toBuffer()
      const batch = 4
      for (let i = 0; i < count; i += batch) {
        const frames = await Promise.all(Array.from({ length: Math.min(batch, count - i) }, (_, k) => render(i + k)))
        for (const f of frames) {
          if (!proc.stdin.write(f)) await new Promise((resolve) => proc.stdin.once('drain', resolve))
        }
      }
      proc.stdin.end()
      await done
      return await fs.readFile(out)
    } finally {
      await fs.rm(dir, { recursive: true, force: true })
    }
  })
}

/* ------------------------------------------------------------------ a small zip (stored, no compression) */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n += 1) {
    let c = n
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

function crc32(data: Buffer): number {
  let c = 0xffffffff
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** A valid ZIP archive of the given files (method 0, "stored"), with a fixed timestamp so the bytes are stable. */
export function zip(files: Array<{ name: string; data: Buffer }>): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  const dosTime = (9 << 11) | (30 << 5)
  const dosDate = ((2026 - 1980) << 9) | (10 << 5) | 15
  for (const f of files) {
    const name = Buffer.from(f.name, 'utf8')
    const crc = crc32(f.data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6)
    local.writeUInt16LE(0, 8)
    local.writeUInt16LE(dosTime, 10)
    local.writeUInt16LE(dosDate, 12)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(f.data.length, 18)
    local.writeUInt32LE(f.data.length, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(0, 28)
    locals.push(local, name, f.data)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(0, 10)
    central.writeUInt16LE(dosTime, 12)
    central.writeUInt16LE(dosDate, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(f.data.length, 20)
    central.writeUInt32LE(f.data.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    centrals.push(central, name)
    offset += 30 + name.length + f.data.length
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(files.length, 8)
  end.writeUInt16LE(files.length, 10)
  end.writeUInt32LE(centralSize, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, ...centrals, end])
}
