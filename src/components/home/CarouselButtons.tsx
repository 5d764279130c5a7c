'use client'

import { PauseIcon, PlayIcon } from '@/components/icons/MediaIcons'

import styles from './CarouselButtons.module.css'
import type { useCarousel } from './useCarousel'

type Carousel = ReturnType<typeof useCarousel>

/** Labels of the pause/play control and the live region of a carousel that moves by itself. */
export type MotionTexts = { pause: string; play: string; slideOf: string }

/** Previous and next buttons of a carousel (hidden without JavaScript, where they could do nothing). */
export function CarouselButtons({
  carousel,
  previous,
  next,
  variant = 'plain',
}: {
  carousel: Pick<Carousel, 'canPrev' | 'canNext' | 'prev' | 'next'>
  previous: string
  next: string
  variant?: 'plain' | 'overlay'
}) {
  return (
    <div className={styles.buttons} data-variant={variant} data-js-only="">
      <button
        type="button"
        className={styles.button}
        data-dir="prev"
        aria-label={previous}
        disabled={!carousel.canPrev}
        onClick={carousel.prev}
        data-carousel-prev=""
      >
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <button
        type="button"
        className={styles.button}
        data-dir="next"
        aria-label={next}
        disabled={!carousel.canNext}
        onClick={carousel.next}
        data-carousel-next=""
      >
        <span aria-hidden="true" className={styles.chevron} />
      </button>
    </div>
  )
}

/**
 * The pause/play button of a carousel that moves by itself (WCAG 2.2.2); its name says what a press does. Without
 * JavaScript nothing moves, so it is hidden then.
 */
export function PlayToggle({
  carousel,
  texts,
  variant = 'plain',
}: {
  carousel: Pick<Carousel, 'running' | 'toggle'>
  texts: MotionTexts
  variant?: 'plain' | 'overlay'
}) {
  return (
    <button
      type="button"
      className={styles.button}
      data-variant={variant}
      aria-label={carousel.running ? texts.pause : texts.play}
      onClick={carousel.toggle}
      data-carousel-toggle={carousel.running ? 'pause' : 'play'}
      data-js-only=""
    >
      {carousel.running ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
    </button>
  )
}

/** A visually hidden live region that names the slide the visitor moved to (empty while the carousel moves by itself). */
export function CarouselStatus({ carousel, texts }: { carousel: Pick<Carousel, 'announcement'>; texts: MotionTexts }) {
  const a = carousel.announcement
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-carousel-status="">
      {a ? texts.slideOf.replace('{index}', String(a.index)).replace('{total}', String(a.total)) : ''}
    </p>
  )
}
