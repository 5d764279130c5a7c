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

import { forOtherLibc, IMAGE_BUDGET_BYTES, KEEP, REQUIRED, runtimeLibc } from '../../docker/lean-image.mjs'

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

const lean = (standalone: string, image: string, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['docker/lean-image.mjs', standalone, image], { encoding: 'utf8', env: { ...process.env, ...env } })

/** Writes `bytes` bytes (sparse is not enough: sizes are read from the files' lengths) at `file` under `root`. */
function put(root: string, file: string, bytes = 1): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), Buffer.alloc(bytes))
}

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

  it('leaves out the native packages of the other C library, at any depth', () => {
    const glibc = ['@libsql/linux-x64-musl', '@img/sharp-linuxmusl-x64', '@img/sharp-libvips-linuxmusl-x64']
    const musl = ['@libsql/linux-x64-gnu', '@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64']
    for (const name of glibc) expect([forOtherLibc(name, 'glibc'), forOtherLibc(name, 'musl')], name).toEqual([true, false])
    for (const name of musl) expect([forOtherLibc(name, 'glibc'), forOtherLibc(name, 'musl')], name).toEqual([false, true])
    for (const name of ['next', 'sharp', '@libsql/client', 'detect-libc'])
      expect(forOtherLibc(name, 'glibc') || forOtherLibc(name, 'musl'), name).toBe(false)
    expect(runtimeLibc()).toBe('glibc') // Debian, as the Dockerfile's base image

    const standalone = fakeStandalone()
    for (const name of [...glibc, ...musl, '@libsql/client', 'next/node_modules/@img/sharp-linuxmusl-x64'])
      put(standalone, `node_modules/${name}/package.json`)
    const image = path.join(dir, 'libc')
    const result = lean(standalone, image, { LEAN_IMAGE_LIBC: 'glibc' })
    expect(result.status, result.stderr).toBe(0)
    const kept = (name: string) => fs.existsSync(path.join(image, 'node_modules', name))
    expect(glibc.filter(kept)).toEqual([])
    expect(kept('next/node_modules/@img/sharp-linuxmusl-x64')).toBe(false)
    expect(musl.every(kept)).toBe(true)
    expect(kept('@libsql/client')).toBe(true)
    expect(result.stdout).toContain('node_modules/@libsql/linux-x64-musl (0.0 MB, not for glibc)')
  })

  it('fails the build when the image outgrows its budget of 175 MB', () => {
    expect(IMAGE_BUDGET_BYTES).toBe(175e6)
    const standalone = fakeStandalone()
    put(standalone, 'node_modules/heavy/blob.bin', IMAGE_BUDGET_BYTES + 1)
    const result = lean(standalone, path.join(dir, 'heavy'))
    fs.rmSync(standalone, { recursive: true, force: true })
    fs.rmSync(path.join(dir, 'heavy'), { recursive: true, force: true })
    expect(result.status).not.toBe(0)
    expect(result.stderr).toMatch(/the image's own files weigh 175\.0 MB, more than the budget of 175\.0 MB/)
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
