/** Drill: Redis stopped under traffic to two instances that share it, then started (scripts/drill.ts). */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { stop } from '../lib/processes'
import {
  children,
  instancePorts,
  leadsStored,
  log,
  newTally,
  outageMs,
  redisPort,
  root,
  row,
  runId,
  skip,
  sleep,
  startInstance,
  stopInstances,
  traffic,
  warm,
} from './common'

/** Drill 2: Redis stopped under traffic to two instances that share it, then started. */
export async function redisDrill() {
  const redisServer = '/usr/bin/redis-server'
  if (!fs.existsSync(redisServer)) return skip('redis outage', 'redis-server not found')
  const redisDir = path.join(root, 'redis')
  fs.mkdirSync(redisDir)
  const startRedis = async () => {
    const child = spawn(
      redisServer,
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', redisDir],
      {
        stdio: 'ignore',
      },
    )
    children.push(child)
    for (let i = 0; i < 50; i++) {
      if (spawnSync('redis-cli', ['-p', String(redisPort), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG') return child
      await sleep(100)
    }
    throw new Error('redis-server did not start')
  }
  let redis = await startRedis()
  await stopInstances()
  const redisEnv = { REDIS_URL: `redis://127.0.0.1:${redisPort}`, REDIS_PREFIX: `drill-${runId}:`, CONTACT_RATE_LIMIT: '1000/60' }
  for (const port of instancePorts) await startInstance(port, redisEnv)
  try {
    const bases = instancePorts.map((p) => `http://127.0.0.1:${p}`)
    await warm(bases)
    await traffic(bases, 40, 0, 5000, newTally())
    const tally = newTally()
    const running = traffic(bases, 40, 4, 5000 + outageMs + 8000, tally)
    await sleep(5000)
    log(`redis: stopping Redis for ${outageMs / 1000} s`)
    await stop(redis)
    await sleep(outageMs)
    redis = await startRedis()
    const backAt = Date.now()
    // A publish on one instance reaches the other: purge its micro-cache. Shown by the purge channel itself: the
    // time until a message published now is received by every subscriber (both instances).
    const resubscribed = (async () => {
      for (let i = 0; i < 200; i++) {
        const out = spawnSync('redis-cli', ['-p', String(redisPort), 'pubsub', 'numsub', `${redisEnv.REDIS_PREFIX}purge`], {
          encoding: 'utf8',
        }).stdout
        const subscribers = Number(out.trim().split('\n')[1] ?? 0)
        if (subscribers >= instancePorts.length) return Date.now() - backAt
        await sleep(100)
      }
      return null
    })()
    const [purgeMs] = await Promise.all([resubscribed, running])
    const stored = await leadsStored(tally)
    const fallbackLogged = instancePorts.some((p) =>
      /fall back to this instance alone/.test(
        fs
          .readdirSync(root)
          .filter((f) => f.startsWith(`instance-${p}-`))
          .map((f) => fs.readFileSync(path.join(root, f), 'utf8'))
          .join(''),
      ),
    )
    const pass =
      tally.fiveXx === 0 &&
      tally.failed === 0 &&
      stored.stored === tally.leads.size &&
      stored.duplicated === 0 &&
      purgeMs !== null &&
      purgeMs <= 2000
    row(
      'redis outage',
      tally,
      stored,
      purgeMs,
      pass,
      `Redis stopped ${outageMs / 1000} s; 2 instances; fallback logged: ${fallbackLogged ? 'yes' : 'no'}; recovery = purge channel resubscribed on both`,
    )
  } finally {
    await stopInstances()
    await stop(redis)
    for (const port of instancePorts) await startInstance(port)
  }
}
