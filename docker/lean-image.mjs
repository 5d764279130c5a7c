/**
 * Docker build step: the runtime image gets only what the server runs. Copies from Next's standalone output (with
 * server.mjs, cache-handler.mjs, start.mjs, .next/static and public/ added by the Dockerfile) the entries of KEEP
 * into a folder of its own, which the runtime stage copies whole. Whatever else Next's file tracing put into the
 * standalone output (the project's src/, tests/, docs/, scripts/, deploy/ …) stays behind, and is listed. Fails
 * when a file the server needs is missing. Usage:
 *   node docker/lean-image.mjs <standalone dir> <image dir>
 */
import fs from 'node:fs'
import path from 'node:path'

/** Top-level entries of the image: what `node start.mjs` loads, and nothing else. */
export const KEEP = ['.next', 'node_modules', 'public', 'package.json', 'server.mjs', 'cache-handler.mjs', 'start.mjs']
/** Inside .next: Next's build cache is not read by a production server. */
const DROP_IN_NEXT = ['cache']
/** What start.mjs and Next's production server cannot start without. */
export const REQUIRED = [
  'start.mjs',
  'server.mjs',
  'cache-handler.mjs',
  '.next/BUILD_ID',
  '.next/required-server-files.json',
  'node_modules/next/package.json',
]

function sizeOf(entry) {
  const stat = fs.lstatSync(entry)
  if (!stat.isDirectory()) return stat.size
  return fs.readdirSync(entry).reduce((sum, name) => sum + sizeOf(path.join(entry, name)), 0)
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function main([standalone, image]) {
  if (!standalone || !image) throw new Error('usage: node docker/lean-image.mjs <standalone dir> <image dir>')
  fs.rmSync(image, { recursive: true, force: true })
  fs.mkdirSync(image, { recursive: true })
  const left = []
  for (const name of fs.readdirSync(standalone)) {
    const from = path.join(standalone, name)
    if (!KEEP.includes(name)) {
      left.push(`${name} (${mb(sizeOf(from))})`)
      continue
    }
    fs.cpSync(from, path.join(image, name), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !(name === '.next' && DROP_IN_NEXT.includes(path.relative(from, source))),
    })
  }
  const missing = REQUIRED.filter((file) => !fs.existsSync(path.join(image, file)))
  if (missing.length) throw new Error(`the image would lack files the server needs: ${missing.join(', ')}`)
  console.log(`image: ${KEEP.filter((n) => fs.existsSync(path.join(image, n))).join(', ')} (${mb(sizeOf(image))})`)
  console.log(`left out of the image: ${left.join(', ') || '(nothing)'}`)
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2))
