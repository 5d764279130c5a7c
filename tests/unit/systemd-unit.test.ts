/**
 * The systemd unit of the guide (deploy/systemd/site@.service) stays hardened: `systemd-analyze security` (offline,
 * systemd 252 or newer) rates its exposure under 4.0 ("OK"). Skipped, and says so, where systemd-analyze cannot.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const probe = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' })
const version = Number(/systemd (\d+)/.exec(probe.stdout ?? '')?.[1] ?? 0)
const available = probe.status === 0 && version >= 252
if (!available) console.warn('systemd-unit: systemd-analyze 252 or newer is not here: the exposure test is SKIPPED')

describe.skipIf(!available)('deploy/systemd/site@.service', () => {
  it('is rated under 4.0 by systemd-analyze security', { timeout: 30_000 }, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'systemd-unit-'))
    try {
      // An instance of the template, as `systemctl start site@3000` makes it.
      const unit = path.join(dir, 'site@3000.service')
      fs.copyFileSync('deploy/systemd/site@.service', unit)
      const run = spawnSync('systemd-analyze', ['security', '--offline=true', '--no-pager', unit], { encoding: 'utf8' })
      const exposure = Number(/Overall exposure level for site@3000\.service: ([\d.]+)/.exec(run.stdout)?.[1] ?? NaN)
      expect(exposure, run.stdout + run.stderr).toBeLessThan(4)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
