/**
 * The site's type rules that keep the first layout cheap (docs/architecture.md, "Keeping the first frame light"):
 * every face and size a page uses costs Chromium on Linux a synchronous font lookup in the browser process, so the
 * site sets one bold weight and names a face that covers Latin and Chinese before the generic system-ui.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return cssFiles(full)
    return entry.name.endsWith('.css') ? [full] : []
  })
}

const siteCss = fs.readFileSync(path.resolve('src/app/(site)/site.css'), 'utf8')

describe('type tokens', () => {
  it('sets every font weight through --weight-bold (the 404 page’s big number aside)', () => {
    const offenders = cssFiles(path.resolve('src'))
      .filter((file) => !file.endsWith('NotFoundView.module.css'))
      .flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/font-weight:\s*([^;]+);/g)]
          .map((m) => m[1].trim())
          .filter((value) => !value.startsWith('var(--weight-bold'))
          .map((value) => `${path.relative(process.cwd(), file)}: ${value}`),
      )
    expect(offenders).toEqual([])
  })

  it('gives headings, strong text and table heads the same bold weight', () => {
    expect(siteCss).toMatch(/--weight-bold:\s*600;/)
    expect(siteCss).toMatch(/h1,\s*h2,\s*h3,\s*h4,\s*h5,\s*h6,\s*b,\s*strong,\s*th\s*\{\s*font-weight:\s*var\(--weight-bold\);/)
  })

  it('names faces that cover Latin and Chinese before the generic system-ui', () => {
    const stack = /--font-sans:([^;]+);/.exec(siteCss)?.[1] ?? ''
    const families = stack.split(',').map((f) => f.trim().replace(/^'|'$/g, ''))
    const systemUi = families.indexOf('system-ui')
    expect(systemUi).toBeGreaterThan(0)
    for (const face of ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC']) {
      expect(families.indexOf(face), face).toBeGreaterThanOrEqual(0)
      expect(families.indexOf(face), face).toBeLessThan(systemUi)
    }
    expect(families.at(-1)).toBe('sans-serif')
  })
})
