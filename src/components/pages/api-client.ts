/** The browser HTTP client (src/client/http.ts) as the pages' client components use it. */
import { createHttpClient, type HttpClient } from '@/client/http'
import { publicBasePath } from '@/env-public'

export function pageApiClient(onError: (message: string) => void): HttpClient {
  return createHttpClient({
    notify: { error: onError },
    // A full page load on purpose: the API said the session is gone (src/client/http.ts cleared it), so no client
    // state of the old session may survive the move to the login page.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- see above
    navigate: (path) => window.location.assign(`${publicBasePath()}${path}`),
  })
}
