/**
 * Uploaded files are never served as something a browser would run: pure rules used by the media collection
 * (src/collections/Media/) for what may be uploaded and how a stored file is answered.
 */

/** File name endings refused whatever their content: pages, scripts and vector images a browser would execute. */
const REFUSED_EXTENSIONS = [
  'html',
  'htm',
  'shtml',
  'xhtml',
  'xht',
  'mht',
  'mhtml',
  'svg',
  'svgz',
  'xml',
  'xsl',
  'xslt',
  'js',
  'mjs',
  'cjs',
  'jsx',
  'ts',
  'wasm',
  'php',
  'phtml',
  'asp',
  'aspx',
  'jsp',
  'swf',
  'hta',
  'vbs',
  'ps1',
  'bat',
  'cmd',
] as const

/** The lower-case ending of a file name (`Setup.HTML` → `html`), empty without one. */
export function extensionOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  return dot > 0
    ? base
        .slice(dot + 1)
        .trim()
        .toLowerCase()
    : ''
}

/** Why an upload of this name and declared type is refused, or null when it may be stored. */
export function refusedUpload(filename: string, mimeType?: string | null): string | null {
  const ext = extensionOf(filename)
  if ((REFUSED_EXTENSIONS as readonly string[]).includes(ext)) return `files ending in .${ext} are not accepted`
  const type = (mimeType ?? '').split(';')[0].trim().toLowerCase()
  if (isActiveType(type)) return `files of type ${type} are not accepted`
  return null
}

/** Types a browser renders as a document or runs as a script. */
function isActiveType(type: string): boolean {
  return (
    type === 'text/html' ||
    type === 'application/xhtml+xml' ||
    type === 'image/svg+xml' ||
    type.endsWith('/xml') ||
    type.endsWith('+xml') ||
    type.includes('javascript') ||
    type.includes('ecmascript') ||
    type === 'application/wasm'
  )
}

/**
 * Types a browser may show in place (images, videos, and WebVTT captions, which a `<track>` reads only when answered
 * as `text/vtt`); everything else is offered as a download.
 */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'video/mp4', 'video/webm', 'text/vtt'])

/**
 * The headers of a stored file's answer: never sniffed, shown in place only when it is an image, a video or captions,
 * otherwise `Content-Disposition: attachment`; a type a browser would run is answered as opaque bytes.
 */
export function safeUploadHeaders(headers: Headers): Headers {
  const type = (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  headers.set('X-Content-Type-Options', 'nosniff')
  if (!INLINE_TYPES.has(type)) {
    headers.set('Content-Disposition', 'attachment')
    if (!type || isActiveType(type) || type.startsWith('text/')) headers.set('Content-Type', 'application/octet-stream')
  }
  return headers
}
