/**
 * No import cycle, by rule (`npm run lint` runs it as `check:cycles`): the project's own graph of static imports
 * between its modules under src/ (type-only imports and `import()` left out: they load nothing when the module
 * loads), with `@/` and `@payload-config` resolved as tsconfig.json says. Each cycle is printed as its chain of
 * files; exit code 1 when there is one.
 *
 *   npm run check:cycles              the check
 *   npm run check:cycles -- --graph   also the number of modules and imports read
 */
import fs from 'node:fs'
import path from 'node:path'

import { importCycles, type ImportGraph, importsOf } from './lib/import-graph'

const ROOT = path.resolve(import.meta.dirname, '..')
const SRC = path.join(ROOT, 'src')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(?:ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

const EXTENSIONS = ['.ts', '.tsx', '.mts', '/index.ts', '/index.tsx']

/** The file a specifier names, or null for a package (or a file outside src/, which cannot close a cycle in it). */
function resolve(specifier: string, from: string): string | null {
  let base: string
  if (specifier === '@payload-config') base = path.join(SRC, 'payload.config')
  else if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return null
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext
  const stripped = base.replace(/\.(?:js|mjs)$/, '')
  for (const ext of EXTENSIONS) if (stripped !== base && fs.existsSync(stripped + ext)) return stripped + ext
  return null
}

const files = sourceFiles(SRC)
const graph: ImportGraph = new Map()
let edges = 0
for (const file of files) {
  const targets = importsOf(fs.readFileSync(file, 'utf8'))
    .map((specifier) => resolve(specifier, file))
    .filter((target): target is string => target !== null && target.startsWith(SRC))
  graph.set(file, new Set(targets))
  edges += targets.length
}

const cycles = importCycles(graph)
if (process.argv.includes('--graph')) console.log(`${files.length} modules, ${edges} static imports read`)
for (const cycle of cycles) {
  console.error(`import cycle: ${[...cycle, cycle[0]].map((f) => path.relative(ROOT, f)).join(' -> ')}`)
}
if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s): break each one (docs/architecture.md, "The layers": "No import cycle").`)
  process.exit(1)
}
