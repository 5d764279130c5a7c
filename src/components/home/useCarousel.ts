'use client'

/**
 * A carousel on embla-carousel (kept library): its state for the buttons and dots, and autoplay that starts only
 * when the visitor has not asked for reduced motion (nothing moves by itself then). A `lazy` carousel starts when it
 * comes near the viewport, so the page's first moments are not spent measuring carousels below the fold.
 *
 * Pause, stop, hide (WCAG 2.2.2): the visitor's pause/play choice (`toggle`) holds until they change it; dragging the
 * carousel counts as pausing it. Focus inside the carousel (and, with `pauseOnHover`, the mouse over it) holds it
 * while there. While it moves by itself its slide changes are not announced (`aria-live="off"`); a change the
 * visitor makes is announced politely (`announcement`, for a visually hidden live region).
 */
import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import {
  type Dispatch,
  type FocusEvent,
  type PointerEvent,
  type RefObject,
  type SetStateAction,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'

import { useReducedMotion } from './useReducedMotion'

type EmblaOptionsType = NonNullable<Parameters<typeof useEmblaCarousel>[0]>
/** The embla instance; none until embla has set up. */
type EmblaApi = ReturnType<typeof useEmblaCarousel>[1]
/** The visitor's pause/play choice; null until they make one. */
type Choice = 'play' | 'pause' | null

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

/**
 * Whether the carousel may start: at once unless it is `lazy`; else when the browser is next idle (`'idle'`) or when
 * the element given the returned `rootRef` comes within 300 px of the viewport.
 */
function useNearViewport(lazy: CarouselConfig['lazy']) {
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
  return { rootRef, near }
}

/**
 * What holds the carousel while there: focus inside it, the mouse over it; `rootProps` go on its root element.
 */
function useHold() {
  const [focusInside, setFocusInside] = useState(false)
  const [mouseOver, setMouseOver] = useState(false)
  const rootProps = {
    onFocus: () => setFocusInside(true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget)) setFocusInside(false)
    },
    onPointerEnter: (e: PointerEvent<HTMLElement>) => {
      if (e.pointerType === 'mouse') setMouseOver(true)
    },
    onPointerLeave: () => setMouseOver(false),
  }
  return { focusInside, mouseOver, rootProps }
}

/**
 * Plays the autoplay plugin while the carousel is `moving` and stops it otherwise; dragging the carousel counts as
 * the visitor pausing it. Returns whether it moves right now (a ref), for the slide-change handlers.
 */
function useAutoplayControl(api: EmblaApi, moving: boolean, autoplayMs: number | undefined, setChoice: Dispatch<SetStateAction<Choice>>) {
  const movingRef = useRef(false)

  // Embla starts its plugins afresh on every re-initialisation (becoming active, a resize): apply the state again.
  useEffect(() => {
    movingRef.current = moving
    if (!api) return
    const apply = () => {
      // No plugins while embla is inactive (a single slide, or a lazy carousel not yet near).
      const plugins: ReturnType<typeof api.plugins> | undefined = api.plugins()
      const autoplay = plugins?.autoplay
      if (!autoplay) return
      if (moving && api.scrollSnapList().length > 1) autoplay.play()
      else autoplay.stop()
    }
    apply()
    api.on('reInit', apply)
    return () => {
      api.off('reInit', apply)
    }
  }, [api, moving])

  useEffect(() => {
    if (!api || !autoplayMs) return
    const dragged = () => setChoice('pause')
    api.on('pointerDown', dragged)
    return () => {
      api.off('pointerDown', dragged)
    }
  }, [api, autoplayMs, setChoice])
  return movingRef
}

/**
 * The carousel's position for the buttons and dots, and the slide to announce after a change the visitor made
 * (none while `movingRef` says it moves by itself).
 */
function useCarouselPosition(api: EmblaApi, movingRef: RefObject<boolean>) {
  const [selected, setSelected] = useState(0)
  const [snaps, setSnaps] = useState<number[]>([])
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(false)
  /** Whether embla really loops (it falls back to no loop when the slides cannot fill the view around). */
  const [looping, setLooping] = useState(false)
  const [announcement, setAnnouncement] = useState<{ index: number; total: number } | null>(null)

  useEffect(() => {
    if (!api) return
    const update = () => {
      setSelected(api.selectedScrollSnap())
      setSnaps(api.scrollSnapList())
      setCanPrev(api.canScrollPrev())
      setCanNext(api.canScrollNext())
      setLooping(Boolean(api.internalEngine().options.loop))
    }
    const announce = () =>
      setAnnouncement(movingRef.current ? null : { index: api.selectedScrollSnap() + 1, total: api.scrollSnapList().length })
    update()
    api.on('select', update).on('reInit', update).on('select', announce)
    return () => {
      api.off('select', update).off('reInit', update).off('select', announce)
    }
  }, [api, movingRef])
  return { selected, snaps, canPrev, canNext, looping, announcement }
}

export function useCarousel({ options, autoplayMs, pauseOnHover = false, lazy = false }: CarouselConfig) {
  const reduced = useReducedMotion()
  const { rootRef, near } = useNearViewport(lazy)
  // Started and stopped by the effect of useAutoplayControl only (the plugin's own hover and focus handling would
  // restart it).
  const plugins = useMemo(
    () =>
      autoplayMs
        ? [Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false })]
        : [],
    [autoplayMs],
  )
  const active = (options.active ?? true) && near
  const [viewportRef, api] = useEmblaCarousel({ ...options, active, duration: reduced ? 10 : 25 }, plugins)
  /** The visitor's choice; until they make one, it moves unless they asked for reduced motion. */
  const [choice, setChoice] = useState<Choice>(null)
  const { focusInside, mouseOver, rootProps } = useHold()
  const running = Boolean(autoplayMs) && (choice ? choice === 'play' : reduced === false)
  const moving = running && !focusInside && !(pauseOnHover && mouseOver)
  const movingRef = useAutoplayControl(api, moving, autoplayMs, setChoice)
  const { selected, snaps, canPrev, canNext, looping, announcement } = useCarouselPosition(api, movingRef)

  const prev = useCallback(() => api?.scrollPrev(), [api])
  const next = useCallback(() => api?.scrollNext(), [api])
  const goTo = useCallback((index: number) => api?.scrollTo(index), [api])
  const toggle = useCallback(() => setChoice(running ? 'pause' : 'play'), [running])

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
    /** Moves by itself unless held (focus, mouse): the visitor has not paused it. */
    running,
    /** Moving right now: slide changes are not announced. */
    moving,
    toggle,
    /** The slide the visitor moved to (for a polite live region); null while the carousel moves by itself. */
    announcement,
    rootProps,
  }
}
