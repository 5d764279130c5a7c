/**
 * What the site takes from inside Next.js (src/cache/next-internals.ts), checked against the installed Next: run
 * first on an upgrade (docs/architecture.md, "Upgrading Next.js"). Each case fails loudly, naming what changed.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { RESPONSE_KINDS } from '@/cache/cache-policy'
import { NEXT_INTERNAL_MODULES, nextCacheControls, nextFileSystemCache } from '@/cache/next-internals'
import { CLIENT_ROUTER_HEADERS } from '@/server/next-headers'

const nodeRequire = createRequire(import.meta.url)
const ROOT = path.resolve(__dirname, '../..')

describe('Next.js internals the site depends on (next@installed)', () => {
  it('every module is where the site looks for it', () => {
    for (const [name, id] of Object.entries(NEXT_INTERNAL_MODULES)) expect(() => nodeRequire(id), `${name}: ${id}`).not.toThrow()
  })

  it("Next's file-system cache is a class with the methods the cache handler calls", () => {
    const FileSystemCache = nextFileSystemCache()
    expect(typeof FileSystemCache).toBe('function')
    for (const method of ['get', 'set', 'revalidateTag', 'resetRequestCache'])
      expect(typeof (FileSystemCache.prototype as Record<string, unknown>)[method], `FileSystemCache.prototype.${method}`).toBe('function')
  })

  it("Next's map of cache lifetimes is still a Map the handler can forget keys in", () => {
    expect(nextCacheControls()).toBeInstanceOf(Map)
  })

  it("every answer header Next's client router reads is kept on its answers (src/server/next-headers.ts)", () => {
    const headers = nodeRequire(NEXT_INTERNAL_MODULES.routerHeaders) as Record<string, unknown>
    const answerHeaders = Object.values(headers).filter((v): v is string => typeof v === 'string' && /^x-(nextjs|action)-/.test(v))
    expect(answerHeaders.length).toBeGreaterThan(5)
    const missing = answerHeaders.filter((name) => !CLIENT_ROUTER_HEADERS.has(name))
    expect(missing, 'add these to CLIENT_ROUTER_HEADERS, or they are stripped from RSC answers').toEqual([])
  })

  it('the kinds of cached value are the ones the cache policy knows (src/cache/cache-policy.ts)', () => {
    const { CachedRouteKind } = nodeRequire(NEXT_INTERNAL_MODULES.cacheKinds) as { CachedRouteKind: Record<string, string> }
    const kinds = Object.values(CachedRouteKind).sort()
    expect(kinds, 'a new kind: decide in cache-policy.ts whether it is a rendered answer or a content read').toEqual([
      'APP_PAGE',
      'APP_ROUTE',
      'FETCH',
      'IMAGE',
      'PAGES',
      'REDIRECT',
    ])
    for (const kind of RESPONSE_KINDS) expect(kinds).toContain(kind)
  })

  it('nothing else in the application imports from next/dist', () => {
    const files: string[] = ['server.ts', 'next.config.ts']
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
        const rel = path.posix.join(dir, entry.name)
        if (entry.isDirectory()) walk(rel)
        else if (/\.(ts|tsx)$/.test(entry.name)) files.push(rel)
      }
    }
    walk('src')
    const importing = files.filter(
      (file) =>
        file !== 'src/cache/next-internals.ts' && /(from\s+|require\()'next\/dist\//i.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
    )
    expect(importing).toEqual([])
  })
})
