import { databaseAnswers } from '@/content/health'

export const dynamic = 'force-dynamic'

/** For load balancers: 200 when this instance and its database answer, 503 otherwise. */
export async function GET(): Promise<Response> {
  const ok = await databaseAnswers()
  return Response.json(
    { status: ok ? 'ok' : 'unavailable', database: ok ? 'ok' : 'unreachable' },
    { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  )
}
