// @vitest-environment happy-dom
/**
 * The home page's carousels (src/components/home/BannerCarousel.tsx, VideoCarousel.tsx and CasesCarousel.tsx on
 * useCarousel.ts), with the English texts of the messages: a lazy carousel starts only near the viewport (the banner
 * once the browser is idle), then moves by itself on its interval and wraps past its last item; the previous, next
 * and dot buttons move the selection; focus inside it, the mouse over it, a drag and its pause button hold it, and
 * the pause button's name says what a press does; while it moves by itself its viewport is `aria-live="off"` and
 * nothing is announced, a change the visitor makes is announced politely ("Slide N of M"); with reduced motion
 * asked for nothing moves until the visitor presses play.
 */
import type { ComponentProps, ReactNode } from 'react'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { HomeBanner, HomeCase } from '@/content/home'
import type { VideoRow } from '@/content/videos'
import messages from '@/i18n/messages/en/home.json'

import {
  bringIntoView,
  carouselLayout,
  observers,
  stubCarouselLayout,
  stubIntersectionObserver,
  stubReducedMotion,
} from '../support/home-widgets-dom'

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) => <a href={href} {...props} />,
}))

const { BannerCarousel } = await import('@/components/home/BannerCarousel')
const { CasesCarousel } = await import('@/components/home/CasesCarousel')
const { VideoCarousel } = await import('@/components/home/VideoCarousel')
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]))
const motion = { pause: messages.pauseSlides, play: messages.playSlides, slideOf: messages.slideOf }
const slideOf = (index: number, total: number) => fill(messages.slideOf, { index, total })

const cases = (n: number): HomeCase[] =>
  Array.from({ length: n }, (_, i) => ({ id: `case-${i}`, title: `Case ${i + 1}`, summary: '', route: `/case-${i + 1}`, picture: null }))
const casesTexts = (items: HomeCase[]) => ({
  previous: messages.previous,
  next: messages.next,
  region: messages.sections.cases,
  motion,
  learnMore: items.map((c) => fill(messages.learnMoreAbout, { title: c.title })),
})

const videos = (n: number): VideoRow[] =>
  Array.from({ length: n }, (_, i) => ({
    videoId: 100 + i,
    videoTitle: `Video ${i + 1}`,
    videoUrl: `/media/cover-${i}.jpg`,
    videoAlt: '',
    videoFile: `/media/video-${i}.mp4`,
    duration: 0,
    updateTime: '2024-05-01 10:00:00',
    captions: [],
  }))
const videoTexts = (items: VideoRow[]) => ({
  previous: messages.previous,
  next: messages.next,
  region: messages.sections.videos,
  motion,
  play: items.map((v) => fill(messages.playVideo, { title: v.videoTitle })),
  duration: items.map(() => ''),
})

const banners = (n: number): HomeBanner[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    title: `Banner ${i + 1}`,
    link: i === 0 ? 'https://example.com/launch' : '',
    picture: { src: `/media/banner-${i}.jpg`, srcSet: '', alt: `Banner picture ${i + 1}`, width: 1920, height: 500 },
  }))
const bannerTexts = (n: number) => {
  const indexes = Array.from({ length: n }, (_, i) => i + 1)
  return {
    previous: messages.previous,
    next: messages.next,
    goToSlide: indexes.map((index) => fill(messages.goToSlide, { index })),
    slideOf: indexes.map((index) => slideOf(index, n)),
    newWindow: '(opens in a new window)',
    region: messages.sections.banner,
    motion,
  }
}

let container: HTMLElement
let outside: HTMLButtonElement
let root: Root | null = null
let restoreLayout: () => void

beforeEach(() => {
  vi.useFakeTimers()
  stubIntersectionObserver()
  restoreLayout = stubCarouselLayout()
  Object.assign(carouselLayout, { view: 1200, slide: 400 })
  container = document.createElement('div')
  outside = document.createElement('button')
  outside.textContent = 'Elsewhere on the page'
  document.body.append(container, outside)
})

afterEach(async () => {
  await act(async () => root?.unmount())
  root = null
  container.remove()
  outside.remove()
  restoreLayout()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

async function render(element: ReactNode) {
  root = createRoot(container)
  await act(async () => root!.render(element))
}

/** Moves the clock on (every timer and animation frame due fires), with React's updates applied. */
async function elapse(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms)
  })
}

