/**
 * What the public site's client code may import. next-intl's client side (its provider, useTranslations, its
 * navigation) brings its message formatter, about 13 KB compressed, into every page: client components get their
 * texts as props and links come from src/i18n/navigation.tsx instead. This walks every 'use client' module and the
 * project modules it imports, as the bundler does.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const SRC = path.resolve('src')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The project file an import specifier names, or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

/** Value imports (type-only imports are erased and bundle nothing). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  return [...text.matchAll(/^import\s+(?!type\s)[^'"]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm)].map((m) => m[1] ?? m[2])
}

const isClient = (file: string) => /^\s*['"]use client['"]/.test(fs.readFileSync(file, 'utf8'))

describe("the public site's client code", () => {
  const publicFiles = sourceFiles(SRC).filter((f) => !f.includes(`${path.sep}(payload)${path.sep}`))
  const clientRoots = publicFiles.filter(isClient)

  it('has client components to check', () => {
    expect(clientRoots.length).toBeGreaterThan(10)
  })

  it("never imports next-intl's client side, directly or through a project module", () => {
    const offenders: string[] = []
    const seen = new Set<string>()
    const walk = (file: string, trail: string[]) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const specifier of importsOf(file)) {
        if (specifier === 'next-intl' || specifier === 'next-intl/navigation' || specifier === 'use-intl') {
          offenders.push([...trail, path.relative(SRC, file), specifier].join(' → '))
        }
        const next = resolveImport(file, specifier)
        if (next && next.startsWith(SRC)) walk(next, [...trail, path.relative(SRC, file)])
      }
    }
    for (const root of clientRoots) walk(root, [])
    expect(offenders).toEqual([])
  })
})
