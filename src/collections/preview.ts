import type { CollectionConfig, PayloadRequest } from 'payload'

import { env } from '@/env'
import { previewUrlOf, requestOrigin } from '@/lib/preview'
import type { PreviewableKind } from '@/lib/public-kinds'

function originOf(req: PayloadRequest | undefined): string {
  return req?.headers ? requestOrigin(req.headers, env.serverUrl) : env.serverUrl.replace(/\/+$/, '')
}

/** Live preview sizes offered above the preview (the site's phone, tablet and desktop layouts). */
const BREAKPOINTS = [
  { name: 'phone', label: '手机 / Phone', width: 390, height: 844 },
  { name: 'tablet', label: '平板 / Tablet', width: 820, height: 1180 },
  { name: 'desktop', label: '桌面 / Desktop', width: 1440, height: 900 },
]

/**
 * The admin's "Preview" button and live preview for a collection: both open the page in the language being edited
 * (Chinese at the root, English under /en) in draft mode, through `/preview` (src/app/(api)/preview/route.ts).
 */
export function withPreview(collection: PreviewableKind, config: CollectionConfig): CollectionConfig {
  return {
    ...config,
    admin: {
      ...config.admin,
      preview: (doc, { locale, req }) => previewUrlOf(originOf(req), env.basePath, collection, doc, locale),
      livePreview: {
        breakpoints: BREAKPOINTS,
        url: ({ data, locale, req }) => previewUrlOf(originOf(req), env.basePath, collection, data, locale?.code ?? req?.locale),
      },
    },
  }
}
