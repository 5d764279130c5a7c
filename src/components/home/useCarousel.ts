'use client'

/**
 * A carousel on embla-carousel (kept library): its state for the buttons and dots, and autoplay that starts only
 * when the visitor has not asked for reduced motion (nothing moves by itself then). A `lazy` carousel starts when it
 * comes near the viewport, so the page's first moments are not spent measuring carousels below the fold.
 */
import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { useReducedMotion } from './useReducedMotion'

type EmblaOptionsType = NonNullable<Parameters<typeof useEmblaCarousel>[0]>

export type CarouselConfig = {
  options: EmblaOptionsType
  /** Autoplay delay in ms; none for a carousel that does not move by itself. */
  autoplayMs?: number
  /** Holds while the mouse is over the carousel. */
  pauseOnHover?: boolean
  /**
   * `true`: starts only when the element given `rootRef` comes within 300 px of the viewport; `'idle'`: starts when
   * the browser is next idle (after hydration), so its measuring is not part of the page's first long task.
   */
  lazy?: boolean | 'idle'
}

export function useCarousel({ options, autoplayMs, pauseOnHover = false, lazy = false }: CarouselConfig) {
  const reduced = useReducedMotion()
  const rootRef = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(!lazy)
  useEffect(() => {
    if (near) return
    if (lazy === 'idle') {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setNear(true), { timeout: 1500 })
        return () => window.cancelIdleCallback(handle)
      }
      const timer = window.setTimeout(() => setNear(true), 200)
      return () => window.clearTimeout(timer)
    }
    const el = rootRef.current
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [near, lazy])
  const plugins = useMemo(
    () =>
      autoplayMs && reduced === false
        ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: pauseOnHover, stopOnFocusIn: true })]
        : [],
    [autoplayMs, reduced, pauseOnHover],
  )
  const active = (options.active ?? true) && near
  const [viewportRef, api] = useEmblaCarousel({ ...options, active, duration: reduced ? 10 : 25 }, plugins)
  const [selected, setSelected] = useState(0)
  const [snaps, setSnaps] = useState<number[]>([])
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(false)
  /** Whether embla really loops (it falls back to no loop when the slides cannot fill the view around). */
  const [looping, setLooping] = useState(false)

  useEffect(() => {
    if (!api) return
    const update = () => {
      setSelected(api.selectedScrollSnap())
      setSnaps(api.scrollSnapList())
      setCanPrev(api.canScrollPrev())
      setCanNext(api.canScrollNext())
      setLooping(Boolean(api.internalEngine().options.loop))
    }
    update()
    api.on('select', update).on('reInit', update)
    return () => {
      api.off('select', update).off('reInit', update)
    }
  }, [api])

  const prev = useCallback(() => api?.scrollPrev(), [api])
  const next = useCallback(() => api?.scrollNext(), [api])
  const goTo = useCallback((index: number) => api?.scrollTo(index), [api])

  return {
    rootRef,
    viewportRef,
    api,
    selected,
    snaps,
    canPrev,
    canNext,
    looping,
    prev,
    next,
    goTo,
    ready: Boolean(api) && near,
    autoplay: plugins.length > 0,
  }
}
