import { replayLeadSpool, spooledLeadCount } from '@/content/contact'
import { databaseAnswers } from '@/content/health'
import { RETRY_AFTER_SECONDS } from '@/lib/database-outage'

export const dynamic = 'force-dynamic'

/**
 * For load balancers (and the production server's own probe, every second): 200 when this instance and its database
 * answer, 503 otherwise, with `Retry-After` like every other 503 of the site while the database is away (nginx passes
 * it on as it is: a visitor or a monitor asking through it gets the same answer). `leadSpool` counts the leads this instance kept on disk while the database was away
 * (docs/operations.md, "A non-empty lead spool"); once the database answers, this check starts
 * replaying them (the next check shows what is left).
 */
export async function GET(): Promise<Response> {
  const ok = await databaseAnswers()
  const leadSpool = spooledLeadCount()
  // Not awaited: the answer (which tells the server the database is back) does not wait for the leads to be stored.
  if (ok && leadSpool > 0) replayLeadSpool().catch((error: unknown) => console.error('[health] lead spool replay failed', error))
  return Response.json(
    { status: ok ? 'ok' : 'unavailable', database: ok ? 'ok' : 'unreachable', leadSpool },
    { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store', ...(ok ? {} : { 'retry-after': String(RETRY_AFTER_SECONDS) }) } },
  )
}
