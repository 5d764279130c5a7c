/**
 * Every package the code imports is declared in package.json (dependencies for what the site and its operations
 * scripts run, devDependencies for tests and tooling): one that arrives only as another package's dependency may
 * vanish at that package's next update, and `npm ci --omit=dev` would leave a production script without it.
 */
import fs from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import pkg from '../../package.json'

const ROOT = path.resolve(__dirname, '../..')
const SOURCES = ['src', 'scripts', 'tests', 'server.ts', 'next.config.ts', 'playwright.config.ts', 'vitest.config.ts']
const PACKAGE = /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/

function files(entry: string): string[] {
  const full = path.join(ROOT, entry)
  if (!fs.existsSync(full)) return []
  if (!fs.statSync(full).isDirectory()) return [full]
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? files(path.join(entry, d.name)) : /\.(ts|tsx|mjs)$/.test(d.name) ? [path.join(full, d.name)] : []))
}

/** The packages a file imports (static, dynamic and type imports; `node:` built-ins and the `@/` alias aside). */
function importedPackages(source: string): string[] {
  const names: string[] = []
  for (const match of source.matchAll(
    /^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm,
  )) {
    const specifier = match[1] ?? match[2] ?? match[3]
    if (
      !specifier ||
      specifier.startsWith('.') ||
      specifier.startsWith('node:') ||
      specifier.startsWith('@/') ||
      specifier === '@payload-config'
    )
      continue
    const parts = specifier.split('/')
    const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
    if (PACKAGE.test(name) && !builtinModules.includes(name)) names.push(name)
  }
  return names
}

describe('imported packages', () => {
  it('are all declared in package.json', () => {
    const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)])
    const undeclared = new Map<string, string>()
    let imports = 0
    // (this file's own example below names packages that do not exist)
    for (const file of SOURCES.flatMap(files).filter((f) => f !== __filename)) {
      for (const name of importedPackages(fs.readFileSync(file, 'utf8'))) {
        imports += 1
        if (!declared.has(name) && !undeclared.has(name)) undeclared.set(name, path.relative(ROOT, file))
      }
    }
    expect(imports).toBeGreaterThan(500)
    expect(Object.fromEntries(undeclared)).toEqual({})
  })

  it('finds an undeclared import', () => {
    expect(
      importedPackages("import x from 'left-pad'\nconst y = await import('@scope/thing/sub')\nimport type { Z } from 'node:fs'"),
    ).toEqual(['left-pad', '@scope/thing'])
  })
})
