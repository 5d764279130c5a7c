/**
 * The uploads of a site on S3 (S3_BUCKET), for the backup (scripts/lib/backup.ts): every object of the bucket into a
 * folder, with its content type, and back from a folder into the bucket. Objects are read and written one at a time
 * through the AWS SDK with the site's own S3 settings, so whatever store the site uses (AWS, MinIO, Ceph, moto in the
 * tests) is backed up the same way, with no other tool on the server.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import type { S3Settings } from '../../src/env'

/** Content types by key, kept in the archive beside the files (`media-types.json`). */
export type ContentTypes = Record<string, string>

export function s3Client(s3: S3Settings): S3Client {
  return new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    ...(s3.accessKeyId ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } } : {}),
  })
}

/** A key as a path inside the archive's folder, or null for one that could leave it or is a folder marker. */
function keyAsPath(key: string): string | null {
  if (!key || key.endsWith('/') || key.startsWith('/') || key.includes('\\') || key.includes('\0')) return null
  const parts = key.split('/')
  if (parts.some((p) => p === '' || p === '.' || p === '..')) return null
  return parts.join(path.sep)
}

/** Every object of the bucket into `dir`. Keys that cannot be a file there are left out and named in `skipped`. */
export async function downloadBucket(
  s3: S3Settings,
  dir: string,
): Promise<{ files: number; bytes: number; types: ContentTypes; skipped: string[] }> {
  const client = s3Client(s3)
  const types: ContentTypes = {}
  const skipped: string[] = []
  let files = 0
  let bytes = 0
  try {
    let token: string | undefined
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }))
      for (const object of page.Contents ?? []) {
        const key = object.Key ?? ''
        const relative = keyAsPath(key)
        if (!relative) {
          if (key && !key.endsWith('/')) skipped.push(key)
          continue
        }
        const file = path.join(dir, relative)
        fs.mkdirSync(path.dirname(file), { recursive: true })
        const got = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
        await pipeline(got.Body as NodeJS.ReadableStream, fs.createWriteStream(file))
        if (got.ContentType) types[key] = got.ContentType
        files += 1
        bytes += fs.statSync(file).size
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  } finally {
    client.destroy()
  }
  return { files, bytes, types, skipped }
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(full)
    return entry.isFile() ? [full] : []
  })
}

/** The files of `dir` into the bucket, each under its relative path, with its type (kept, else by its extension). */
export async function uploadBucket(s3: S3Settings, dir: string, types: ContentTypes): Promise<{ files: number; bytes: number }> {
  const client = s3Client(s3)
  let files = 0
  let bytes = 0
  try {
    for (const file of filesUnder(dir)) {
      const key = path.relative(dir, file).split(path.sep).join('/')
      const body = fs.readFileSync(file)
      const contentType = types[key] ?? TYPES_BY_EXTENSION[path.extname(key).toLowerCase()] ?? 'application/octet-stream'
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body, ContentType: contentType }))
      files += 1
      bytes += body.length
    }
  } finally {
    client.destroy()
  }
  return { files, bytes }
}
