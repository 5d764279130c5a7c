/**
 * After `next build`: marks the public site's script chunks for eager compilation with V8's explicit compile hint
 * (the magic comment `//# allFunctionsCalledOnLoad` on the first line, Chrome 136 and later; other browsers read
 * a comment).
 *
 * Why: Turbopack wraps every module in a function that V8 compiles lazily, on the main thread, the first time the
 * module runs. All of the site's modules run at start-up (Next's runtime, React, the shell's client components), so
 * on a phone that lazy compilation is one long task before the page can answer a tap. With the hint, Chrome compiles
 * those functions while the script streams in, on a background thread. Measured on the mobile Lighthouse profile
 * (2026-11-21; docs/architecture.md, "Compile hints"): the start-up task fell from about 400 ms to about 150 ms of
 * throttled main-thread time.
 *
 * Which chunks: Next's root files (build-manifest.json `rootMainFiles`) and the chunks named by the client reference
 * manifests of the public routes. The admin's chunks (route group `(payload)`, over 2 MB) are left as they are:
 * compiling everything in them eagerly would cost more than it saves.
 *
 * Idempotent: a chunk that already starts with the hint is left alone. `npm run build` runs it; so do the Dockerfile
 * and the test script. Usage: `tsx scripts/compile-hints.ts [.next directory]`.
 */
import fs from 'node:fs'
import path from 'node:path'

import { COMPILE_HINT, publicChunks } from '../src/server/compile-hints'

const distDir = path.resolve(process.argv[2] ?? '.next')

function findManifests(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return findManifests(full)
    return entry.name.endsWith('_client-reference-manifest.js') ? [full] : []
  })
}

const buildManifestFile = path.join(distDir, 'build-manifest.json')
if (!fs.existsSync(buildManifestFile)) {
  console.error(`compile-hints: ${buildManifestFile} not found; run next build first`)
  process.exit(1)
}
const buildManifest = JSON.parse(fs.readFileSync(buildManifestFile, 'utf8')) as { rootMainFiles?: string[] }
const manifests = findManifests(path.join(distDir, 'server', 'app')).map((file) => ({
  route: path.relative(path.join(distDir, 'server', 'app'), file),
  text: fs.readFileSync(file, 'utf8'),
}))
const chunks = publicChunks(buildManifest.rootMainFiles ?? [], manifests)

let marked = 0
let bytes = 0
for (const chunk of chunks) {
  const file = path.join(distDir, chunk)
  if (!fs.existsSync(file)) continue
  const code = fs.readFileSync(file, 'utf8')
  bytes += code.length
  if (code.startsWith(COMPILE_HINT)) continue
  fs.writeFileSync(file, `${COMPILE_HINT}\n${code}`)
  marked += 1
}
console.log(`compile-hints: ${chunks.length} public chunks (${Math.round(bytes / 1024)} KB), ${marked} newly marked for eager compilation`)
