'use client'
import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'

import { adminText } from '@/i18n/locales'

/**
 * Payload's schedule dialog chooses "取消发布 / Unpublish" whenever the document has no unsaved newer version, also for
 * a draft that was never published, where only "发布 / Publish" means anything. While this document has no published
 * version, the dialog opens on "发布 / Publish" instead (the editor may still choose otherwise).
 */
export function useSchedulePublishDefault(): void {
  const { hasPublishedDoc } = useDocumentInfo()
  useEffect(() => {
    if (hasPublishedDoc) return
    const choosePublish = () => {
      const publish = document.querySelector<HTMLInputElement>('.schedule-publish__type li:first-child input[type="radio"]')
      if (publish && !publish.checked && !publish.dataset.defaulted) {
        publish.dataset.defaulted = 'publish'
        publish.click()
      }
    }
    const observer = new MutationObserver(choosePublish)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [hasPublishedDoc])
}

/**
 * The schedule dialog's language choice offers Payload's hard-coded "All" (in English whatever the admin's language):
 * shown as "全部语言" / "All languages". Only the shown text changes (the option's value stays `all`); React leaves a
 * text it rendered alone while the same text is rendered again.
 */
export function useScheduleLabels(): void {
  const { i18n } = useTranslation()
  const all = adminText(i18n.language, { zh: '全部语言', en: 'All languages' })
  useEffect(() => {
    const relabel = () => {
      const dialog = document.querySelector('.schedule-publish')
      if (!dialog) return
      const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeValue === 'All' && node.parentElement?.closest('.react-select')) node.nodeValue = all
      }
    }
    const observer = new MutationObserver(relabel)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [all])
}
