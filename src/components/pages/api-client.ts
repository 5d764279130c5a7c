/** The browser HTTP client (src/client/http.ts) as the pages' client components use it. */
import { createHttpClient, type HttpClient } from '@/client/http'

export function pageApiClient(onError: (message: string) => void): HttpClient {
  return createHttpClient({
    notify: { error: onError },
    navigate: (path) => window.location.assign(`${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}${path}`),
  })
}
