/**
 * Entry point of the Docker image (see Dockerfile): the project's server (server.ts, bundled as server.mjs) on
 * Next's standalone output. Next's own standalone server.js hands the build's config to Next through
 * __NEXT_PRIVATE_STANDALONE_CONFIG (there is no next.config.ts in the image); this does the same, then asks
 * /healthz once so that Payload starts at once (MIGRATE_ON_START: migrations, first administrator) instead of
 * on the first visitor's request.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = path.dirname(fileURLToPath(import.meta.url))
process.chdir(dir)
const { config } = JSON.parse(fs.readFileSync(path.join(dir, '.next/required-server-files.json'), 'utf8'))
// Next's cache through the project's handler (src/cache/next-cache-handler.ts, bundled): bounded in memory, or in
// Redis when REDIS_URL is set at run time (next.config.ts names it too; the image has no next.config.ts).
config.cacheHandler = path.join(dir, 'cache-handler.mjs')
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)

await import('./server.mjs')

const port = process.env.PORT || 3000
// BASE_PATH as src/env.ts reads it: `website`, `/website/` and `/website` are all `/website`.
const prefix = (process.env.BASE_PATH ?? '').trim().replace(/^\/+|\/+$/g, '')
const basePath = prefix ? `/${prefix}` : ''
for (let attempt = 0; attempt < 60; attempt += 1) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${basePath}/healthz`)
    if (res.ok) break
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 1000))
}
