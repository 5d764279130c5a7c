'use client'

/**
 * The product centre's demo video (./ProductCentre.tsx): plays muted while the section is on screen, unless the
 * visitor asked for reduced motion or paused it; its pause/play button's state is read off the shown video.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'

import { useReducedMotion } from './useReducedMotion'

/** Whether the section (the element given `root`) is on screen, a fifth of it at least, and whether it came near. */
function useSectionVisibility(root: RefObject<HTMLDivElement | null>) {
  const [inView, setInView] = useState(false)
  /** Posters load once the section comes near (a video's poster is never lazy by itself). */
  const [near, setNear] = useState(false)

  useEffect(() => {
    const el = root.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)), { threshold: 0.2 })
    observer.observe(el)
    const approach = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          approach.disconnect()
        }
      },
      { rootMargin: '600px 0px' },
    )
    approach.observe(el)
    return () => {
      observer.disconnect()
      approach.disconnect()
    }
  }, [root])
  return { inView, near }
}

/**
 * Plays the demo video of the `active` tab (videos are marked with their tab's `data-tab`) inside the element given
 * `root`, and pauses the others; `expanded` (the open item of each tab) plays the newly shown video when it changes.
 */
export function useDemoPlayback(active: string, expanded: Record<string, string>) {
  const reduced = useReducedMotion()
  const root = useRef<HTMLDivElement>(null)
  const { inView, near } = useSectionVisibility(root)
  /** The visitor paused the demo: it stays paused (across tabs and items) until they press play. */
  const [pausedByVisitor, setPausedByVisitor] = useState(false)
  const [playing, setPlaying] = useState(false)

  // The button names what it will do, read off the shown video itself: a play() that the browser refuses (a codec it
  // lacks, a source that fails) leaves the video paused without a pause event, and a hidden tab's video pausing
  // says nothing about the shown one.
  const syncPlaying = useCallback(
    (video: HTMLVideoElement) => {
      if (video.dataset.tab !== active) return
      setPlaying(!video.paused && video.error == null)
    },
    [active],
  )

  // The shown demo video plays (muted) while the section is on screen, unless the visitor asked for reduced motion.
  useEffect(() => {
    const el = root.current
    if (!el) return
    for (const video of el.querySelectorAll<HTMLVideoElement>('video')) {
      const shown = video.dataset.tab === active
      if (shown && inView && reduced === false && !pausedByVisitor) {
        video.muted = true
        void video.play().catch(() => syncPlaying(video))
      } else {
        video.pause()
        // A video that was paused already fires no pause event: the button reads the shown one again (after the
        // visitor pressed play on another item or tab, a newly shown video that does not start must offer play).
        if (shown) syncPlaying(video)
      }
    }
  }, [active, expanded, inView, reduced, pausedByVisitor, syncPlaying])

  const togglePlay = (video: HTMLVideoElement | null) => {
    if (!video) return
    if (video.paused) {
      setPausedByVisitor(false)
      video.muted = true
      void video.play().catch(() => syncPlaying(video))
    } else {
      setPausedByVisitor(true)
      video.pause()
    }
  }

  return { root, near, playing, syncPlaying, togglePlay }
}
