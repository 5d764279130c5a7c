/**
 * The image ships only what the server runs: the runtime stage copies the folder docker/lean-image.mjs assembles
 * (never the whole standalone output, into which Next's file tracing copies src/, tests/, docs/, scripts/), and that
 * step leaves out everything but the server's own files, and fails when one of those is missing.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { KEEP, REQUIRED } from '../../docker/lean-image.mjs'

const dockerfile = fs.readFileSync('Dockerfile', 'utf8')
const stages = dockerfile.split(/^FROM /m).slice(1)
const build = stages.find((stage) => /^\S+ AS build\b/.test(stage)) ?? ''
const runtime = stages.at(-1) ?? ''
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-image-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A standalone output as Next's tracing leaves it: the server's files and the project's sources beside them. */
function fakeStandalone(without: string[] = []): string {
  const standalone = fs.mkdtempSync(path.join(dir, 'standalone-'))
  const files = [...REQUIRED, '.next/static/chunks/a.js', '.next/cache/images/x', 'public/favicon.ico', 'package.json']
  const sources = ['src/payload.config.ts', 'tests/unit/a.test.ts', 'docs/operations.md', 'scripts/seed.ts', 'deploy/systemd/site@.service']
  for (const file of [...files, ...sources].filter((f) => !without.includes(f))) {
    fs.mkdirSync(path.dirname(path.join(standalone, file)), { recursive: true })
    fs.writeFileSync(path.join(standalone, file), 'x')
  }
  return standalone
}

const lean = (standalone: string, image: string) =>
  spawnSync(process.execPath, ['docker/lean-image.mjs', standalone, image], { encoding: 'utf8' })

describe('the lean image', () => {
  it('copies into the runtime stage only the folder lean-image.mjs assembles', () => {
    expect(build).toMatch(/check-externals\.mjs[^\n]*\\\n\s*&& node docker\/lean-image\.mjs \.next\/standalone image\n/)
    const copies = runtime.match(/^COPY [^\n]*/gm) ?? []
    expect(copies).toEqual(['COPY --from=build --chown=site:site /app/image ./'])
  })

  it('keeps the server and leaves out src/, tests/, docs/, scripts/ and deploy/', () => {
    for (const name of ['src', 'tests', 'docs', 'scripts', 'deploy']) expect(KEEP, name).not.toContain(name)
    const image = path.join(dir, 'image')
    const result = lean(fakeStandalone(), image)
    expect(result.status, result.stderr).toBe(0)
    expect(fs.readdirSync(image).sort()).toEqual([
      '.next',
      'cache-handler.mjs',
      'node_modules',
      'package.json',
      'public',
      'server.mjs',
      'start.mjs',
    ])
    expect(fs.existsSync(path.join(image, '.next/static/chunks/a.js'))).toBe(true)
    expect(fs.existsSync(path.join(image, '.next/cache'))).toBe(false)
    expect(result.stdout).toMatch(/left out of the image: .*docs.*scripts.*src.*tests/)
  })

  it('fails the build when a file the server needs is missing', () => {
    const result = lean(fakeStandalone(['server.mjs']), path.join(dir, 'broken'))
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain('the image would lack files the server needs: server.mjs')
  })

  it('keeps the documentation and deploy files out of the build context', () => {
    const ignored = fs
      .readFileSync('.dockerignore', 'utf8')
      .split('\n')
      .map((l) => l.trim())
    expect(ignored).toContain('docs')
    expect(ignored).toContain('deploy')
  })
})
