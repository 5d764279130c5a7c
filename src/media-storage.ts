/**
 * Where uploads live: the local disk (MEDIA_DIR, the default) or, when S3_BUCKET is set, an S3-compatible
 * bucket through @payloadcms/storage-s3 (docs/operations.md, "S3-compatible storage").
 *
 * Files are served through the site by default (`/api/media/file/<name>`, Payload reads the object from the
 * bucket and applies the collection's read access), so the public API keeps answering absolute paths as the
 * contract asks and a cache in front (deploy/nginx/) can keep them. With S3_PUBLIC_URL set, file URLs point
 * straight at the bucket or its CDN instead (`<S3_PUBLIC_URL>/<name>`); the bucket must then be publicly
 * readable.
 */
import fs from 'node:fs'
import path from 'node:path'

import { s3Storage } from '@payloadcms/storage-s3'
import type { Config, Field, Plugin } from 'payload'

import type { S3Settings } from './env'

/**
 * The storage plugin adds a text field `_objectKey` to the collection, which only direct browser uploads
 * (off here) ever fill: without it every object sits at `<filename>` in the bucket. Kept virtual (no database
 * column), so switching storage needs no migration.
 */
function objectKeyNotStored(slug: string): Plugin {
  return (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map((collection) =>
      collection.slug !== slug
        ? collection
        : {
            ...collection,
            fields: collection.fields.map((field: Field) =>
              'name' in field && field.name === '_objectKey' && field.type === 'text' ? { ...field, virtual: true } : field,
            ),
          },
    ),
  })
}

/** The Payload plugins that put the `media` collection on S3; none when S3 is not configured. */
export function mediaStoragePlugins(s3: S3Settings | null): Plugin[] {
  if (!s3) return []
  const publicUrl = s3.publicUrl
  return [
    s3Storage({
      bucket: s3.bucket,
      collections: {
        media: publicUrl
          ? {
              disablePayloadAccessControl: true,
              generateFileURL: ({ filename, prefix }) => `${publicUrl}/${prefix ? `${prefix}/` : ''}${encodeURIComponent(filename)}`,
            }
          : true,
      },
      config: {
        region: s3.region,
        ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
        forcePathStyle: s3.forcePathStyle,
        ...(s3.accessKeyId ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } } : {}),
      },
    }),
    objectKeyNotStored('media'),
  ]
}

/**
 * True when `pathname` asks for an uploaded file on the local disk (`…/api/media/file/<name>`, `mediaDir` given)
 * that is not there. Payload answers such a request with a 500 and an error in the log, so a scanner guessing file
 * names would fill the log; the site answers 404 instead (src/app/(payload)/api/[...slug]/route.ts). A name that is
 * not a plain file name (a folder, `..`, a bad %-escape) counts as missing. With S3 (`mediaDir` null) the storage
 * adapter answers for itself.
 */
export async function isMissingLocalUpload(pathname: string, mediaDir: string | null): Promise<boolean> {
  if (!mediaDir) return false
  const match = /\/api\/media\/file\/([^/]+)$/.exec(pathname)
  if (!match) return false
  let name: string
  try {
    name = decodeURIComponent(match[1])
  } catch {
    return true
  }
  if (name !== path.basename(name) || name === '.' || name === '..' || name.includes('\0')) return true
  try {
    return !(await fs.promises.stat(path.join(mediaDir, name))).isFile()
  } catch {
    // ENOENT, ENAMETOOLONG and the like: no such file.
    return true
  }
}
