'use client'

/**
 * Home section 1: the banner carousel (default height 500 px). A banner with a link opens it in a new window.
 */
import type { HomeBanner } from '@/content/home'

import styles from './BannerCarousel.module.css'
import { CarouselButtons, CarouselStatus, type MotionTexts, PlayToggle } from './CarouselButtons'
import { Img } from './Img'
import { useCarousel } from './useCarousel'

export type BannerTexts = {
  previous: string
  next: string
  goToSlide: string[]
  slideOf: string[]
  newWindow: string
  region: string
  motion: MotionTexts
}

export function BannerCarousel({ banners, texts }: { banners: HomeBanner[]; texts: BannerTexts }) {
  const many = banners.length > 1
  // Started when the browser is idle (lazy: "idle"), so the root needs no ref here.
  const {
    rootRef: _rootRef,
    viewportRef,
    ...c
  } = useCarousel({ options: { loop: many, active: many }, autoplayMs: many ? 5000 : undefined, pauseOnHover: true, lazy: 'idle' })
  return (
    <div
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label={texts.region}
      role="group"
      data-selected={c.selected}
      {...c.rootProps}
    >
      <div className={styles.viewport} ref={viewportRef} data-carousel-viewport="" aria-live={c.moving ? 'off' : 'polite'}>
        <div className={styles.track}>
          {banners.map((b, i) => {
            const body = (
              <>
                {b.picture ? (
                  <Img className={styles.image} picture={b.picture} sizes="100vw" priority={i === 0} alt={b.title ? '' : b.picture.alt} />
                ) : null}
                {b.title ? (
                  <span className={styles.caption}>
                    <span className={styles.captionText}>{b.title}</span>
                  </span>
                ) : null}
              </>
            )
            return (
              <div key={b.id} className={styles.slide} role="group" aria-roledescription="slide" aria-label={texts.slideOf[i]}>
                {b.link ? (
                  <a className={styles.link} href={b.link} target="_blank" rel="noopener" data-banner-link="">
                    {body}
                    <span className="sr-only">{texts.newWindow}</span>
                  </a>
                ) : (
                  <div className={styles.link}>{body}</div>
                )}
              </div>
            )
          })}
        </div>
      </div>
      {many ? (
        <>
          <CarouselButtons carousel={c} previous={texts.previous} next={texts.next} variant="overlay" />
          <CarouselStatus carousel={c} texts={texts.motion} />
          <div className={styles.dots} data-js-only="">
            <PlayToggle carousel={c} texts={texts.motion} variant="overlay" />
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className={styles.dot}
                aria-label={texts.goToSlide[i]}
                aria-current={c.selected === i ? 'true' : undefined}
                onClick={() => c.goTo(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  )
}
