/** Drill: backup and restore round trip under traffic and an editor's writes (scripts/drill.ts). */
import { type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { archiveOfBackupOutput } from '../lib/backup'
import { contentDigest, differingParts } from '../lib/content-digest'
import { pgBin } from '../lib/pg-cluster'
import { stop } from '../lib/processes'
import { log, newTally, portBase, root, row, run, runId, skip, sleep, startCluster, traffic, warm } from './common'
import {
  createSiteDatabase,
  leadsIn,
  newSite,
  pngFile,
  seedSite,
  sha256,
  signIn,
  type Site,
  siteAdmin,
  siteEnv,
  siteQuery,
  startSite,
  uploadMedia,
  zipFile,
} from './sites'

type Written = {
  kind: 'news' | 'version' | 'media' | 'user'
  id: number | string
  at: number
  sha?: string
  filename?: string
  email?: string
}

/** An editor at work until `until`: news created and edited (versions), files uploaded, a user added. */
async function editorAtWork(base: string, token: string, until: number, written: Written[], problems: string[]) {
  const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const email = `drill-editor-${runId}@example.com`
  const user = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: siteAdmin.password, role: 'editor', name: 'drill editor' }),
  })
  if (user.status === 201)
    written.push({ kind: 'user', id: ((await user.json()) as { doc: { id: number } }).doc.id, at: Date.now(), email })
  else problems.push(`user: ${user.status}`)
  for (let n = 0; Date.now() < until; n++) {
    try {
      const created = await fetch(`${base}/api/news`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: `演练新闻 ${runId} ${n}`, class: 'company', _status: 'published' }),
      })
      if (created.status !== 201) {
        problems.push(`news: ${created.status}`)
        await created.arrayBuffer()
      } else {
        const id = ((await created.json()) as { doc: { id: number } }).doc.id
        written.push({ kind: 'news', id, at: Date.now() })
        const edited = await fetch(`${base}/api/news/${id}`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ title: `演练新闻 ${runId} ${n} 修订` }),
        })
        await edited.arrayBuffer()
        if (edited.status === 200) written.push({ kind: 'version', id, at: Date.now() })
        else problems.push(`news edit: ${edited.status}`)
      }
      if (n % 3 === 0) {
        const bytes = n % 6 === 0 ? await pngFile(400) : zipFile(50_000 + Math.floor(Math.random() * 250_000))
        const name = `edit-${runId}-${n}.${n % 6 === 0 ? 'png' : 'zip'}`
        const answer = await uploadMedia(base, token, name, bytes, 'zh')
        if (answer.status === 201)
          written.push({ kind: 'media', id: answer.id!, at: Date.now(), sha: sha256(bytes), filename: answer.filename! })
        else problems.push(`upload: ${answer.status}`)
      }
    } catch (error) {
      problems.push(`editor: ${String(error).slice(0, 60)}`)
    }
    await sleep(300)
  }
}

async function backupOf(site: Site, outDir: string): Promise<{ archive: string; ms: number }> {
  const started = Date.now()
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', '--out', outDir], {
    env: { ...process.env, ...siteEnv(site) },
    maxBuffer: 16 * 1024 * 1024,
  })
  const archive = archiveOfBackupOutput(stdout)
  if (!archive) throw new Error(`npm run backup wrote no archive: ${stdout}`)
  return { archive, ms: Date.now() - started }
}

async function restoreInto(site: Site, archive: string): Promise<number> {
  const started = Date.now()
  await run(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', archive], {
    env: { ...process.env, ...siteEnv(site) },
    maxBuffer: 16 * 1024 * 1024,
  })
  return Date.now() - started
}

