import { getPayload } from 'payload'
import config from './src/payload.config'
import { searchSite } from './src/content/search'
const payload = await getPayload({ config })
for (const [l, q] of [['zh','互通'],['zh','立交'],['zh','梁场'],['zh','隧道'],['zh','BIM'],['zh','EICAD 6.3'],['zh','BIM 正向设计'],['en','interchange'],['en','interchanges'],['en','interchnge'],['en','tunnel'],['zh','"*OR NEAR( \'-- %'], ['en', 'inter']] as const) {
  const t = Date.now()
  const r = await searchSite(l, q, { pageNum: 1, pageSize: 3 })
  console.log(l, q, r.total, Date.now()-t, 'ms', r.rows.map(x => `${x.type} ${x.title} | ${x.snippet.slice(0,80)}`))
}
process.exit(0)
