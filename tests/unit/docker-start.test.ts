/**
 * The image's entry point (docker/start.mjs) asks the server's /healthz once it listens, under BASE_PATH as the
 * server reads it: `website`, `/website/` and `/website` are one prefix (a `BASE_PATH=website` container asked
 * `http://127.0.0.1:3000website/healthz` and waited out its minute). Run here beside a stand-in server.mjs that
 * records what it is asked and leaves once /website/healthz is asked.
 */
import { execFile, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { serveWith } from '../support/node-server'

const STAND_IN = `import fs from 'node:fs'
import http from 'node:http'
http
  .createServer((req, res) => {
    fs.appendFileSync('asked.txt', req.url + '\\n')
    res.statusCode = req.url === '/website/healthz' ? 200 : 404
    res.end()
    if (res.statusCode === 200) setTimeout(() => process.exit(0), 20)
  })
  .listen(Number(process.env.PORT), '127.0.0.1')
`

describe('docker/start.mjs', () => {
  it.each(['website', '/website', '/website/'])('asks /website/healthz for BASE_PATH=%s', (basePath) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docker-start-'))
    try {
      fs.copyFileSync(path.resolve('docker/start.mjs'), path.join(dir, 'start.mjs'))
      fs.mkdirSync(path.join(dir, '.next'))
      fs.writeFileSync(path.join(dir, '.next/required-server-files.json'), JSON.stringify({ config: {} }))
      fs.writeFileSync(path.join(dir, 'server.mjs'), STAND_IN)
      const port = String(20000 + Math.floor(Math.random() * 20000))
      const run = spawnSync(process.execPath, ['start.mjs'], {
        cwd: dir,
        env: { ...process.env, PORT: port, BASE_PATH: basePath },
        timeout: 15_000,
      })
      expect(run.status, String(run.stderr)).toBe(0)
      expect(fs.readFileSync(path.join(dir, 'asked.txt'), 'utf8').trim().split('\n')).toEqual(['/website/healthz'])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it.each(['website', '/website/'])('is the image’s HEALTHCHECK, asking /website/healthz once for BASE_PATH=%s', async (basePath) => {
    expect(fs.readFileSync('Dockerfile', 'utf8')).toMatch(/^\s+CMD \["node", "start\.mjs", "--healthcheck"\]$/m)
    const asked: string[] = []
    let status = 200
    const server = await serveWith((req, res) => {
      asked.push(req.url ?? '')
      res.statusCode = req.url === '/website/healthz' ? status : 404
      res.end()
    })
    const check = () =>
      new Promise<number>((resolve) => {
        const child = execFile(process.execPath, ['docker/start.mjs', '--healthcheck'], {
          env: { ...process.env, PORT: new URL(server.url).port, BASE_PATH: basePath },
          timeout: 15_000,
        })
        child.on('exit', (code) => resolve(code ?? -1))
      })
    try {
      expect(await check()).toBe(0)
      status = 503
      expect(await check()).toBe(1)
      expect(asked).toEqual(['/website/healthz', '/website/healthz'])
    } finally {
      await server.close()
    }
  })
})
