/**
 * src/server/deferred-scripts.ts: Next's page scripts come out of the HTML and a loader starts them after the first
 * frame. The loader itself is run here against a small fake document, frame and timer by frame and timer.
 */
import vm from 'node:vm'
import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { deferPageScripts, deferPageScriptsInBody, scriptLoader } from '@/server/deferred-scripts'

const PREFIX = '/_next/static/'
// The shape of a page as Next 16 writes it (shortened).
const page = [
  '<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/api/media/file/hero.webp" fetchPriority="high"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<title>AIRoad</title>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main><h1>AIRoad</h1></main>',
  '<script id="_R_">requestAnimationFrame(function(){})</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="https://hm.baidu.com/hm.js?abc" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('')

/** Runs a loader's inline code against a fake document; frames and timers run only when the test says so. */
function runLoader(html: string, visibility: 'visible' | 'hidden' = 'visible') {
  const code = /<script>(\(function\(s\)[\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!code) throw new Error('no loader in the page')
  const appended: Array<{ src: string; async: boolean }> = []
  const frames: Array<() => void> = []
  const timers: Array<() => void> = []
  const listeners: Array<() => void> = []
  const document = {
    visibilityState: visibility,
    createElement: (tag: string) => ({ tag, src: '', async: false }),
    head: { appendChild: (el: { src: string; async: boolean }) => appended.push({ src: el.src, async: el.async }) },
    addEventListener: (type: string, fn: () => void) => {
      if (type === 'visibilitychange') listeners.push(fn)
    },
  }
  vm.runInNewContext(code, {
    document,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void) => timers.push(fn),
  })
  const drain = (queue: Array<() => void>) => queue.splice(0).forEach((fn) => fn())
  return { appended, frame: () => drain(frames), timers: () => drain(timers), visibilityChange: () => listeners.forEach((fn) => fn()) }
}

describe('deferPageScripts', () => {
  const out = deferPageScripts(page, PREFIX)

  it("takes Next's async chunk scripts and their preloads out of the page", () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(runtime|react|main)\.js" async="">/)
    expect(out).not.toContain('<link rel="preload" as="script"')
  })

  it('leaves every other script and link as it was', () => {
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
    expect(out).toContain('<script src="https://hm.baidu.com/hm.js?abc" async=""></script>')
    expect(out).toContain('<script id="_R_">requestAnimationFrame(function(){})</script>')
    expect(out).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>')
    expect(out).toContain('<link rel="preload" as="image" href="/api/media/file/hero.webp" fetchPriority="high"/>')
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>')
  })

  it('puts one loader before the first stylesheet, listing the scripts in page order', () => {
    expect(out.match(/\(function\(s\)/g)).toHaveLength(1)
    expect(out.indexOf('(function(s)')).toBeLessThan(out.indexOf('<link rel="stylesheet"'))
    expect(out).toContain('["/_next/static/chunks/runtime.js","/_next/static/chunks/react.js","/_next/static/chunks/main.js"]')
  })

  it('starts nothing before the first frame, and every script in the task after it', () => {
    const run = runLoader(out)
    expect(run.appended).toEqual([])
    run.frame()
    expect(run.appended).toEqual([])
    run.timers()
    expect(run.appended.map((s) => s.src)).toEqual([
      '/_next/static/chunks/runtime.js',
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/main.js',
    ])
    expect(run.appended.every((s) => s.async)).toBe(true)
    run.visibilityChange() // a later switch of tabs starts nothing twice
    expect(run.appended).toHaveLength(3)
  })

  it('starts the scripts at once in a background tab, and when a tab is left before its first frame', () => {
    expect(runLoader(out, 'hidden').appended).toHaveLength(3)
    const left = runLoader(out)
    left.visibilityChange()
    expect(left.appended).toHaveLength(3)
    left.frame()
    left.timers()
    expect(left.appended).toHaveLength(3)
  })

  it('puts the loader at the first script when no stylesheet comes before it', () => {
    const html = '<html><head><script src="/_next/static/x.js" async=""></script></head><body><p>x</p></body></html>'
    const changed = deferPageScripts(html, PREFIX)
    expect(changed.startsWith('<html><head><script>(function(s)')).toBe(true)
    expect(changed.endsWith('</head><body><p>x</p></body></html>')).toBe(true)
  })

  it("returns a page without such scripts unchanged (an admin page, an error page, another framework's HTML)", () => {
    const plain = '<html><head><link rel="stylesheet" href="/a.css"/></head><body><script src="/other.js" async=""></script></body></html>'
    expect(deferPageScripts(plain, PREFIX)).toBe(plain)
  })

  it('honours a base path in the prefix', () => {
    const html = '<head><script src="/site/_next/static/a.js" async=""></script><script src="/_next/static/b.js" async=""></script></head>'
    const changed = deferPageScripts(html, '/site/_next/static/')
    expect(changed).toContain('["/site/_next/static/a.js"]')
    expect(changed).toContain('<script src="/_next/static/b.js" async=""></script>')
  })

  it('never lets a source close the inline script', () => {
    expect(scriptLoader(['/a.js?</script><script>alert(1)'])).not.toContain('</script><script>alert')
  })
})

describe('deferPageScriptsInBody', () => {
  const changed = deferPageScripts(page, PREFIX)

  it('reads and writes gzip and deflate bodies, and plain ones', () => {
    expect(zlib.gunzipSync(deferPageScriptsInBody(zlib.gzipSync(page), 'gzip', PREFIX)).toString()).toBe(changed)
    expect(zlib.inflateSync(deferPageScriptsInBody(zlib.deflateSync(page), 'deflate', PREFIX)).toString()).toBe(changed)
    expect(deferPageScriptsInBody(Buffer.from(page), '', PREFIX).toString()).toBe(changed)
  })

  it('sends a body in another encoding, or one that does not decode, as it came', () => {
    const br = zlib.brotliCompressSync(page)
    expect(deferPageScriptsInBody(br, 'br', PREFIX)).toBe(br)
    const broken = Buffer.from('not gzip at all')
    expect(deferPageScriptsInBody(broken, 'gzip', PREFIX)).toBe(broken)
  })

  it('returns the very same buffer when there is nothing to change', () => {
    const body = zlib.gzipSync('<html><body>plain</body></html>')
    expect(deferPageScriptsInBody(body, 'gzip', PREFIX)).toBe(body)
  })
})
