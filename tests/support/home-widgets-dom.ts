/**
 * What the home page's carousels and tab sections need from a browser that happy-dom does not give (component tests
 * in tests/unit/carousels.test.tsx and tests/unit/home-tabs.test.tsx): an IntersectionObserver the test brings into
 * view by hand, a `prefers-reduced-motion` preference the test sets and changes, a layout for embla's measuring (the
 * carousels' slides side by side), and media elements whose play() and pause() change `paused` and fire their events.
 */
import { vi } from 'vitest'

type Observed = {
  callback: IntersectionObserverCallback
  options: IntersectionObserverInit
  targets: Element[]
  observer: IntersectionObserver
}

/** Every IntersectionObserver made since `stubIntersectionObserver`, with what it watches. */
export const observers: Observed[] = []

/** Replaces IntersectionObserver with one that reports only when `bringIntoView` says so. */
export function stubIntersectionObserver() {
  observers.length = 0
  class FakeIntersectionObserver {
    readonly root = null
    readonly rootMargin: string
    readonly thresholds: number[] = []
    private readonly entry: Observed
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.rootMargin = options.rootMargin ?? '0px'
      this.entry = { callback, options, targets: [], observer: this }
      observers.push(this.entry)
    }
    observe(target: Element) {
      this.entry.targets.push(target)
    }
    unobserve(target: Element) {
      this.entry.targets = this.entry.targets.filter((t) => t !== target)
    }
    disconnect() {
      this.entry.targets = []
    }
    takeRecords(): IntersectionObserverEntry[] {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
}

/** Tells every observer watching `el` (with the given rootMargin, or any) that it intersects now. */
export function bringIntoView(el: Element, rootMargin?: string) {
  for (const o of [...observers]) {
    if (!o.targets.includes(el)) continue
    if (rootMargin !== undefined && o.options.rootMargin !== rootMargin) continue
    const rect = el.getBoundingClientRect()
    const entry = {
      target: el,
      isIntersecting: true,
      intersectionRatio: 1,
      boundingClientRect: rect,
      intersectionRect: rect,
      rootBounds: null,
      time: 0,
    } as IntersectionObserverEntry
    o.callback([entry], o.observer)
  }
}

/** The visitor's `prefers-reduced-motion` preference; `set` changes it and tells the listeners. */
export function stubReducedMotion(initial: boolean) {
  let matches = initial
  const listeners = new Set<() => void>()
  const queries: string[] = []
  vi.stubGlobal('matchMedia', (query: string) => {
    queries.push(query)
    return {
      media: query,
      get matches() {
        return query.includes('prefers-reduced-motion: reduce') ? matches : false
      },
      onchange: null,
      addEventListener: (_type: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_type: string, fn: () => void) => listeners.delete(fn),
      addListener: (fn: () => void) => listeners.add(fn),
      removeListener: (fn: () => void) => listeners.delete(fn),
      dispatchEvent: () => true,
    }
  })
  return {
    queries,
    set(value: boolean) {
      matches = value
      for (const fn of [...listeners]) fn()
    },
  }
}

/** Widths of a carousel's viewport, track and slides (px); the slides sit side by side in the track. */
export const carouselLayout = { view: 1200, slide: 400 }

const LAYOUT_PROPS = ['offsetWidth', 'offsetHeight', 'offsetLeft', 'offsetTop', 'offsetParent'] as const

/**
 * Gives a carousel (the element with `data-carousel-viewport`, its track and the track's slides) the sizes of
 * `carouselLayout`, measured the way embla measures them; returns the function that takes the layout away again.
 */
export function stubCarouselLayout() {
  const saved = LAYOUT_PROPS.map((name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const)
  const box = (el: HTMLElement) => {
    const parent = el.parentElement
    if (el.hasAttribute('data-carousel-viewport') || parent?.hasAttribute('data-carousel-viewport')) {
      return { left: 0, width: carouselLayout.view }
    }
    if (parent?.parentElement?.hasAttribute('data-carousel-viewport')) {
      return { left: [...parent.children].indexOf(el) * carouselLayout.slide, width: carouselLayout.slide }
    }
    return { left: 0, width: 0 }
  }
  const getters: Record<(typeof LAYOUT_PROPS)[number], (el: HTMLElement) => number | Element | null> = {
    offsetWidth: (el) => box(el).width,
    offsetHeight: (el) => (box(el).width ? 300 : 0),
    offsetLeft: (el) => box(el).left,
    offsetTop: () => 0,
    // Laid out (embla listens for drags only on a carousel that is).
    offsetParent: (el) => (box(el).width ? el.parentElement : null),
  }
  // A slide's margins (embla reads the last one's end margin): none set, none computed, where a browser says 0px.
  const computed = window.getComputedStyle.bind(window)
  const styleSpy = vi.spyOn(window, 'getComputedStyle').mockImplementation((el: Element, pseudo?: string | null) => {
    const style = computed(el, pseudo)
    const value = style.getPropertyValue.bind(style)
    return Object.assign(Object.create(style) as CSSStyleDeclaration, {
      getPropertyValue: (name: string) => value(name) || (name.startsWith('margin-') ? '0px' : ''),
    })
  })
  for (const name of LAYOUT_PROPS) {
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return getters[name](this)
      },
    })
  }
  return () => {
    styleSpy.mockRestore()
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor)
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name]
    }
  }
}

/**
 * Media elements that play and pause: play() clears `paused` and fires `play`, pause() sets it and fires `pause`
 * (as a browser does, once per change). Returns the play and pause spies and the function that restores the originals.
 */
export function stubMediaPlayback() {
  const paused = new WeakMap<HTMLMediaElement, boolean>()
  const proto = HTMLMediaElement.prototype
  const saved = (['play', 'pause', 'paused'] as const).map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const)
  const play = vi.fn(function (this: HTMLMediaElement) {
    if (paused.get(this) !== false) {
      paused.set(this, false)
      this.dispatchEvent(new Event('play'))
    }
    return Promise.resolve()
  })
  const pause = vi.fn(function (this: HTMLMediaElement) {
    if (paused.get(this) === false) {
      paused.set(this, true)
      this.dispatchEvent(new Event('pause'))
    }
  })
  Object.defineProperty(proto, 'play', { configurable: true, writable: true, value: play })
  Object.defineProperty(proto, 'pause', { configurable: true, writable: true, value: pause })
  Object.defineProperty(proto, 'paused', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return paused.get(this) ?? true
    },
  })
  const restore = () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, name, descriptor)
      else delete (proto as unknown as Record<string, unknown>)[name]
    }
  }
  return { play, pause, restore }
}