const carousel = () => container.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!
const selected = () => carousel().getAttribute('data-selected')
const live = () => carousel().querySelector('[data-carousel-viewport]')!.getAttribute('aria-live')
const status = () => carousel().querySelector('[data-carousel-status]')!.textContent
const toggle = () => carousel().querySelector<HTMLButtonElement>('[data-carousel-toggle]')!
const prevButton = () => carousel().querySelector<HTMLButtonElement>('[data-carousel-prev]')!
const nextButton = () => carousel().querySelector<HTMLButtonElement>('[data-carousel-next]')!

async function click(el: HTMLElement) {
  await act(async () => el.click())
}
async function focus(el: HTMLElement) {
  await act(async () => el.focus())
}
/** The mouse (or a finger) comes over the carousel from outside, or leaves it for the page. */
async function pointer(type: 'pointerover' | 'pointerout', pointerType: 'mouse' | 'touch') {
  await act(async () => carousel().dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType, relatedTarget: outside })))
}

/** The observer that waits for the carousel to come within 300 px of the viewport tells it that it has. */
async function comeNear() {
  await act(async () => bringIntoView(carousel(), '300px 0px'))
}

describe('the cases carousel', () => {
  it('starts only near the viewport, then moves every 2.5 s and wraps past the last case, unannounced', async () => {
    stubReducedMotion(false)
    await render(<CasesCarousel cases={cases(4)} texts={casesTexts(cases(4))} />)
    expect(observers.some((o) => o.options.rootMargin === '300px 0px' && o.targets.includes(carousel()))).toBe(true)
    expect(carousel().hasAttribute('data-ready')).toBe(false)
    await elapse(6000)
    expect(selected()).toBe('0')

    await comeNear()
    expect(carousel().getAttribute('data-ready')).toBe('true')
    expect(carousel().getAttribute('data-looping')).toBe('true')
    expect(live()).toBe('off')
    await elapse(2400)
    expect(selected()).toBe('0')
    await elapse(100)
    expect(selected()).toBe('1')
    await elapse(5000)
    expect(selected()).toBe('3')
    await elapse(2500)
    expect(selected()).toBe('0')
    expect(status()).toBe('')
    expect([...carousel().querySelectorAll('a[data-case-link]')].map((a) => a.getAttribute('href'))).toEqual([
      '/case-1?type=industry',
      '/case-2?type=industry',
      '/case-3?type=industry',
      '/case-4?type=industry',
    ])
  })

  it('holds while focus is inside; previous and next move it and the change is announced politely', async () => {
    stubReducedMotion(false)
    await render(<CasesCarousel cases={cases(4)} texts={casesTexts(cases(4))} />)
    await comeNear()
    await focus(nextButton())
    expect(live()).toBe('polite')
    expect(toggle().getAttribute('aria-label')).toBe(messages.pauseSlides)
    await elapse(7500)
    expect(selected()).toBe('0')

    await click(nextButton())
    expect(selected()).toBe('1')
    expect(status()).toBe(slideOf(2, 4))
    await focus(prevButton())
    await click(prevButton())
    await click(prevButton())
    expect(selected()).toBe('3')
    expect(status()).toBe(slideOf(4, 4))

    // Focus leaves: it moves by itself again, and its own changes are not announced.
    await focus(outside)
    expect(live()).toBe('off')
    await elapse(2500)
    expect(selected()).toBe('0')
    expect(status()).toBe('')
  })

  it('holds while the mouse is over it, not under a finger', async () => {
    stubReducedMotion(false)
    await render(<CasesCarousel cases={cases(4)} texts={casesTexts(cases(4))} />)
    await comeNear()
    await pointer('pointerover', 'mouse')
    expect(live()).toBe('polite')
    await elapse(4000)
    expect(selected()).toBe('0')
    await pointer('pointerout', 'mouse')
    expect(live()).toBe('off')
    await elapse(2500)
    expect(selected()).toBe('1')

    await pointer('pointerover', 'touch')
    expect(live()).toBe('off')
    await elapse(2500)
    expect(selected()).toBe('2')
  })

  it('stays paused by its pause button until the visitor presses play; the button names what a press does', async () => {
    stubReducedMotion(false)
    await render(<CasesCarousel cases={cases(4)} texts={casesTexts(cases(4))} />)
    await comeNear()
    expect(toggle().getAttribute('aria-label')).toBe(messages.pauseSlides)
    expect(toggle().getAttribute('data-carousel-toggle')).toBe('pause')

    await click(toggle())
    expect(toggle().getAttribute('aria-label')).toBe(messages.playSlides)
    expect(toggle().getAttribute('data-carousel-toggle')).toBe('play')
    expect(live()).toBe('polite')
    await elapse(10_000)
    expect(selected()).toBe('0')

    await click(toggle())
    expect(toggle().getAttribute('aria-label')).toBe(messages.pauseSlides)
    expect(live()).toBe('off')
    await elapse(2500)
    expect(selected()).toBe('1')
  })

  it('counts a drag as the visitor pausing it', async () => {
    stubReducedMotion(false)
    await render(<CasesCarousel cases={cases(4)} texts={casesTexts(cases(4))} />)
    await comeNear()
    const slide = carousel().querySelector('li')!
    await act(async () => slide.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0, clientX: 100, clientY: 10 })))
    await act(async () => document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, button: 0, clientX: 100, clientY: 10 })))
    expect(toggle().getAttribute('aria-label')).toBe(messages.playSlides)
    await elapse(10_000)
    expect(selected()).toBe('0')
  })

  it('under reduced motion stands still until the visitor presses play', async () => {
    stubReducedMotion(true)
    await render(<CasesCarousel cases={cases(4)} texts={casesTexts(cases(4))} />)
    await comeNear()
    expect(carousel().getAttribute('data-ready')).toBe('true')
    expect(toggle().getAttribute('aria-label')).toBe(messages.playSlides)
    expect(live()).toBe('polite')
    await elapse(10_000)
    expect(selected()).toBe('0')

    await click(toggle())
    expect(toggle().getAttribute('aria-label')).toBe(messages.pauseSlides)
    await elapse(2500)
    expect(selected()).toBe('1')
  })

  it('stops when the visitor turns reduced motion on', async () => {
    const preference = stubReducedMotion(false)
    await render(<CasesCarousel cases={cases(4)} texts={casesTexts(cases(4))} />)
    await comeNear()
    await elapse(2500)
    expect(selected()).toBe('1')
    await act(async () => preference.set(true))
    expect(toggle().getAttribute('aria-label')).toBe(messages.playSlides)
    expect(live()).toBe('polite')
    await elapse(10_000)
    expect(selected()).toBe('1')
  })

  it('with a single case has nothing to move and no controls', async () => {
    stubReducedMotion(false)
    await render(<CasesCarousel cases={cases(1)} texts={casesTexts(cases(1))} />)
    await comeNear()
    expect(
      carousel().querySelector('[data-carousel-toggle], [data-carousel-prev], [data-carousel-next], [data-carousel-status]'),
    ).toBeNull()
    await elapse(5000)
    expect(selected()).toBe('0')
  })
})

