import { getPayloadClient } from './payload'

/** True when the database answers a query (for load balancers: GET /healthz). */
export async function databaseAnswers(): Promise<boolean> {
  try {
    const payload = await getPayloadClient()
    await payload.count({ collection: 'users', overrideAccess: true })
    return true
  } catch {
    return false
  }
}