/** The news written before the backup, each with all its versions, in the restored site. */
async function checkNewsRestored(restored: Site, before: Written[], problems: string[]) {
  const newsIds = [...new Set(before.filter((w) => w.kind === 'news').map((w) => w.id))]
  if (!newsIds.length) return
  const found = await siteQuery<{ id: number }>(restored, `SELECT id FROM news WHERE id IN (${newsIds.join(',')})`)
  if (found.length !== newsIds.length) problems.push(`news: ${found.length} of ${newsIds.length} written before the backup`)
  const versions = await siteQuery<{ parent_id: number; n: number | string }>(
    restored,
    `SELECT parent_id, count(*) AS n FROM _news_v WHERE parent_id IN (${newsIds.join(',')}) GROUP BY parent_id`,
  )
  const expected = new Map<number | string, number>()
  for (const w of before) if (w.kind === 'news' || w.kind === 'version') expected.set(w.id, (expected.get(w.id) ?? 0) + 1)
  const short = versions.filter((v) => Number(v.n) < (expected.get(Number(v.parent_id)) ?? 0)).length
  if (short || versions.length !== newsIds.length)
    problems.push(`versions missing for ${short + newsIds.length - versions.length} news items`)
}

/**
 * Every file of every media row, byte for byte (the row keeps the upload's SHA-256), and those uploaded before the
 * backup through the restored site's own address, signed in. Returns the number of media rows.
 */
async function checkFilesRestored(restored: Site, restoredBase: string, before: Written[], problems: string[]): Promise<number> {
  const mediaRows = await siteQuery<{ id: number; filename: string; sha256: string | null }>(
    restored,
    'SELECT id, filename, sha256 FROM media',
  )
  const wrong = mediaRows.filter((m) => {
    const file = path.join(restored.mediaDir, m.filename)
    return !fs.existsSync(file) || (m.sha256 !== null && sha256(fs.readFileSync(file)) !== m.sha256)
  })
  if (wrong.length) problems.push(`${wrong.length} of ${mediaRows.length} media files missing or different`)
  const uploadsBefore = before.filter((w) => w.kind === 'media')
  // Signed in: an upload nothing published uses yet is private (docs/security.md, "Unpublished media are private").
  const token = uploadsBefore.length ? await signIn(restoredBase) : ''
  for (const m of uploadsBefore) {
    const res = await fetch(`${restoredBase}/api/media/file/${encodeURIComponent(m.filename!)}`, {
      headers: { authorization: `JWT ${token}` },
    })
    const bytes = Buffer.from(await res.arrayBuffer())
    if (res.status !== 200 || sha256(bytes) !== m.sha) problems.push(`upload ${m.filename}: ${res.status}`)
  }
  return mediaRows.length
}

/**
 * The restored site (running at `restoredBase`) holds what was written before the backup began: news and their
 * versions, files, the new user (who signs in), and serves its pages. Returns the number of media rows.
 */
async function checkRestored(restored: Site, restoredBase: string, before: Written[], problems: string[]): Promise<number> {
  await checkNewsRestored(restored, before, problems)
  const mediaRowCount = await checkFilesRestored(restored, restoredBase, before, problems)
  const editor = before.find((w) => w.kind === 'user')
  if (editor) await signIn(restoredBase, editor.email, siteAdmin.password).catch(() => problems.push('the new user cannot sign in'))
  for (const page of ['/pc_index', '/en/pc_index', '/client/message/clientMessageListPage?pageNum=1&pageSize=10&language=zh']) {
    const res = await fetch(restoredBase + page)
    await res.arrayBuffer()
    if (res.status !== 200) problems.push(`restored ${page}: ${res.status}`)
  }
  return mediaRowCount
}

/**
 * `npm run backup` of a site under traffic and an editor's writes, `npm run restore` into an empty site, which then
 * must hold everything written before the backup began (leads, news and their versions, files byte for byte, the
 * new user signs in) and serve it. Then the same round trip at rest: the restored site's content digest (every
 * table's rows, sequences, every media file) must equal the live site's.
 */
