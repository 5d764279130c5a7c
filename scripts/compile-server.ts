/**
 * The last step of `npm run build`: the project's server (server.ts) and its start-up step (scripts/seed.ts
 * `--start`: migrations, first administrator) compiled to plain JavaScript, `dist/server.mjs` and `dist/seed.mjs`,
 * each one ES module with the project's own code inside and every package left to node_modules. `npm start`, the
 * systemd unit and the tests run those with `node`: no TypeScript loader at run time (docs/production.md).
 *
 * esbuild reads tsconfig.json's paths (`@/`, `@payload-config`); styles are never imported on this path (a style
 * reached from here would fail the build, not load). Prints what it wrote and how long it took.
 */
import fs from 'node:fs'
import path from 'node:path'

import { build, type Plugin } from 'esbuild'

const ROOT = path.resolve(import.meta.dirname, '..')
const SERVER_ENTRIES = { server: 'server.ts', seed: 'scripts/seed.ts' } as const
const OUT = path.join(ROOT, 'dist')

/**
 * Packages stay in node_modules, imported as Node's ES module loader resolves them: a subpath of a package without an
 * `exports` map needs its file's extension there (`next/cache` is `next/cache.js`), which bundlers and tsx add silently.
 */
const packagesAsNodeImportsThem: Plugin = {
  name: 'packages-as-node-imports-them',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      // The project's own aliases (tsconfig.json's paths) are bundled: esbuild resolves them.
      if (args.path.startsWith('@/') || args.path === '@payload-config') return undefined
      const match = /^((?:@[^/]+\/)?[^/]+)(\/.+)?$/.exec(args.path)
      const [, name, subpath] = match ?? []
      if (!name || !subpath || path.extname(subpath)) return { path: args.path, external: true }
      const dir = path.join(ROOT, 'node_modules', name)
      const manifest = path.join(dir, 'package.json')
      const exportsMap = fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { exports?: unknown }).exports
      const withExtension = !exportsMap && fs.existsSync(path.join(dir, `${subpath}.js`))
      return { path: withExtension ? `${args.path}.js` : args.path, external: true }
    })
  },
}

const started = Date.now()
const result = await build({
  absWorkingDir: ROOT,
  entryPoints: Object.fromEntries(Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)])),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [packagesAsNodeImportsThem],
  outdir: OUT,
  outExtension: { '.js': '.mjs' },
  sourcemap: 'linked',
  tsconfig: path.join(ROOT, 'tsconfig.json'),
  metafile: true,
  logLevel: 'warning',
})
const written = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.mjs'))
  .map(([file, { bytes }]) => `${path.relative(ROOT, path.resolve(ROOT, file))} ${(bytes / 1024).toFixed(0)} KB`)
console.log(`compile-server: ${written.join(', ')} in ${Date.now() - started} ms`)
