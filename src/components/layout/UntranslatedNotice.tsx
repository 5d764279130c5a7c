import { UNTRANSLATED_FRAGMENT } from '@/content/language-versions'

import styles from './UntranslatedNotice.module.css'

/**
 * "Not translated yet" (issue 33, item 3): the language switch lands here, on the nearest page that exists in this
 * language, with `#untranslated` when the page it came from has no version here. Shown by CSS `:target` only, so it
 * works without JavaScript and the page itself stays one cached page for every visitor.
 */
export function UntranslatedNotice({ text, close }: { text: string; close: string }) {
  return (
    <div id={UNTRANSLATED_FRAGMENT} className={styles.notice} role="note" data-untranslated-notice>
      <div className={styles.inner}>
        <p className={styles.text}>{text}</p>
        {/* An empty fragment leaves the :target, so the notice goes (no script). */}
        <a className={styles.close} href="#">
          {close}
        </a>
      </div>
    </div>
  )
}
