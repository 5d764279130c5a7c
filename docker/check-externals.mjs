/**
 * Docker build check: every package that the bundled server (server.mjs) imports must be present in the
 * standalone output's traced node_modules, or the image would fail at start. Usage:
 *   node docker/check-externals.mjs <esbuild metafile> <standalone dir>
 */
import fs from 'node:fs'
import path from 'node:path'

const [metafile, standalone] = process.argv.slice(2)
const meta = JSON.parse(fs.readFileSync(metafile, 'utf8'))
const externals = new Set()
for (const output of Object.values(meta.outputs)) {
  for (const i of output.imports ?? []) {
    if (i.external && !i.path.startsWith('node:')) externals.add(i.path)
  }
}
const missing = []
for (const name of externals) {
  const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]
  // server.mjs sits at the standalone root: Node looks its packages up in <standalone>/node_modules.
  if (!fs.existsSync(path.join(standalone, 'node_modules', pkg, 'package.json'))) missing.push(pkg)
}
if (missing.length) {
  console.error(`server.mjs imports packages missing from ${standalone}/node_modules: ${missing.join(', ')}`)
  process.exit(1)
}
console.log(`server.mjs externals present: ${[...externals].join(', ') || '(none)'}`)
