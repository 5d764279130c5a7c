/** Drill: PostgreSQL stopped under traffic to both instances, then started (scripts/drill.ts). */

import {
  instancePorts,
  leadsStored,
  log,
  newTally,
  outageMs,
  pgStart,
  pgStop,
  REQUEST_TIMEOUT_MS,
  row,
  sleep,
  traffic,
  waitForEmptySpools,
  warm,
} from './common'

/** Drill 1: PostgreSQL stopped under traffic to both instances, then started. */
export async function databaseDrill() {
  const bases = instancePorts.map((p) => `http://127.0.0.1:${p}`)
  const tally = newTally()
  log('database: warming the caches')
  await warm(bases)
  await traffic(bases, 40, 0, 5000, newTally())
  log(`database: traffic on; PostgreSQL stops for ${outageMs / 1000} s`)
  const running = traffic(bases, 40, 4, 5000 + outageMs + 12_000, tally)
  await sleep(5000)
  await pgStop()
  const stoppedAt = Date.now()
  await sleep(outageMs - (Date.now() - stoppedAt))
  await pgStart()
  const startedAt = Date.now()
  log('database: PostgreSQL is back')
  // Recovery: each instance answers an uncached API call (a query of its own) with 200.
  const recoveries = await Promise.all(
    instancePorts.map(async (port) => {
      for (let n = 0; Date.now() - startedAt < 30_000; n++) {
        try {
          const res = await fetch(
            `http://127.0.0.1:${port}/client/message/clientMessageListPage?pageNum=1&pageSize=7&language=zh&recovery=${n}`,
            {
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            },
          )
          if (res.status === 200) return Date.now() - startedAt
        } catch {
          // not yet
        }
        await sleep(100)
      }
      return Number.POSITIVE_INFINITY
    }),
  )
  await running
  await waitForEmptySpools(instancePorts, 15_000)
  const stored = await leadsStored(tally)
  const recoveryMs = Math.max(...recoveries)
  const pass =
    tally.fiveXx === 0 &&
    tally.failed === 0 &&
    tally.slow === 0 &&
    stored.stored === tally.leads.size &&
    stored.duplicated === 0 &&
    tally.leadsFailed === 0 &&
    recoveryMs <= 5000
  row(
    'database outage',
    tally,
    stored,
    recoveryMs,
    pass,
    `PostgreSQL stopped ${outageMs / 1000} s; 2 instances; per instance ${recoveries.map((r) => `${r} ms`).join(', ')}`,
  )
}
