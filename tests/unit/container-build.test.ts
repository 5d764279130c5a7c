/**
 * `npm run docker:build-local` (scripts/docker-build-local.ts) without an engine: its podman command lines agree
 * with the Dockerfile (the base image argument every stage starts from, the build arguments it declares, the port
 * and signal of its runtime stage) and download nothing but Debian's packages.
 */
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { BASE_IMAGE_ARG, baseImageName, buildArgs, debootstrapArgs, importArgs, runArgs, stopArgs } from '../../scripts/lib/container-build'

const dockerfile = fs.readFileSync('Dockerfile', 'utf8')
const declaredArgs = new Set([...dockerfile.matchAll(/^ARG (\w+)/gm)].map((m) => m[1]))
const build = buildArgs(
  {},
  { baseImage: 'localhost/base:1', image: 'localhost/site:t', context: '/ctx', serverUrl: 'http://127.0.0.1:3470' },
)
const buildArgValues = build.flatMap((arg, i) => (build[i - 1] === '--build-arg' ? [arg] : []))

describe('npm run docker:build-local', () => {
  it('builds every stage of the Dockerfile on the local base image', () => {
    const froms = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1])
    const external = froms.filter((f) => !/^[a-z]+$/.test(f))
    expect(external.length).toBeGreaterThan(0)
    for (const from of external) expect(from).toBe(`\${${BASE_IMAGE_ARG}}`)
    expect(buildArgValues).toContain(`${BASE_IMAGE_ARG}=localhost/base:1`)
  })

  it('passes only build arguments the Dockerfile declares', () => {
    for (const value of buildArgValues) expect(declaredArgs, value).toContain(value.split('=')[0])
  })

  it('builds the Dockerfile of the context it archives, with the host network for npm', () => {
    expect(build.slice(build.indexOf('-f'), build.indexOf('-f') + 2)).toEqual(['-f', '/ctx/Dockerfile'])
    expect(build.at(-1)).toBe('/ctx')
    expect(build).toContain('--network=host')
    expect(build.slice(build.indexOf('-t'), build.indexOf('-t') + 2)).toEqual(['-t', 'localhost/site:t'])
  })

  it('runs the image on the port and database it checks, and stops it with the STOPSIGNAL grace', () => {
    const run = runArgs({}, { name: 'c', image: 'localhost/site:t', port: 3470, databaseUrl: 'postgres://h/db', secret: 's' })
    expect(run.at(-1)).toBe('localhost/site:t')
    expect(run).toEqual(expect.arrayContaining(['-e', 'PORT=3470', '-e', 'DATABASE_URL=postgres://h/db', '--network=host']))
    expect(run).toContain('SERVER_URL=http://127.0.0.1:3470')
    // The runtime stage reads these from its environment: PORT is one of its ENV lines, the server waits for SIGTERM.
    expect(dockerfile).toMatch(/^\s+PORT=3000 \\$/m)
    expect(dockerfile).toMatch(/^STOPSIGNAL SIGTERM$/m)
    expect(stopArgs({}, 'c', 20)).toEqual(['stop', '-t', '20', 'c'])
  })

  it('puts the storage driver, cgroup manager and runtime before the subcommand of every call', () => {
    const flags = { storageDriver: 'vfs', cgroupManager: 'cgroupfs', runtime: 'runc', isolation: 'chroot', ulimits: ['nofile=20000:20000'] }
    const calls = [
      buildArgs(flags, { baseImage: 'b', image: 'i', context: '/c', serverUrl: 'u' }),
      runArgs(flags, { name: 'n', image: 'i', port: 1, databaseUrl: 'd', secret: 's' }),
      stopArgs(flags, 'n', 1),
      importArgs(flags, '/t.tar', 'i'),
    ]
    for (const call of calls) expect(call.slice(0, 3)).toEqual(['--storage-driver=vfs', '--cgroup-manager=cgroupfs', '--runtime=runc'])
    expect(calls[0]).toContain('--isolation=chroot')
    // The build's RUN steps and the started image get limits the host grants.
    for (const call of calls.slice(0, 2)) expect(call.join(' ')).toContain('--ulimit nofile=20000:20000')
  })

  it("makes the base from Debian's mirror only, named after the Node version it holds", () => {
    const args = debootstrapArgs('/tmp/rootfs')
    expect(args).toContain('bookworm')
    const urls = args.filter((a) => /^https?:/.test(a))
    expect(urls).toEqual(['http://deb.debian.org/debian'])
    expect(baseImageName('v20.20.2')).toBe('localhost/node-bookworm-local:20.20.2')
    expect(importArgs({}, '/t.tar', 'localhost/b:1')).toEqual([
      'import',
      '--change',
      'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt',
      '--change',
      'CMD ["node"]',
      '/t.tar',
      'localhost/b:1',
    ])
  })
})
