/**
 * Fault drills (docs/operations.md, "Fault drills"): parts of the site fail under steady traffic, and this script
 * counts what visitors and leads saw. It starts everything it needs on local ports, in a temporary folder, and
 * stops it at the end: its own PostgreSQL (Debian's binaries, run as the `postgres` user when started as root),
 * two server.ts instances of the current build (`npm run build` first), nginx with deploy/nginx/ in front, and
 * redis-server. A drill whose part is missing is skipped with a plain message.
 *
 * Drills (DRILLS=database,kill,sigterm,redis,disk,backup to choose; all by default):
 * - database: PostgreSQL stopped for DRILL_OUTAGE_SECONDS (20) under pages, API lists and contact posts sent to
 *   both instances; cached answers are served stale, the others answer 503 with Retry-After, leads are spooled
 *   and replayed once; recovery is the time from PostgreSQL accepting connections to each instance answering an
 *   uncached API call.
 * - kill: one of two instances behind nginx SIGKILLed under DRILL_RATE (200) requests a second: failed GETs, leads
 *   stored once.
 * - sigterm: the same with SIGTERM (a deploy): requests in flight finish; and the jobs queue runs every 2 s on both
 *   instances, sending each lead's e-mail to a slow SMTP sink of this script, the SIGTERM lands while the victim
 *   sends one: every lead's e-mail arrives once (none twice, none missing, no job left running).
 * - redis: Redis stopped for DRILL_OUTAGE_SECONDS under traffic to both instances: 5xx, the contact limit's
 *   fallback in the log, and the time until a purge published on one instance empties the other's micro-cache.
 * - disk: a site of its own (SQLite) with MEDIA_DIR, then the temp upload folder, on a small tmpfs filled up (root
 *   only): uploads in both languages answer 507 with the message in their language and leave no file, row or
 *   temporary file; pages, API and leads go on; an upload after space is freed is stored.
 * - backup: `npm run backup` of a site of its own under traffic and an editor's writes, `npm run restore` into an
 *   empty one (SQLite, then PostgreSQL): everything written before the backup began is there and served; at rest,
 *   the restored site's content digest (scripts/lib/content-digest.ts) equals the live one's.
 *
 * Ports: DRILL_PORT_BASE (3720): PostgreSQL on it, Redis +1, nginx +2, the SMTP sink +3, the instances +10 and +11,
 * the disk drill's +12, the backup drill's live and restored sites +13 and +14.
 * Prints a table (and writes it as JSON to DRILL_RESULT, default /tmp/drill-result.json).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { backupDrill } from './drills/backup'
import {
  children,
  chosen,
  cluster,
  instancePorts,
  log,
  root,
  rows,
  setUpDatabase,
  skip,
  startInstance,
  stopInstances,
} from './drills/common'
import { databaseDrill } from './drills/database'
import { diskDrill } from './drills/disk'
import { instanceDrill } from './drills/instances'
import { redisDrill } from './drills/redis'
import { mounted } from './drills/sites'
import { pgBin } from './lib/pg-cluster'

// ---------------------------------------------------------------- main

function printTable() {
  const head = [
    'drill',
    'requests',
    '5xx',
    '503+Retry-After',
    'stale',
    'failed',
    'leads sent/stored (dup)',
    'lead e-mails (twice)',
    'recovery',
    'verdict',
  ]
  const lines = rows.map((r) => [
    r.drill,
    String(r.requests),
    String(r.fiveXx),
    String(r.unavailable),
    String(r.stale),
    String(r.failed),
    r.verdict === 'skipped' ? '-' : `${r.leadsSent}/${r.leadsStored} (${r.leadsDuplicated})`,
    r.mails ? `${r.mails.sent}/${r.mails.leads} (${r.mails.twice})` : '-',
    r.recoveryMs === null ? '-' : Number.isFinite(r.recoveryMs) ? `${(r.recoveryMs / 1000).toFixed(1)} s` : 'never',
    r.verdict,
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
  console.log(`\nFault drills, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n`)
  console.log(fmt(head))
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const l of lines) console.log(fmt(l))
  console.log('')
  for (const r of rows) console.log(`- ${r.drill}: ${r.note}`)
  fs.writeFileSync(process.env.DRILL_RESULT ?? '/tmp/drill-result.json', JSON.stringify({ at: new Date().toISOString(), rows }, null, 2))
}

async function cleanUp() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  if (pgBin) await cluster.stopIfRunning().catch(() => undefined) // already stopped
  for (const dir of mounted.splice(0)) spawnSync('umount', [dir])
  if (!process.env.DRILL_KEEP) fs.rmSync(root, { recursive: true, force: true })
  else log(`kept ${root}`)
}

process.on('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130))
})

let failed = false
try {
  if (!fs.existsSync('.next/BUILD_ID')) throw new Error('No build found: run `npm run build` first.')
  const onSharedDatabase = ['database', 'kill', 'sigterm', 'redis'].some((d) => chosen.includes(d))
  if (onSharedDatabase && !pgBin) {
    skip('database outage', 'PostgreSQL binaries not found under /usr/lib/postgresql')
  } else if (onSharedDatabase) {
    await setUpDatabase()
    log('starting two instances')
    await Promise.all(instancePorts.map((p) => startInstance(p)))
    if (chosen.includes('database')) await databaseDrill()
    if (chosen.includes('kill')) await instanceDrill('SIGKILL')
    if (chosen.includes('sigterm')) await instanceDrill('SIGTERM')
    if (chosen.includes('redis')) await redisDrill()
    await stopInstances()
  }
  if (chosen.includes('disk')) await diskDrill()
  if (chosen.includes('backup')) for (const kind of ['sqlite', 'postgres'] as const) await backupDrill(kind)
  printTable()
  failed = rows.some((r) => r.verdict === 'FAIL')
} catch (error) {
  console.error(error)
  failed = true
  if (rows.length) printTable()
} finally {
  await stopInstances()
  await cleanUp()
}
process.exit(failed ? 1 : 0)
