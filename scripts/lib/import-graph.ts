/**
 * The import graph of scripts/import-cycles.ts, pure: the specifiers a module loads when it loads (static `import`
 * and `export … from`, not `import type`, `export type` or `import()`), and the cycles of a graph (Tarjan's strongly
 * connected components, each given as one chain of its modules).
 */

export type ImportGraph = Map<string, Set<string>>

/** Comments taken out, so that an import written in a comment is no import. Strings are left as they are. */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:\\'"`])\/\/[^\n]*/g, '$1')
}

const STATEMENT = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]/g
const BARE_IMPORT = /(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g

/** The specifiers `code` loads when it loads, in order. */
export function importsOf(code: string): string[] {
  const text = withoutComments(code)
  const found: string[] = []
  for (const match of text.matchAll(STATEMENT)) {
    const [, , typeOnly, clause, specifier] = match
    if (typeOnly) continue
    // `import { type A, type B } from`: every name a type, nothing loaded.
    const names = /^\{([\s\S]*)\}$/.exec(clause.trim())?.[1]
    if (names !== undefined && names.trim() !== '' && names.split(',').every((n) => n.trim() === '' || /^type\s/.test(n.trim()))) continue
    found.push(specifier)
  }
  for (const match of text.matchAll(BARE_IMPORT)) found.push(match[1])
  return found
}

/** Every cycle of the graph: one chain per group of modules that import each other, a module importing itself too. */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  let next = 0
  const visit = (node: string) => {
    index.set(node, next)
    low.set(node, next)
    next += 1
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!))
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        group.push(member)
      } while (member !== node)
      if (group.length > 1 || graph.get(node)?.has(node)) groups.push(group)
    }
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node)
  return groups.map((group) => chainThrough(graph, new Set(group)))
}

/** One closed chain through a group (a path from its first module back to it), as the reader follows the imports. */
function chainThrough(graph: ImportGraph, group: Set<string>): string[] {
  const start = [...group].sort()[0]
  const previous = new Map<string, string>()
  const queue = [start]
  const seen = new Set([start])
  while (queue.length > 0) {
    const node = queue.shift()!
    for (const target of [...(graph.get(node) ?? [])].sort()) {
      if (!group.has(target)) continue
      if (target === start) {
        const chain = [node]
        while (chain[0] !== start) chain.unshift(previous.get(chain[0])!)
        return chain
      }
      if (!seen.has(target)) {
        seen.add(target)
        previous.set(target, node)
        queue.push(target)
      }
    }
  }
  return [start]
}
