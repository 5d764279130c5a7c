/**
 * Whether the committed import map (`src/app/(payload)/admin/importMap.js`) holds every admin component the
 * configuration of this environment uses: with `S3_BUCKET` set, the S3 storage plugin adds a client upload handler,
 * and an import map without it leaves every admin page blank. The map is generated for this environment into a
 * temporary file and compared; exit 1 names what is missing (`npm run generate:importmap` writes the complete map,
 * made with every optional plugin on). tests/unit/import-map.test.ts runs it for each storage configuration.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const COMMITTED = path.resolve('src/app/(payload)/admin/importMap.js')
const keysOf = (text: string) => new Set([...text.matchAll(/^\s+"([^"]+)":/gm)].map((m) => m[1]))

const { generateImportMap } = await import('payload')
const { default: configPromise } = await import('../src/payload.config')
const config = await configPromise
const generated = path.join(os.tmpdir(), `import-map-check-${process.pid}.js`)
fs.writeFileSync(generated, '')
config.admin.importMap.importMapFile = generated
let needed: Set<string>
try {
  await generateImportMap(config, { log: false, force: true })
  needed = keysOf(fs.readFileSync(generated, 'utf8'))
} finally {
  fs.rmSync(generated, { force: true })
}
const committed = keysOf(fs.readFileSync(COMMITTED, 'utf8'))
const missing = [...needed].filter((key) => !committed.has(key))
const storage = process.env.S3_BUCKET ? 'S3' : 'local disk'
if (missing.length > 0) {
  console.error(`The import map lacks ${missing.length} admin component(s) this configuration (${storage}) uses:`)
  for (const key of missing) console.error(`  ${key}`)
  console.error('Run `npm run generate:importmap` (it makes the map with every optional plugin on) and commit it.')
  process.exit(1)
}
console.log(`import map: the ${needed.size} admin components of this configuration (${storage}) are all in it`)
process.exit(0)
