'use client'

import dynamic from 'next/dynamic'

/**
 * The draft-preview bar and live-preview link (DraftPreviewBar) in a chunk of its own: the layout renders this only
 * in draft mode, so visitors' pages carry just this loader, never the preview code.
 */
export const DraftPreview = dynamic(() => import('./DraftPreviewBar').then((m) => m.DraftPreviewBar))
