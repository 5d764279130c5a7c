/**
 * What a parsed JSON value holds that no field can store: nesting deeper than `maxDepth` levels (Payload's field
 * traversal overflowed the stack on 2,000) or a NUL character in a key or a string (PostgreSQL refuses it in text and
 * in jsonb). Walked level by level, without recursion.
 */
export type JsonShapeProblem = 'deep' | 'nul' | null

export function jsonShapeProblem(value: unknown, maxDepth: number): JsonShapeProblem {
  let level: unknown[] = [value]
  for (let depth = 0; level.length > 0; depth += 1) {
    if (depth > maxDepth) return 'deep'
    const next: unknown[] = []
    for (const item of level) {
      if (typeof item === 'string') {
        if (item.includes('\u0000')) return 'nul'
      } else if (typeof item === 'object' && item !== null) {
        for (const [key, child] of Object.entries(item)) {
          if (key.includes('\u0000')) return 'nul'
          next.push(child)
        }
      }
    }
    level = next
  }
  return null
}
