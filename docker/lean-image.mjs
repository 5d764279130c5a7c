/**
 * Docker build step: the runtime image gets only what the server runs. Copies from Next's standalone output (with
 * server.mjs, cache-handler.mjs, start.mjs, .next/static and public/ added by the Dockerfile) the entries of KEEP
 * into a folder of its own, which the runtime stage copies whole. Whatever else Next's file tracing put into the
 * standalone output (the project's src/, tests/, docs/, scripts/, deploy/ …) stays behind, and is listed. Native
 * packages built for the other C library are left out too (the build stage and the runtime stage share one base
 * image, so one C library: `@libsql/linux-x64-musl` has no use on Debian). Fails when a file the server needs is
 * missing, or when the image would grow past IMAGE_BUDGET_BYTES. Usage:
 *   node docker/lean-image.mjs <standalone dir> <image dir>
 * LEAN_IMAGE_LIBC=glibc|musl names the C library (default: the one this Node runs on).
 */
import fs from 'node:fs'
import path from 'node:path'

/** Top-level entries of the image: what `node start.mjs` loads, and nothing else. */
export const KEEP = ['.next', 'node_modules', 'public', 'package.json', 'server.mjs', 'cache-handler.mjs', 'start.mjs']
/** Inside .next: Next's build cache is not read by a production server. */
const DROP_IN_NEXT = ['cache']
/**
 * The most the image's own files may weigh, in the units podman and docker print (1 MB = 10^6 bytes): the project's
 * layer of the image. Measured 184 MiB before the native packages of the other C library were left out and one sharp
 * served both Next and Payload; a build that grows past it fails here, before anyone ships it.
 */
export const IMAGE_BUDGET_BYTES = 175e6
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

const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`

/** The C library this Node runs on: glibc when Node reports its version, musl otherwise (Alpine). */
export function runtimeLibc() {
  return process.report?.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl'
}

/**
 * True for a package folder (`name` is `@scope/pkg` or `pkg`) that holds native code for the other C library:
 * `…-musl`/`…linuxmusl…` on glibc; `…-gnu` and sharp's glibc builds (`sharp-linux-…`, `sharp-libvips-linux-…`) on musl.
 */
export function forOtherLibc(name, libc) {
  const base = name.split('/').at(-1)
  if (libc === 'glibc') return /musl/.test(base)
  return /-gnu$/.test(base) || /^sharp-(libvips-)?linux-/.test(base)
}

/** The package folders of a node_modules tree (scoped ones as `@scope/pkg`), nested ones included. */
function packageFolders(nodeModules) {
  const found = []
  if (!fs.existsSync(nodeModules)) return found
  for (const entry of fs.readdirSync(nodeModules)) {
    if (entry.startsWith('.')) continue
    const names = entry.startsWith('@') ? fs.readdirSync(path.join(nodeModules, entry)).map((n) => `${entry}/${n}`) : [entry]
    for (const name of names) {
      const folder = path.join(nodeModules, name)
      found.push({ name, folder })
      found.push(...packageFolders(path.join(folder, 'node_modules')))
    }
  }
  return found
}

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
  const libc = process.env.LEAN_IMAGE_LIBC || runtimeLibc()
  for (const { name, folder } of packageFolders(path.join(image, 'node_modules'))) {
    if (!forOtherLibc(name, libc) || !fs.existsSync(folder)) continue
    left.push(`node_modules/${name} (${mb(sizeOf(folder))}, not for ${libc})`)
    fs.rmSync(folder, { recursive: true, force: true })
  }
  const missing = REQUIRED.filter((file) => !fs.existsSync(path.join(image, file)))
  if (missing.length) throw new Error(`the image would lack files the server needs: ${missing.join(', ')}`)
  const size = sizeOf(image)
  console.log(`image: ${KEEP.filter((n) => fs.existsSync(path.join(image, n))).join(', ')} (${mb(size)})`)
  console.log(`left out of the image: ${left.join(', ') || '(nothing)'}`)
  if (size > IMAGE_BUDGET_BYTES) {
    throw new Error(`the image's own files weigh ${mb(size)}, more than the budget of ${mb(IMAGE_BUDGET_BYTES)} (docker/lean-image.mjs)`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2))
