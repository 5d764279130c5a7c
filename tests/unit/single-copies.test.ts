/**
 * One copy of each package that must be one (docs/operations.md, "Upgrading"): two copies of React split its state, two
 * of Next or Payload split their caches and singletons, and two of sharp (Next's range beside the project's pin, as
 * Next 16.5.0 brought) ship two native libraries. `overrides` in package.json keeps sharp at the project's pin
 * whatever Next asks for; this test reads the installed tree (`npm query`, the tree `npm ls` prints) and fails on a
 * second copy of any of them, naming where each copy is.
 */
import { execFileSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

const SINGLE = ['sharp', 'react', 'react-dom', 'next', 'payload'] as const

type Node = { name: string; version: string; location: string }

/** The packages of `names` installed more than once, each with its copies (`location@version`). */
function secondCopies(nodes: Node[], names: readonly string[]): Record<string, string[]> {
  const copies: Record<string, string[]> = {}
  for (const node of nodes) if (names.includes(node.name)) (copies[node.name] ??= []).push(`${node.location}@${node.version}`)
  return Object.fromEntries(Object.entries(copies).filter(([, where]) => where.length > 1))
}

describe('one copy of each package that must be one', () => {
  it('names a second copy with where each copy is', () => {
    const nodes: Node[] = [
      { name: 'sharp', version: '0.35.5', location: 'node_modules/sharp' },
      { name: 'sharp', version: '0.34.4', location: 'node_modules/next/node_modules/sharp' },
      { name: 'react', version: '19.3.1', location: 'node_modules/react' },
    ]
    expect(secondCopies(nodes, SINGLE)).toEqual({
      sharp: ['node_modules/sharp@0.35.5', 'node_modules/next/node_modules/sharp@0.34.4'],
    })
  })

  it('the installed tree has one of each', { timeout: 60_000 }, () => {
    const selector = SINGLE.map((name) => `#${name}`).join(', ')
    const nodes = JSON.parse(execFileSync('npm', ['query', selector], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })) as Node[]
    // Each one is installed (a query that found nothing would pass for the wrong reason).
    expect([...new Set(nodes.map((n) => n.name))].sort()).toEqual([...SINGLE].sort())
    expect(secondCopies(nodes, SINGLE)).toEqual({})
  })
})
