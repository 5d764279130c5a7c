/**
 * Next's page scripts, started after the page's first frame instead of racing its content for the network.
 *
 * Why: Next writes every script of a page as `<script src async>` in the head. The browser fetches them next to the
 * page's stylesheets and its largest image, and runs each one as soon as it arrives, often before the first paint.
 * On a slow phone link the 145 KB of React and Next's router then share the bandwidth with the hero image, and
 * their start-up runs before the image is shown. The pages are server-rendered: text, images and plain links work
 * without JavaScript, so nothing the visitor sees waits for it. Started after the first frame, the scripts no
 * longer delay the largest paint (measured with Lighthouse's mobile profile on 2026-11-24: /airoad's largest
 * paint 2.7 s → 1.5–1.6 s; docs/architecture.md, "Deferred scripts").
 *
 * How: the `<script src async>` tags of the site's own chunks (under `prefix`) and their low-priority preloads are
 * taken out, and one small inline script in their place creates the same tags (dynamically inserted scripts are
 * async too, so order and semantics stay Next's) in the task after the first animation frame; a page opened in a
 * background tab, which gets no frames, starts them at once. Other scripts (the `noModule` polyfills, inline
 * data, analytics) are left alone. HTML that does not have this shape comes back unchanged.
 *
 * Pure: strings and buffers in, strings and buffers out (server.ts applies it to the pages it sends whole).
 */
import zlib from 'node:zlib'

const SCRIPT_TAG = /<script src="([^"<>]+)" async=""><\/script>/g
const SCRIPT_PRELOAD_TAG = /<link rel="preload" as="script" fetchPriority="low" href="([^"<>]+)"\/>/g
const FIRST_STYLESHEET = '<link rel="stylesheet"'

/** The inline script that starts `sources` after the first frame. */
export function scriptLoader(sources: readonly string[]): string {
  // `<` escaped: a source can never close the inline script early.
  const list = JSON.stringify(sources).replace(/</g, '\\u003c')
  return (
    '<script>(function(s){var d=0;function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){' +
    "var e=document.createElement('script');e.src=s[i];e.async=true;document.head.appendChild(e)}}" +
    "if(document.visibilityState==='hidden')go();else{requestAnimationFrame(function(){setTimeout(go,0)});" +
    `document.addEventListener('visibilitychange',go,{once:true})}})(${list})</script>`
  )
}

/**
 * The page with the async scripts under `prefix` (e.g. `/_next/static/`) started by `scriptLoader`. The loader
 * takes the place of the first stylesheet link or of the first such script, whichever comes first: before the
 * stylesheets, it runs at once instead of waiting for them, as an inline script after them would.
 */
export function deferPageScripts(html: string, prefix: string): string {
  const sources: string[] = []
  let first = -1
  for (const match of html.matchAll(SCRIPT_TAG)) {
    if (!match[1].startsWith(prefix)) continue
    if (first < 0) first = match.index
    if (!sources.includes(match[1])) sources.push(match[1])
  }
  if (sources.length === 0) return html
  const stylesheet = html.indexOf(FIRST_STYLESHEET)
  const at = stylesheet >= 0 && stylesheet < first ? stylesheet : first
  // `at` is the start of a tag, so no tag is cut in two.
  const strip = (part: string) =>
    part
      .replace(SCRIPT_TAG, (tag, src: string) => (sources.includes(src) ? '' : tag))
      .replace(SCRIPT_PRELOAD_TAG, (tag, href: string) => (sources.includes(href) ? '' : tag))
  return `${strip(html.slice(0, at))}${scriptLoader(sources)}${strip(html.slice(at))}`
}

/**
 * `change` applied to an HTML response body as it goes out: `encoding` is its Content-Encoding (gzip, deflate or
 * none); the body is decoded, changed and encoded again. A body in another encoding, one that does not decode, or one
 * that `change` leaves as it is, comes back as it was.
 */
export function transformHtmlBody(body: Buffer, encoding: string | undefined, change: (html: string) => string): Buffer {
  const coding = (encoding ?? '').trim().toLowerCase()
  try {
    if (coding === '' || coding === 'identity') {
      const html = body.toString('utf8')
      const changed = change(html)
      return changed === html ? body : Buffer.from(changed, 'utf8')
    }
    if (coding === 'gzip' || coding === 'deflate') {
      const html = (coding === 'gzip' ? zlib.gunzipSync(body) : zlib.inflateSync(body)).toString('utf8')
      const changed = change(html)
      if (changed === html) return body
      return coding === 'gzip' ? zlib.gzipSync(changed) : zlib.deflateSync(changed)
    }
  } catch {
    // not what its header says: sent as it came
  }
  return body
}

/** `deferPageScripts` on a response body as it goes out (see `transformHtmlBody`). */
export function deferPageScriptsInBody(body: Buffer, encoding: string | undefined, prefix: string): Buffer {
  return transformHtmlBody(body, encoding, (html) => deferPageScripts(html, prefix))
}
