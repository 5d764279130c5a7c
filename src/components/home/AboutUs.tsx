import type { HomeView } from '@/content/home'
import { Link } from '@/i18n/navigation'

import styles from './AboutUs.module.css'
import { Img } from './Img'

/** Home section 7: about us, the company's figures, and "contact us" to about?type=about. */
export function AboutUs({ about, contactLabel }: { about: HomeView['about']; contactLabel: string }) {
  return (
    <div className={styles.about}>
      <div className={styles.intro}>
        <div className={styles.text}>
          {about.heading ? <h3 className={styles.heading}>{about.heading}</h3> : null}
          {about.text
            ? about.text
                .split(/\n{2,}|\r\n\r\n/)
                .filter((p) => p.trim())
                .map((p, i) => <p key={i}>{p.trim()}</p>)
            : null}
          <Link href="/about?type=about" className={styles.contact} data-about-contact="">
            {contactLabel}
          </Link>
        </div>
        {about.picture ? (
          <div className={styles.media}>
            <Img picture={about.picture} sizes="(max-width: 900px) 100vw, 560px" />
          </div>
        ) : null}
      </div>
      {about.claims.length > 0 ? (
        <ul className={styles.claims}>
          {about.claims.map((c) => (
            <li key={c.id} className={styles.claim}>
              <span className={styles.value}>
                {c.value}
                {c.unit ? <span className={styles.unit}>{c.unit}</span> : null}
              </span>
              <span className={styles.label}>{c.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