describe('the video carousel (5 per view)', () => {
  beforeEach(() => Object.assign(carouselLayout, { view: 1000, slide: 200 }))

  it('with 6 videos loops and moves every 2 s, past the last video back to the first', async () => {
    stubReducedMotion(false)
    await render(<VideoCarousel videos={videos(6)} texts={videoTexts(videos(6))} />)
    expect(carousel().getAttribute('data-loop')).toBe('true')
    await comeNear()
    expect(carousel().getAttribute('data-ready')).toBe('true')
    expect(carousel().getAttribute('data-looping')).toBe('true')
    expect(prevButton().disabled).toBe(false)
    const seen = [selected()]
    for (let i = 0; i < 6; i++) {
      await elapse(2000)
      seen.push(selected())
    }
    expect(seen).toEqual(['0', '1', '2', '3', '4', '5', '0'])
    expect(carousel().querySelector('a')!.getAttribute('href')).toBe('/zxyhdVideoDetail?type=information&id=100')
  })

  it('with 5 videos does not loop and stands still', async () => {
    stubReducedMotion(false)
    await render(<VideoCarousel videos={videos(5)} texts={videoTexts(videos(5))} />)
    expect(carousel().getAttribute('data-loop')).toBe('false')
    await comeNear()
    expect(carousel().getAttribute('data-looping')).toBe('false')
    expect(prevButton().disabled).toBe(true)
    expect(nextButton().disabled).toBe(true)
    // Nothing moves, so there is no pause control to offer.
    expect(carousel().querySelector('[data-carousel-toggle]')).toBeNull()
    await elapse(4500)
    expect(selected()).toBe('0')
  })

  it('pauses by keyboard and stays paused after focus leaves; played again, it moves unannounced', async () => {
    stubReducedMotion(false)
    await render(<VideoCarousel videos={videos(6)} texts={videoTexts(videos(6))} />)
    await comeNear()
    await focus(toggle())
    expect(toggle().getAttribute('aria-label')).toBe(messages.pauseSlides)
    expect(live()).toBe('polite')
    await click(toggle())
    expect(toggle().getAttribute('aria-label')).toBe(messages.playSlides)

    await focus(outside)
    expect(live()).toBe('polite')
    await elapse(2600)
    expect(selected()).toBe('0')

    await focus(toggle())
    await click(toggle())
    expect(toggle().getAttribute('aria-label')).toBe(messages.pauseSlides)
    await elapse(2600)
    expect(selected()).toBe('0')
    await focus(outside)
    expect(live()).toBe('off')
    await elapse(2000)
    expect(selected()).toBe('1')
    expect(status()).toBe('')
  })
})

