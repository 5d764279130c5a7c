import type { HomePartner } from '@/content/home'

import styles from './Partners.module.css'

/** Rows with at least this many logos scroll; shorter rows stand still, centred. */
const MIN_ANIMATED = 6

/**
 * Home section 8: partners in rows of 11, 13, 13 and 13 logos, each row gliding sideways (the next one the other
 * way). The glide is CSS only; it holds while hovered and stops under prefers-reduced-motion. A checkbox above the
 * rows pauses it until unticked (WCAG 2.2.2), CSS only too, so it works without JavaScript and costs none.
 */
export function Partners({ rows, pauseLabel }: { rows: HomePartner[][]; pauseLabel: string }) {
  const filled = rows.filter((row) => row.length > 0)
  const moving = filled.some((row) => row.length >= MIN_ANIMATED)
  return (
    <div className={styles.partners}>
      {moving ? (
        <label className={styles.pause}>
          <input type="checkbox" className={styles.pauseInput} data-partners-pause="" />
          {pauseLabel}
        </label>
      ) : null}
      <div className={styles.rows} data-partners="">
        {filled.map((row, r) => {
          const animated = row.length >= MIN_ANIMATED
          const logo = (p: HomePartner, copy: boolean) => (
            <li key={`${copy ? 'copy-' : ''}${p.id}`} className={styles.logo} aria-hidden={copy || undefined}>
              {p.picture ? (
                <img src={p.picture.src} alt={copy ? '' : p.name} width={160} height={64} loading="lazy" decoding="async" />
              ) : (
                <span className={styles.name}>{p.name}</span>
              )}
            </li>
          )
          return (
            <div key={r} className={styles.row} data-animated={animated || undefined} data-partner-row={r + 1}>
              <ul className={styles.track} data-direction={r % 2 === 0 ? 'left' : 'right'} style={{ ['--count' as string]: row.length }}>
                {row.map((p) => logo(p, false))}
                {animated ? row.map((p) => logo(p, true)) : null}
              </ul>
            </div>
          )
        })}
      </div>
    </div>
  )
}
