'use client'

import styles from './CarouselButtons.module.css'
import type { useCarousel } from './useCarousel'

/** Previous and next buttons of a carousel (hidden without JavaScript, where they could do nothing). */
export function CarouselButtons({
  carousel,
  previous,
  next,
  variant = 'plain',
}: {
  carousel: Pick<ReturnType<typeof useCarousel>, 'canPrev' | 'canNext' | 'prev' | 'next'>
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
