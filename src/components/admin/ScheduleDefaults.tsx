'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

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
