/**
 * `runTsxScript` (scripts/lib/processes.ts): a script that exits with code 13 before writing anything (Node 20's
 * module loader giving up, docs/testing.md "Known flakes") runs once more; one that fails any other way, or with
 * output, fails at once.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { runTsxScript } from '../../scripts/lib/processes'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'run-tsx-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A script that counts its runs in `runs` and exits with `code` (after writing `says`, if any) on its first run. */
function script(name: string, code: number, says = ''): { file: string; runs: () => number } {
  const file = path.join(dir, `${name}.ts`)
  const counter = path.join(dir, `${name}.runs`)
  fs.writeFileSync(
    file,
    `import fs from 'node:fs'
const runs = (fs.existsSync(${JSON.stringify(counter)}) ? Number(fs.readFileSync(${JSON.stringify(counter)}, 'utf8')) : 0) + 1
fs.writeFileSync(${JSON.stringify(counter)}, String(runs))
if (runs === 1) { ${says ? `process.stdout.write(${JSON.stringify(says)}); ` : ''}process.exit(${code}) }
console.log('done on run ' + runs)
`,
  )
  return { file, runs: () => Number(fs.readFileSync(counter, 'utf8')) }
}

describe('runTsxScript', () => {
  it('runs a script that exited 13 with no output once more, and gives the second run’s output', async () => {
    const s = script('silent-13', 13)
    const { stdout } = await runTsxScript(s.file, [])
    expect(stdout.trim()).toBe('done on run 2')
    expect(s.runs()).toBe(2)
  }, 60_000)

  it('throws at once on another exit code, or on code 13 after output', async () => {
    const other = script('exit-1', 1)
    await expect(runTsxScript(other.file, [])).rejects.toMatchObject({ code: 1 })
    expect(other.runs()).toBe(1)
    const spoke = script('spoke-13', 13, 'half done')
    await expect(runTsxScript(spoke.file, [])).rejects.toMatchObject({ code: 13 })
    expect(spoke.runs()).toBe(1)
  }, 60_000)
})
