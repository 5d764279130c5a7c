'use client'
import { toast, useTranslation } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

import { refusedForField, UPLOAD_KIND_CLASS } from '@/lib/upload-rules'

type Kind = 'image' | 'video'

const FIELD_SELECTOR = `.${UPLOAD_KIND_CLASS.image}, .${UPLOAD_KIND_CLASS.video}`

function kindOf(element: Element | null): Kind | null {
  const field = element?.closest(FIELD_SELECTOR)
  if (!field) return null
  return field.classList.contains(UPLOAD_KIND_CLASS.image) ? 'image' : 'video'
}

function filesOf(list: FileList | null | undefined): File[] {
  return list ? Array.from(list) : []
}

/**
 * Image-only and video-only upload fields (src/fields/media.ts) refuse a file of another kind before it is uploaded,
 * with the reason in the admin's language, instead of after the upload (which left the file behind in the media
 * library): a file dropped or pasted on the field, and a file chosen in the "create new" drawer opened from it.
 * Listens on the whole page before Payload's own handlers; the server still checks every save.
 */
export function UploadKindGuard({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation()
  const language = i18n.language
  useEffect(() => {
    // The kind of the field whose "create new" drawer is open, if any.
    let drawerKind: Kind | null = null
    const refuse = (event: Event, kind: Kind | null, files: File[]): boolean => {
      const message = kind && files.length > 0 ? refusedForField(files, kind, language) : null
      if (!message) return false
      event.preventDefault()
      event.stopPropagation()
      toast.error(message)
      return true
    }
    const inDrawer = (target: Element | null) => Boolean(target?.closest('.drawer, [class*="doc-drawer"]'))
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest('.upload__createNewToggler')) drawerKind = kindOf(target)
    }
    const onDrop = (event: DragEvent) => {
      const target = event.target instanceof Element ? event.target : null
      const kind = kindOf(target) ?? (inDrawer(target) ? drawerKind : null)
      refuse(event, kind, filesOf(event.dataTransfer?.files))
    }
    const onPaste = (event: ClipboardEvent) => {
      const target = event.target instanceof Element ? event.target : null
      refuse(event, kindOf(target), filesOf(event.clipboardData?.files))
    }
    const onChange = (event: Event) => {
      const input = event.target instanceof HTMLInputElement && event.target.type === 'file' ? event.target : null
      if (!input) return
      const kind = kindOf(input) ?? (inDrawer(input) ? drawerKind : null)
      if (refuse(event, kind, filesOf(input.files))) input.value = ''
    }
    document.addEventListener('click', onClick, true)
    document.addEventListener('drop', onDrop, true)
    document.addEventListener('paste', onPaste, true)
    document.addEventListener('change', onChange, true)
    return () => {
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('drop', onDrop, true)
      document.removeEventListener('paste', onPaste, true)
      document.removeEventListener('change', onChange, true)
    }
  }, [language])
  return <>{children}</>
}
