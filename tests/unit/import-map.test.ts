/**
 * The committed import map holds every admin component of every storage configuration (scripts/import-map-check.ts):
 * without the S3 plugin's client upload handler, every admin page was blank on a site with S3_BUCKET set.
 */
import { spawnSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

function check(env: Record<string, string>) {
  const vars: NodeJS.ProcessEnv = { ...process.env, DISABLE_PAYLOAD_HMR: 'true', ...env }
  if (!env.S3_BUCKET) delete vars.S3_BUCKET
  const run = () => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import-map-check.ts'], { encoding: 'utf8', env: vars })
  const first = run()
  // Node 20's module loader may exit 13 before the script's first line on a busy machine (docs/testing.md, known
  // flakes): once more, as the other scripts started by tests do.
  return first.status === 13 ? run() : first
}

describe('the import map', () => {
  for (const [storage, env] of [
    ['the local disk', {}],
    ['S3', { S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://127.0.0.1:9', S3_FORCE_PATH_STYLE: 'true' }],
  ] as const) {
    it(`holds every admin component the configuration uses with uploads on ${storage}`, { timeout: 120_000 }, () => {
      const result = check(env)
      expect(result.status, result.stderr).toBe(0)
      expect(result.stdout).toMatch(/admin components of this configuration .* are all in it/)
    })
  }
})
