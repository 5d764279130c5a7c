/**
 * Docker build check: every package that the bundled server (server.mjs) leaves outside its bundle must load from
 * the standalone output's traced node_modules (tracing may copy only part of a package), or the image would fail
 * at start. Usage:
 *   node docker/check-externals.mjs <esbuild metafile> <standalone dir>
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

const [metafile, standalone] = process.argv.slice(2)
const meta = JSON.parse(fs.readFileSync(metafile, 'utf8'))
const externals = new Set()
for (const output of Object.values(meta.outputs)) {
  for (const i of output.imports ?? []) {
    if (i.external) externals.add(i.path)
  }
}
const builtins = new Set((await import('node:module')).builtinModules)
const packages = [...externals].filter((name) => !builtins.has(name) && !name.startsWith('node:'))
const failed = []
for (const name of packages) {
  try {
    // Imported the way server.mjs imports it: from the standalone folder.
    execFileSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(name)})`], {
      cwd: standalone,
      stdio: 'pipe',
    })
  } catch (error) {
    failed.push(
      `${name}: ${
        String(error.stderr ?? error)
          .split('\n')
          .find((l) => l.includes('Error')) ?? 'does not load'
      }`,
    )
  }
}
if (failed.length) {
  console.error(`server.mjs needs packages that do not load from ${standalone}/node_modules:\n  ${failed.join('\n  ')}`)
  process.exit(1)
}
console.log(`server.mjs externals load from the standalone output: ${packages.join(', ') || '(none)'}`)
