/**
 * Entry point of the Docker image (see Dockerfile): the project's server (server.ts, bundled as server.mjs) on
 * Next's standalone output. Next's own standalone server.js hands the build's config to Next through
 * __NEXT_PRIVATE_STANDALONE_CONFIG (there is no next.config.ts in the image); this does the same, then asks
 * /healthz once so that Payload starts at once (MIGRATE_ON_START: migrations, first administrator) instead of
 * on the first visitor's request. With `--healthcheck` it is the image's HEALTHCHECK instead (below).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const port = process.env.PORT || 3000
// BASE_PATH as src/env.ts reads it: `website`, `/website/` and `/website` are all `/website`.
const prefix = (process.env.BASE_PATH ?? '').trim().replace(/^\/+|\/+$/g, '')
const healthz = `http://127.0.0.1:${port}${prefix ? `/${prefix}` : ''}/healthz`

// `node start.mjs --healthcheck`: the image's HEALTHCHECK, one request to /healthz under the same prefix (exit 0 when it
// answers 2xx), without starting anything.
if (process.argv.includes('--healthcheck')) {
  const ok = await fetch(healthz, { signal: AbortSignal.timeout(4000) }).then(
    (res) => res.ok,
    () => false,
  )
  process.exit(ok ? 0 : 1)
}

const dir = path.dirname(fileURLToPath(import.meta.url))
process.chdir(dir)
const { config } = JSON.parse(fs.readFileSync(path.join(dir, '.next/required-server-files.json'), 'utf8'))
// Next's cache through the project's handler (src/cache/next-cache-handler.ts, bundled): bounded in memory, or in
// Redis when REDIS_URL is set at run time (next.config.ts names it too; the image has no next.config.ts).
config.cacheHandler = path.join(dir, 'cache-handler.mjs')
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)

await import('./server.mjs')

for (let attempt = 0; attempt < 60; attempt += 1) {
  try {
    const res = await fetch(healthz)
    if (res.ok) break
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 1000))
}
