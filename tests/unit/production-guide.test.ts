/**
 * Every shell block of the production guide (docs/production.md) is either run by a test or the rehearsal, named
 * in the marker before it, or marked as not runnable here with the reason.
 */
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { GUIDE, guideBlocks } from '../../scripts/lib/guide'

const blocks = guideBlocks()

describe(GUIDE, () => {
  it('has shell blocks, and every fenced block of the guide is a shell block the markers can see', () => {
    expect(blocks.length).toBeGreaterThan(5)
    const fences = (fs.readFileSync(GUIDE, 'utf8').match(/^```/gm) ?? []).length
    expect(fences).toBe(blocks.length * 2)
  })

  it('marks every shell block as run by a file that runs it, or not runnable here with a reason', () => {
    for (const block of blocks) {
      const where = `${GUIDE}:${block.line}`
      if (block.runBy) {
        expect(fs.existsSync(block.runBy), `${where}: ${block.runBy} does not exist`).toBe(true)
        expect(fs.readFileSync(block.runBy, 'utf8'), `${where}: ${block.runBy} does not run block "${block.name}"`).toContain(
          `guideBlock('${block.name}')`,
        )
      } else {
        expect(block.notRun, `${where}: a shell block without "<!-- run by FILE: NAME -->" or "<!-- not run here: REASON -->"`).toMatch(
          /\w{3,}/,
        )
      }
    }
  })

  it('runs the migrations before the build, and makes the shared secret once, in a file', () => {
    const code = blocks.map((b) => b.code).join('\n')
    expect(code.indexOf('npm run migrate')).toBeGreaterThan(-1)
    expect(code.indexOf('npm run migrate')).toBeLessThan(code.indexOf('npm run build'))
    expect(code).toMatch(/tee \/etc\/site\/site\.env[\s\S]*PAYLOAD_SECRET=\$\(openssl rand -hex 32\)/)
    expect(code).not.toMatch(/export [^\n]*PAYLOAD_SECRET=\$\(openssl/)
  })
})