describe('the banner carousel', () => {
  beforeEach(() => Object.assign(carouselLayout, { view: 1200, slide: 1200 }))

  it('starts once the browser is idle and moves every 5 s; each slide is named "Slide N of M"', async () => {
    stubReducedMotion(false)
    await render(<BannerCarousel banners={banners(3)} texts={bannerTexts(3)} />)
    const slides = [...carousel().querySelectorAll('[aria-roledescription="slide"]')]
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3'])
    expect(carousel().getAttribute('aria-label')).toBe(messages.sections.banner)
    const dots = [...carousel().querySelectorAll('button[aria-label^="Slide"]')]
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(['Slide 1', 'Slide 2', 'Slide 3'])
    expect(dots.map((d) => d.getAttribute('aria-current'))).toEqual(['true', null, null])

    await elapse(200)
    expect(live()).toBe('off')
    await elapse(4999)
    expect(selected()).toBe('0')
    await elapse(1)
    expect(selected()).toBe('1')
    expect(dots.map((d) => d.getAttribute('aria-current'))).toEqual([null, 'true', null])
    await elapse(10_000)
    expect(selected()).toBe('0')
  })

  it('goes to the slide of a dot or a button; focus holds it and the change is announced', async () => {
    stubReducedMotion(false)
    await render(<BannerCarousel banners={banners(3)} texts={bannerTexts(3)} />)
    await elapse(200)
    const third = carousel().querySelector<HTMLButtonElement>(`button[aria-label="${fill(messages.goToSlide, { index: 3 })}"]`)!
    await focus(third)
    await click(third)
    expect(selected()).toBe('2')
    expect(third.getAttribute('aria-current')).toBe('true')
    expect(status()).toBe(slideOf(3, 3))
    await focus(nextButton())
    await click(nextButton())
    expect(selected()).toBe('0')
    expect(status()).toBe(slideOf(1, 3))
    await elapse(15_000)
    expect(selected()).toBe('0')
    expect(live()).toBe('polite')
  })

  it('opens a banner link in a new window and says so', async () => {
    stubReducedMotion(false)
    await render(<BannerCarousel banners={banners(3)} texts={bannerTexts(3)} />)
    const links = [...carousel().querySelectorAll('a[data-banner-link]')]
    expect(links).toHaveLength(1)
    expect(links[0].getAttribute('href')).toBe('https://example.com/launch')
    expect(links[0].getAttribute('target')).toBe('_blank')
    expect(links[0].getAttribute('rel')).toMatch(/noopener/)
    expect(links[0].querySelector('.sr-only')!.textContent).toBe('(opens in a new window)')
  })

  it('under reduced motion stands still, with a play button', async () => {
    stubReducedMotion(true)
    await render(<BannerCarousel banners={banners(3)} texts={bannerTexts(3)} />)
    await elapse(200)
    expect(toggle().getAttribute('aria-label')).toBe(messages.playSlides)
    await elapse(15_000)
    expect(selected()).toBe('0')
  })
})
