/** The IndexNow key for its key file (src/app/(api)/indexnow-key); apart from search-push.ts, which the config loads. */
import { isIndexNowKey } from '@/lib/search-push'

import { getPayloadClient } from './payload'
import { readSettings } from './search-push'

/** The IndexNow key the site settings hold, or null. */
export async function indexNowKeyOf(): Promise<string | null> {
  const key = (await readSettings(await getPayloadClient())).indexNowKey?.trim()
  return isIndexNowKey(key) ? key : null
}
