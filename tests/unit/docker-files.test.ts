/**
 * A cheap static check of the Docker files (no Docker engine here): multi-stage standalone build, non-root
 * runtime, the files the build copies exist, and the compose example wires PostgreSQL, Redis and MinIO with its
 * one-shot bucket creation into the site with the variables the site reads.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

import { setting } from '@/env'

const require = createRequire(import.meta.url)
const yaml = require('js-yaml') as { load: (text: string) => unknown }

const dockerfile = fs.readFileSync('Dockerfile', 'utf8')
const stages = dockerfile.split(/^FROM /m).slice(1)
const lastStage = stages.at(-1) ?? ''

type Service = {
  image?: string
  build?: unknown
  command?: unknown
  entrypoint?: unknown
  environment?: Record<string, string>
  depends_on?: Record<string, { condition: string }>
  restart?: string
  healthcheck?: unknown
}

describe('Dockerfile', () => {
  it('builds Next standalone in one stage and runs it as an unprivileged user in another', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3)
    expect(dockerfile).toMatch(/NEXT_OUTPUT=standalone/)
    expect(dockerfile).toMatch(/npx next build/)
    // The public chunks get their compile hint before the static files are copied (scripts/compile-hints.ts).
    expect(dockerfile).toMatch(/next build[^\n]*\\\n\s*&& npx tsx scripts\/compile-hints\.ts/)
    expect(lastStage).toMatch(/COPY --from=build [^\n]* \/app\/image /)
    const user = lastStage.match(/^USER\s+(\S+)/m)?.[1] ?? ''
    expect(user).not.toBe('')
    expect(user.split(':')[0]).not.toMatch(/^(root|0)$/)
    expect(lastStage).toMatch(/^HEALTHCHECK .*CMD \["node", "start\.mjs", "--healthcheck"\]/ms)
    expect(lastStage).toMatch(/^CMD \["node", "start\.mjs"\]/m)
    expect(lastStage).toMatch(/NODE_ENV=production/)
    // The runtime image carries no compiler or dev dependency install.
    expect(lastStage).not.toMatch(/npm (ci|install)/)
  })

  it('copies only files that exist', () => {
    for (const [, from] of dockerfile.matchAll(/^(?:COPY|RUN)[^\n]*?\b(docker\/[\w.-]+|scripts\/[\w.-]+|server\.ts)\b/gm)) {
      expect(fs.existsSync(from), from).toBe(true)
    }
    expect(dockerfile).toMatch(/cp docker\/start\.mjs/)
    expect(dockerfile).toMatch(/check-externals\.mjs/)
  })

  it('keeps data, secrets, builds and dependencies out of the build context', () => {
    const ignored = fs
      .readFileSync('.dockerignore', 'utf8')
      .split('\n')
      .map((l) => l.trim())
    for (const entry of ['node_modules', '.next', 'data', '.env', '.git']) expect(ignored, entry).toContain(entry)
  })

  it('standalone output is asked for only in the Docker build', () => {
    expect(fs.readFileSync('next.config.ts', 'utf8')).toMatch(/output: env\.standaloneOutput \? 'standalone' : undefined/)
    expect(setting('NEXT_OUTPUT', { NEXT_OUTPUT: 'standalone' })).toBe('standalone')
    expect(setting('NEXT_OUTPUT', {})).toBe('default')
  })
})

describe('compose.yaml', () => {
  const compose = yaml.load(fs.readFileSync('compose.yaml', 'utf8')) as {
    services: Record<string, Service>
    volumes: Record<string, unknown>
  }
  const { services } = compose

  it('runs PostgreSQL, Redis, MinIO, a one-shot bucket creation and the site', () => {
    expect(Object.keys(services).sort()).toEqual(['minio', 'minio-init', 'postgres', 'redis', 'web'])
    expect(services.postgres.image).toMatch(/^postgres:/)
    expect(services.redis.image).toMatch(/^redis:/)
    expect(services.minio.image).toMatch(/^minio\/minio/)
    expect(services['minio-init'].restart).toBe('no')
    expect(JSON.stringify(services['minio-init'].command)).toMatch(/mc mb --ignore-existing/)
    for (const name of ['postgres', 'redis', 'minio']) expect(services[name].healthcheck, name).toBeTruthy()
  })

  it('starts the site after its services are ready, with what it reads from the environment', () => {
    const web = services.web
    expect(web.build).toBeTruthy()
    expect(web.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      'minio-init': { condition: 'service_completed_successfully' },
    })
    const env = web.environment ?? {}
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/site:.*@postgres:5432\/site$/)
    expect(env.REDIS_URL).toBe('redis://redis:6379')
    expect(env.S3_ENDPOINT).toBe('http://minio:9000')
    expect(env.S3_FORCE_PATH_STYLE).toBe('true')
    expect(env.PAYLOAD_SECRET).toMatch(/^\$\{PAYLOAD_SECRET:\?/)
    // The bucket the init job makes is the one the site uses.
    expect(services['minio-init'].environment?.S3_BUCKET).toBe(env.S3_BUCKET)
    // Every variable given to the site is one the code reads (S3 and Redis: once the storage and shared-cache
    // code is merged, which reads them in src/env.ts).
    const code = ['src/env.ts', 'src/payload.config.ts', 'server.ts', 'docker/start.mjs', 'src/server/request-log.ts']
      .filter((f) => fs.existsSync(f))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n')
    const sharedStateMerged = code.includes('S3_BUCKET')
    for (const name of Object.keys(env)) {
      if (!sharedStateMerged && /^(S3_|REDIS_)/.test(name)) continue
      expect(code, name).toContain(name)
    }
  })
})
