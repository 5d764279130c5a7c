'use client'

import { lazy, Suspense } from 'react'

/**
 * The draft-preview bar and live-preview link (DraftPreviewBar) in a chunk of its own: the layout renders this only
 * in draft mode, so visitors' pages carry just this loader (React's own `lazy`), never the preview code.
 */
const Bar = lazy(() => import('./DraftPreviewBar').then((m) => ({ default: m.DraftPreviewBar })))

export function DraftPreview(props: { label: string; exitLabel: string }) {
  return (
    <Suspense fallback={null}>
      <Bar {...props} />
    </Suspense>
  )
}
