// @vitest-environment happy-dom
/**
 * Two admin additions that act on Payload's own page (rendered here with Payload's hooks standing in):
 * - an image-only upload field refuses a dropped or chosen file of another kind before anything is uploaded, with
 *   the reason in the admin language (src/components/admin/UploadKindGuard.tsx);
 * - the versions list names each version's author after its date (src/components/admin/VersionAuthors.tsx).
 */
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const state = vi.hoisted(() => ({ language: 'zh', pathname: '/admin/collections/news/12/versions', toasts: [] as string[] }))

vi.mock('@payloadcms/ui', () => ({
  useTranslation: () => ({ i18n: { language: state.language } }),
  useConfig: () => ({ config: { serverURL: '', routes: { api: '/api' } } }),
  toast: { error: (message: string) => state.toasts.push(message) },
}))
vi.mock('next/navigation', () => ({ usePathname: () => state.pathname }))

const { UploadKindGuard } = await import('@/components/admin/UploadKindGuard')
const { VersionAuthors } = await import('@/components/admin/VersionAuthors')

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
let container: HTMLElement

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  state.toasts = []
  state.language = 'zh'
})
afterEach(() => {
  container.remove()
  vi.unstubAllGlobals()
})

async function render(node: React.ReactNode) {
  const root = createRoot(container)
  await act(async () => root.render(node))
  return root
}

function dropOn(target: Element, file: File): Event {
  const event = new Event('drop', { bubbles: true, cancelable: true })
  Object.defineProperty(event, 'dataTransfer', { value: { files: [file] } })
  target.dispatchEvent(event)
  return event
}

describe('upload fields of one kind', () => {
  it('refuse a PDF dropped on an image field before the upload, and let an image through', async () => {
    const root = await render(
      <UploadKindGuard>
        <div className="field-type upload upload-accepts-images">
          <div className="dropzone" />
        </div>
        <div className="field-type upload">
          <div className="dropzone other" />
        </div>
      </UploadKindGuard>,
    )
    const received: string[] = []
    const zone = container.querySelector('.dropzone') as Element
    zone.addEventListener('drop', (e) => received.push(((e as DragEvent).dataTransfer?.files[0] as File).name))

    const refused = dropOn(zone, new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' }))
    expect(refused.defaultPrevented).toBe(true)
    expect(received).toEqual([])
    expect(state.toasts).toEqual(['manual.pdf: 此处只能选择图片（PNG、JPG、WebP、GIF、AVIF）。'])

    dropOn(zone, new File(['png'], 'cover.png', { type: 'image/png' }))
    expect(received).toEqual(['cover.png'])
    // A field that takes any file is left alone.
    expect(
      dropOn(container.querySelector('.other') as Element, new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })).defaultPrevented,
    ).toBe(false)
    act(() => root.unmount())
  })
})

describe('version authors', () => {
  it('follow each version’s date in the versions list', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ authors: { '7': '编辑甲', '8': 'Editor B' } })))
    vi.stubGlobal('fetch', fetchMock)
    container.innerHTML = `<div class="versions"><a href="/admin/collections/news/12/versions/7">1</a><a href="/admin/collections/news/12/versions/9">2</a></div>`
    const mount = document.createElement('div')
    document.body.append(mount)
    const root = createRoot(mount)
    await act(async () => root.render(<VersionAuthors />))
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(fetchMock).toHaveBeenCalledWith('/api/news/12/version-authors', expect.objectContaining({ credentials: 'include' }))
    expect(container.querySelector('.version-author')?.textContent).toBe(' · 编辑人：编辑甲')
    expect(container.querySelectorAll('.version-author')).toHaveLength(1)
    // A row that appears later (the next page of versions) is named too.
    await act(async () => {
      container.querySelector('.versions')?.insertAdjacentHTML('beforeend', '<a href="/admin/collections/news/12/versions/8">3</a>')
      await new Promise((resolve) => setTimeout(resolve, 10))
    })
    expect([...container.querySelectorAll('.version-author')].map((s) => s.textContent)).toEqual([
      ' · 编辑人：编辑甲',
      ' · 编辑人：Editor B',
    ])
    act(() => root.unmount())
    mount.remove()
  })
})
