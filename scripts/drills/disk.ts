/** Drill: the disk full during an upload (scripts/drill.ts). */
import fs from 'node:fs'
import path from 'node:path'

import { stop } from '../lib/processes'
import { asRoot, log, newTally, portBase, root, row, runId, skip, sleep, traffic, warm } from './common'
import {
  filesBelow,
  fillUp,
  leadsIn,
  mountTmpfs,
  newSite,
  pngFile,
  seedSite,
  signIn,
  type Site,
  siteQuery,
  startSite,
  uploadMedia,
  zipFile,
} from './sites'

/** The number of media rows of a site. */
const mediaRowsOf = async (site: Site) => Number((await siteQuery<{ n: number }>(site, 'SELECT count(*) AS n FROM media'))[0].n)

/**
 * Three uploads (zip in zh and en, a PNG in en) while `where` is full: each must answer 507 with the message in its
 * language (counted in `uploads.refused`) and leave no media row, no file in MEDIA_DIR and no temporary file.
 */
async function checkRefused(
  where: string,
  ctx: { site: Site; base: string; token: string; tempDir: string; problems: string[]; uploads: { stored: number; refused: number } },
) {
  const { site, base, token, tempDir, problems, uploads } = ctx
  const rowsBefore = await mediaRowsOf(site)
  const filesBefore = filesBelow(site.mediaDir)
  const attempts: [string, Buffer, 'zh' | 'en'][] = [
    [`full-${runId}.zip`, zipFile(2 * 1024 * 1024), 'zh'],
    [`full-${runId}.zip`, zipFile(2 * 1024 * 1024), 'en'],
    [`full-${runId}.png`, await pngFile(1200), 'en'],
  ]
  for (const [name, bytes, language] of attempts) {
    const answer = await uploadMedia(base, token, name, bytes, language)
    const zh = /磁盘空间不足/.test(answer.message)
    const en = /disk is full/.test(answer.message)
    if (answer.status !== 507 || !(language === 'zh' ? zh : en))
      problems.push(`${where}, ${language}: ${answer.status} "${answer.message.slice(0, 60)}"`)
    else uploads.refused++
  }
  await sleep(1500) // the clean-up's second pass
  if ((await mediaRowsOf(site)) !== rowsBefore) problems.push(`${where}: a media row was created`)
  const filesAfter = filesBelow(site.mediaDir)
  if (filesAfter.join() !== filesBefore.join()) problems.push(`${where}: files left in MEDIA_DIR`)
  if (filesBelow(tempDir).some((f) => !f.startsWith('filler-'))) problems.push(`${where}: temporary files left`)
}

/**
 * MEDIA_DIR on a small tmpfs filled up, then the temp upload folder: uploads by the admin (zh and en) under
 * steady traffic. Each refused upload must answer 507 with the message in its language and leave no file, row or
 * temporary file; pages and API keep answering; once space is freed an upload is stored again.
 */
export async function diskDrill() {
  if (!asRoot) return skip('disk full', 'needs root to mount a tmpfs')
  const site = newSite('disk', 'sqlite', path.join(root, 'disk', 'media'))
  const tempDir = path.join(root, 'disk', 'upload-temp')
  try {
    mountTmpfs(site.mediaDir, 32 * 1024 * 1024)
    mountTmpfs(tempDir, 16 * 1024 * 1024)
  } catch (error) {
    return skip('disk full', `cannot mount a tmpfs: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`)
  }
  log('disk: seeding a SQLite site with MEDIA_DIR and UPLOAD_TEMP_DIR on tmpfs')
  await seedSite(site)
  const port = portBase + 12
  const base = `http://127.0.0.1:${port}`
  const instance = await startSite(site, port, { UPLOAD_TEMP_DIR: tempDir })
  const problems: string[] = []
  const uploads = { stored: 0, refused: 0 }
  try {
    const token = await signIn(base)
    await warm([base])
    const tally = newTally()
    const running = traffic([base], 40, 2, 30_000, tally)
    await sleep(3000)
    const stored = await uploadMedia(base, token, `before-${runId}.zip`, zipFile(200 * 1024), 'zh')
    if (stored.status !== 201) problems.push(`first upload ${stored.status}`)
    else uploads.stored++
    const refused = (where: string) => checkRefused(where, { site, base, token, tempDir, problems, uploads })
    log('disk: MEDIA_DIR full')
    const mediaFiller = fillUp(site.mediaDir, 64 * 1024)
    await refused('MEDIA_DIR full')
    fs.rmSync(mediaFiller)
    log('disk: temp upload folder full')
    const tempFiller = fillUp(tempDir, 64 * 1024)
    await refused('temp folder full')
    fs.rmSync(tempFiller)
    const again = await uploadMedia(base, token, `after-${runId}.zip`, zipFile(2 * 1024 * 1024), 'en')
    if (again.status !== 201) problems.push(`upload after freeing space: ${again.status}`)
    else uploads.stored++
    await running
    const stored2 = await leadsIn(site, [...tally.leads.keys()])
    const pass =
      problems.length === 0 &&
      tally.fiveXx === 0 &&
      tally.failed === 0 &&
      stored2.stored === tally.leads.size &&
      stored2.duplicated === 0 &&
      tally.leadsFailed === 0
    row(
      'disk full (upload)',
      tally,
      stored2,
      null,
      pass,
      `MEDIA_DIR (32 MB tmpfs) filled, then the temp upload folder (16 MB tmpfs); ${uploads.refused} of 6 uploads refused 507 in their language ` +
        `with no file, row or temporary file left; ${uploads.stored} of 2 stored before and after${problems.length ? `; problems: ${problems.join('; ')}` : ''}`,
    )
  } finally {
    await stop(instance)
  }
}
