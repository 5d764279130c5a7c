import type { ReactNode } from 'react'

import { Link } from '@/i18n/navigation'

import styles from './Section.module.css'

/** A home section: its title, an optional "more" link, its content. `name` orders and identifies it. */
export function Section({
  name,
  title,
  more,
  tone = 'plain',
  defer = true,
  children,
}: {
  name: string
  title: string
  more?: { href: string; label: string }
  tone?: 'plain' | 'alt' | 'dark'
  /** Render lazily when off screen (content-visibility); false for a section on the first screen. */
  defer?: boolean
  children: ReactNode
}) {
  const id = `home-${name}`
  return (
    <section
      className={styles.section}
      data-tone={tone}
      data-home-section={name}
      data-defer={defer || undefined}
      aria-labelledby={`${id}-title`}
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          {more ? (
            <Link className={styles.more} href={more.href}>
              {more.label}
              <span aria-hidden="true" className={styles.arrow} />
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  )
}
