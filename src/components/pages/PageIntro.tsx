import type React from 'react'

import type { ImageView } from '@/content/media'

import { Breadcrumbs, type Crumb } from './Breadcrumbs'
import styles from './PageIntro.module.css'
import shared from './shared.module.css'
import { SmartLink } from './SmartLink'

/**
 * The top of every page: where it sits, its one h1, a lead and, for content pages, an image and up to two
 * buttons. `feature` is the dark band of product, solution and case pages; `compact` the light one of lists.
 */
export function PageIntro({
  crumbs,
  kicker,
  title,
  lead,
  image,
  links,
  children,
  variant = 'compact',
}: {
  crumbs: Crumb[]
  kicker?: string | null
  title: string
  lead?: string | null
  image?: ImageView | null
  links?: { label: string; href: string }[] | null
  children?: React.ReactNode
  variant?: 'feature' | 'compact'
}) {
  const feature = variant === 'feature'
  return (
    <header className={feature ? styles.feature : styles.compact}>
      <div className={`${shared.container} ${styles.inner} ${image?.url ? styles.withImage : ''}`}>
        <div className={styles.text}>
          <Breadcrumbs items={crumbs} tone={feature ? 'dark' : 'light'} />
          {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children}
          {links && links.length > 0 ? (
            <div className={styles.links}>
              {links.map((link, i) => (
                <SmartLink
                  key={`${link.href}-${i}`}
                  href={link.href}
                  className={i === 0 ? shared.button : `${shared.button} ${shared.buttonGhost} ${feature ? styles.ghostOnDark : ''}`}
                >
                  {link.label}
                </SmartLink>
              ))}
            </div>
          ) : null}
        </div>
        {image?.url ? (
          <div className={styles.media}>
            <img
              src={image.url}
              srcSet={image.srcSet || undefined}
              sizes={image.srcSet ? '(min-width: 1240px) 560px, (min-width: 900px) 46vw, 100vw' : undefined}
              alt={image.alt}
              width={image.width ?? 1280}
              height={image.height ?? 720}
              fetchPriority="high"
              decoding="async"
            />
          </div>
        ) : null}
      </div>
    </header>
  )
}