export async function backupDrill(kind: 'sqlite' | 'postgres') {
  const label = `backup + restore (${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'})`
  if (kind === 'postgres' && !pgBin) return skip(label, 'PostgreSQL binaries not found under /usr/lib/postgresql')
  if (kind === 'postgres') await startCluster()
  const live = newSite(`backup_${kind}_live`, kind)
  const restored = newSite(`backup_${kind}_restored`, kind)
  const archives = path.join(root, `backups-${kind}`)
  log(`${label}: seeding the live site`)
  await seedSite(live)
  if (restored.databaseUrl) await createSiteDatabase(restored)
  const livePort = portBase + 13
  const restoredPort = portBase + 14
  const liveBase = `http://127.0.0.1:${livePort}`
  const restoredBase = `http://127.0.0.1:${restoredPort}`
  let liveInstance: ChildProcess | null = await startSite(live, livePort)
  let restoredInstance: ChildProcess | null = null
  const problems: string[] = []
  try {
    const token = await signIn(liveBase)
    await warm([liveBase])
    const tally = newTally()
    const written: Written[] = []
    const running = traffic([liveBase], 40, 3, 20_000, tally)
    const editing = editorAtWork(liveBase, token, Date.now() + 20_000, written, problems)
    await sleep(8000)
    log(`${label}: npm run backup under traffic`)
    const backupStarted = Date.now()
    const leadsBefore = [...tally.leads.keys()]
    const underLoad = await backupOf(live, archives)
    await Promise.all([running, editing])
    await sleep(6000) // the last counts of the Insight statistics are written every 5 s

    // At rest: the live digest, a second backup, the live digest again (nothing wrote meanwhile).
    const liveDigest = await contentDigest(live)
    const atRest = await backupOf(live, archives)
    const liveDigestAfter = await contentDigest(live)
    if (liveDigest.digest !== liveDigestAfter.digest)
      problems.push(`the live site changed at rest: ${differingParts(liveDigest, liveDigestAfter).join(', ')}`)
    await stop(liveInstance)
    liveInstance = null

    // The backup taken under load, into the empty site.
    log(`${label}: npm run restore into an empty site`)
    const restoreMs = await restoreInto(restored, underLoad.archive)
    restoredInstance = await startSite(restored, restoredPort)
    const before = written.filter((w) => w.at < backupStarted)
    const mediaRowCount = await checkRestored(restored, restoredBase, before, problems)
    const leads = await leadsIn(restored, leadsBefore)
    await stop(restoredInstance)
    restoredInstance = null

    // The backup taken at rest, over it: byte for byte the live site.
    await restoreInto(restored, atRest.archive)
    const restoredDigest = await contentDigest(restored)
    const same = restoredDigest.digest === liveDigest.digest
    if (!same) problems.push(`digests differ in ${differingParts(liveDigest, restoredDigest).join(', ')}`)
    const tables = Object.keys(liveDigest.parts).filter((p) => p.startsWith('table:'))
    const rowsCount = tables.reduce((sum, p) => sum + liveDigest.parts[p].rows, 0)
    const pass =
      problems.length === 0 &&
      tally.fiveXx === 0 &&
      tally.failed === 0 &&
      leads.stored === leadsBefore.length &&
      leads.duplicated === 0 &&
      tally.leadsFailed === 0
    const count = (kind: Written['kind']) =>
      `${before.filter((w) => w.kind === kind).length}/${written.filter((w) => w.kind === kind).length}`
    // "leads sent": those answered before the backup began (they must be in it).
    row(
      label,
      { ...tally, leads: new Map(leadsBefore.map((email) => [email, liveBase])) },
      leads,
      restoreMs,
      pass,
      `backup under load ${(underLoad.ms / 1000).toFixed(1)} s, restore ${(restoreMs / 1000).toFixed(1)} s; written before the backup/in all: ` +
        `news ${count('news')}, edits ${count('version')}, files ${count('media')}, users ${count('user')}, all found in the restored site ` +
        `(${mediaRowCount} media rows, files checked by SHA-256); at rest: digest ${liveDigest.digest.slice(0, 12)} live, ` +
        `${restoredDigest.digest.slice(0, 12)} restored (${tables.length} tables, ${rowsCount} rows, ${liveDigest.parts.media?.rows ?? 0} files, ` +
        `${(liveDigest.mediaBytes / 1024 / 1024).toFixed(1)} MB)${problems.length ? `; problems: ${problems.join('; ')}` : ''}`,
    )
  } finally {
    await stop(liveInstance)
    await stop(restoredInstance)
  }
}
