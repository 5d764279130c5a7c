/**
 * Uploads go to S3 only when S3_BUCKET is set (src/media-storage.ts, src/payload.config.ts); the plugin's
 * extra `_objectKey` field stays out of the database so no migration is needed.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { CollectionConfig, Config, SanitizedConfig } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { readS3Settings } from '@/env'
import { isMissingLocalUpload, mediaStoragePlugins } from '@/media-storage'

const S3_VARS = {
  S3_BUCKET: 'site-media',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_FORCE_PATH_STYLE: 'true',
}

function mediaOf(config: Config | SanitizedConfig): CollectionConfig {
  const media = config.collections?.find((c) => c.slug === 'media')
  if (!media) throw new Error('no media collection')
  return media
}

/** The collection's upload settings (none when uploads are off or on with the defaults). */
type UploadSettings = Exclude<CollectionConfig['upload'], boolean | undefined>

function upload(media: CollectionConfig): UploadSettings {
  return typeof media.upload === 'object' ? media.upload : {}
}

describe('S3 settings from the environment', () => {
  it('are off without S3_BUCKET, whatever else is set', () => {
    expect(readS3Settings({})).toBeNull()
    expect(readS3Settings({ ...S3_VARS, S3_BUCKET: '  ' })).toBeNull()
  })

  it('read every variable, with defaults', () => {
    expect(readS3Settings(S3_VARS)).toEqual({
      bucket: 'site-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: '',
    })
    expect(readS3Settings({ S3_BUCKET: 'b', S3_PUBLIC_URL: 'https://cdn.example.com/media/' })).toMatchObject({
      region: 'us-east-1',
      forcePathStyle: false,
      endpoint: '',
      publicUrl: 'https://cdn.example.com/media',
    })
  })
})

describe('media storage plugins', () => {
  const base: Config = {
    secret: 'x'.repeat(32),
    collections: [
      { slug: 'media', upload: { staticDir: '/tmp/unused' }, fields: [{ name: 'alt', type: 'text' }] },
      { slug: 'news', fields: [{ name: 'title', type: 'text' }] },
    ],
  } as unknown as Config
  const apply = (plugins: ReturnType<typeof mediaStoragePlugins>) =>
    plugins.reduce<Config>((config, plugin) => plugin(config) as Config, base)

  it('none without S3: files stay on the disk', () => {
    expect(mediaStoragePlugins(null)).toEqual([])
  })

  it('with S3: the media collection stops writing to the disk and serves files through Payload', () => {
    const config = apply(mediaStoragePlugins(readS3Settings(S3_VARS)))
    const media = mediaOf(config)
    expect(upload(media).disableLocalStorage).toBe(true)
    expect(upload(media).handlers?.length).toBeGreaterThan(0)
    const objectKey = media.fields.find((f) => 'name' in f && f.name === '_objectKey') as Record<string, unknown>
    expect(objectKey).toMatchObject({ type: 'text', virtual: true })
    expect(config.collections?.find((c) => c.slug === 'news')).toEqual(base.collections?.[1])
  })

  it('with S3_PUBLIC_URL: no serving handler (URLs point at the bucket)', () => {
    const config = apply(mediaStoragePlugins(readS3Settings({ ...S3_VARS, S3_PUBLIC_URL: 'https://cdn.example.com' })))
    expect(upload(mediaOf(config)).handlers ?? []).toHaveLength(0)
  })
})

describe('the Payload config', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
    vi.resetModules()
  })

  async function loadConfig(extra: Record<string, string>): Promise<SanitizedConfig> {
    vi.resetModules()
    for (const name of Object.keys(S3_VARS)) delete process.env[name]
    const dir = path.join(os.tmpdir(), `site-unit-config-${process.pid}`)
    Object.assign(process.env, {
      PAYLOAD_SECRET: 'unit-test-secret-0123456789abcdefghij',
      DATA_DIR: dir,
      SQLITE_PATH: path.join(dir, 'x.db'),
      ...extra,
    })
    delete process.env.DATABASE_URL
    const mod = await import('@/payload.config')
    return mod.default
  }

  it('keeps uploads on the disk without S3_BUCKET and puts them on S3 with it', async () => {
    const local = await loadConfig({})
    expect(upload(mediaOf(local)).disableLocalStorage).toBeFalsy()
    expect(mediaOf(local).fields.some((f) => 'name' in f && f.name === '_objectKey')).toBe(false)

    const s3 = await loadConfig(S3_VARS)
    expect(upload(mediaOf(s3)).disableLocalStorage).toBe(true)
    expect(mediaOf(s3).fields.some((f) => 'name' in f && f.name === '_objectKey')).toBe(true)
    // The whole config's module graph, loaded twice: 4.6 s alone, over 60 s once beside a build, the lint and an
    // integration run on 2 cores. A hang still fails.
  }, 180_000)
})

describe('isMissingLocalUpload', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-'))
  fs.writeFileSync(path.join(dir, 'logo-400x125.webp'), 'x')
  fs.writeFileSync(path.join(dir, '图 1.webp'), 'x')
  fs.mkdirSync(path.join(dir, 'folder'))

  it('is false for a file that is there, and for anything but an uploaded file', async () => {
    expect(await isMissingLocalUpload('/api/media/file/logo-400x125.webp', dir)).toBe(false)
    expect(await isMissingLocalUpload(`/api/media/file/${encodeURIComponent('图 1.webp')}`, dir)).toBe(false)
    expect(await isMissingLocalUpload('/website/api/media/file/logo-400x125.webp', dir)).toBe(false)
    expect(await isMissingLocalUpload('/api/media/12', dir)).toBe(false)
    expect(await isMissingLocalUpload('/api/news', dir)).toBe(false)
  })

  it('is true for a name that is not there, not a plain file name, or not a file', async () => {
    expect(await isMissingLocalUpload('/api/media/file/no-such.webp', dir)).toBe(true)
    expect(await isMissingLocalUpload('/api/media/file/..%2F..%2Fetc%2Fpasswd', dir)).toBe(true)
    expect(await isMissingLocalUpload('/api/media/file/..', dir)).toBe(true)
    expect(await isMissingLocalUpload('/api/media/file/folder', dir)).toBe(true)
    expect(await isMissingLocalUpload('/api/media/file/%zz', dir)).toBe(true)
    expect(await isMissingLocalUpload(`/api/media/file/${'a'.repeat(300)}`, dir)).toBe(true)
    expect(await isMissingLocalUpload('/api/media/file/logo-400x125.webp%00.png', dir)).toBe(true)
  })

  it('leaves files in S3 to the storage adapter', async () => {
    expect(await isMissingLocalUpload('/api/media/file/no-such.webp', null)).toBe(false)
  })
})
