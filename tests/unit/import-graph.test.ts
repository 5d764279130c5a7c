/**
 * The import graph of `npm run check:cycles` (scripts/lib/import-graph.ts): what a module loads when it loads, and
 * the cycles of a graph, each as the chain a reader follows.
 */
import { describe, expect, it } from 'vitest'

import { importCycles, type ImportGraph, importsOf } from '../../scripts/lib/import-graph'

describe('importsOf', () => {
  it('reads static imports and re-exports, bare imports too', () => {
    const code = [
      "import { a } from './a'",
      "import b, { c } from '@/b'",
      "import * as d from '../d'",
      "export { e } from './e'",
      "export * from './f'",
      "import './side-effect.css'",
      'import {',
      '  g,',
      '  h,',
      "} from './gh'",
    ].join('\n')
    expect(importsOf(code)).toEqual(['./a', '@/b', '../d', './e', './f', './gh', './side-effect.css'])
  })

  it('leaves out what loads nothing: type-only imports and exports, import(), comments', () => {
    const code = [
      "import type { A } from './types'",
      "export type { B } from './types-b'",
      "import { type C, type D } from './only-types'",
      "const lazy = () => import('./lazy')",
      "// import { x } from './commented'",
      "/* import { y } from './block' */",
      "import { type E, f } from './mixed'",
    ].join('\n')
    expect(importsOf(code)).toEqual(['./mixed'])
  })
})

describe('importCycles', () => {
  const graph = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges).map(([k, v]) => [k, new Set(v)]))

  it('finds each cycle once, as a chain from its first module', () => {
    const cycles = importCycles(
      graph({ config: ['collection'], collection: ['report'], report: ['store'], store: ['client'], client: ['config'], page: ['client'] }),
    )
    expect(cycles).toEqual([['client', 'config', 'collection', 'report', 'store']])
  })

  it('finds a module importing itself, and nothing in a graph without cycles', () => {
    expect(importCycles(graph({ a: ['a'] }))).toEqual([['a']])
    expect(importCycles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([])
  })
})
