/**
 * `npm run test:quick` (scripts/test-quick.sh) refuses what it cannot check before it starts anything: an unknown
 * option, a commit or branch that does not exist. (Its run itself is the loop a developer uses; `npm test` is the gate.)
 */
import { spawnSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

const run = (...args: string[]) => spawnSync('bash', ['scripts/test-quick.sh', ...args], { encoding: 'utf8' })

describe('test:quick', () => {
  it('refuses an unknown option and a revision that does not exist, with exit code 2 and a reason', () => {
    const option = run('--everything')
    expect(option.status).toBe(2)
    expect(option.stderr).toContain('unknown option --everything (only --all)')
    const revision = run('no-such-branch-anywhere')
    expect(revision.status).toBe(2)
    expect(revision.stderr).toContain('no such commit or branch: no-such-branch-anywhere')
    expect(revision.stdout).not.toContain('===')
  })
})
