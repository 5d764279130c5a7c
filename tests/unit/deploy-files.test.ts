/**
 * The supervision files of deploy/ (docs/production.md): the systemd template unit and the PM2 ecosystem file start
 * the same server as `npm start`, one instance per port, from one environment file, restarted when they die.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const unit = fs.readFileSync('deploy/systemd/site@.service', 'utf8')
const settings = new Map<string, string[]>()
for (const line of unit.split('\n')) {
  const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim())
  if (match) settings.set(match[1], [...(settings.get(match[1]) ?? []), match[2]])
}
const one = (name: string) => settings.get(name)?.[0]
const startScript = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start

describe('deploy/systemd/site@.service', () => {
  it("runs npm start's server, on the instance's port, with the environment from one file", () => {
    // The compiled server (`npm run build`), no TypeScript loader at run time.
    expect(startScript).toContain('node dist/server.mjs')
    expect(startScript).not.toContain('tsx')
    // Nothing `npm install --omit=dev` leaves out: every command of the start script is a dependency or node itself.
    const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }
    const commands = startScript.split('&&').map((part) => part.trim().split(/\s+/)[0])
    for (const command of commands) expect(command === 'node' || command in manifest.dependencies, command).toBe(true)
    expect(one('ExecStart')).toBe('/usr/bin/node dist/server.mjs')
    expect(one('Environment')).toMatch(/(^| )PORT=%i( |$)/)
    expect(one('Environment')).toMatch(/NODE_ENV=production/)
    expect(one('EnvironmentFile')).toBe('/etc/site/site.env')
  })

  it('restarts a dead instance, runs unprivileged and logs to the journal', () => {
    expect(one('Restart')).toBe('on-failure')
    expect(one('User')).toBe('site')
    expect(one('KillSignal')).toBe('SIGTERM')
    expect(one('StandardOutput')).toBe('journal')
    expect(one('StateDirectory')).toBe('site')
    expect(one('WantedBy')).toBe('multi-user.target')
  })
})

describe('deploy/pm2/ecosystem.config.cjs', () => {
  it('starts one process per port with the shared environment file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm2-'))
    fs.writeFileSync(path.join(dir, 'site.env'), '# comment\nDATABASE_URL=postgres://site:pw@127.0.0.1/site\nTRUST_PROXY=1\n')
    const saved = { ports: process.env.SITE_PORTS, file: process.env.SITE_ENV_FILE }
    process.env.SITE_PORTS = '3000, 3001'
    process.env.SITE_ENV_FILE = path.join(dir, 'site.env')
    try {
      const file = path.resolve('deploy/pm2/ecosystem.config.cjs')
      delete require.cache[file]
      const { apps } = require(file) as { apps: { name: string; script: string; node_args: string; env: Record<string, string> }[] }
      expect(apps.map((app) => app.name)).toEqual(['site-3000', 'site-3001'])
      expect(apps[1].env).toMatchObject({ PORT: '3001', TRUST_PROXY: '1', DATABASE_URL: 'postgres://site:pw@127.0.0.1/site' })
      expect(`node ${apps[0].node_args}${apps[0].script}`).toBe('node dist/server.mjs')
    } finally {
      process.env.SITE_PORTS = saved.ports
      process.env.SITE_ENV_FILE = saved.file
      if (saved.ports === undefined) delete process.env.SITE_PORTS
      if (saved.file === undefined) delete process.env.SITE_ENV_FILE
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
