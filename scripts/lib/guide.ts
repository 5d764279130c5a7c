/**
 * The shell blocks of the production guide (docs/production.md). Each ```bash block follows a marker comment:
 * `<!-- run by <file>: <name> -->` (that file runs the block, found by name with guideBlock) or
 * `<!-- not run here: <reason> -->`.
 */
import fs from 'node:fs'
import path from 'node:path'

export const GUIDE = 'docs/production.md'

export type GuideBlock = { code: string; line: number; runBy: string | null; name: string | null; notRun: string | null }

export function guideBlocks(file = GUIDE): GuideBlock[] {
  const text = fs.readFileSync(path.resolve(file), 'utf8')
  const blocks: GuideBlock[] = []
  const fence = /(?:<!--\s*(run by ([^:]+):\s*([\w-]+)|not run here:\s*([^>]*?))\s*-->\s*\n)?```(?:bash|sh)\n([\s\S]*?)```/g
  for (const m of text.matchAll(fence)) {
    blocks.push({
      code: m[5],
      line: text.slice(0, m.index).split('\n').length,
      runBy: m[2]?.trim() ?? null,
      name: m[3] ?? null,
      notRun: m[4]?.trim() || null,
    })
  }
  return blocks
}

/** The block a test or the rehearsal runs, by the name in its marker. */
export function guideBlock(name: string): string {
  const block = guideBlocks().find((b) => b.name === name)
  if (!block) throw new Error(`${GUIDE}: no block marked "run by …: ${name}"`)
  return block.code
}
