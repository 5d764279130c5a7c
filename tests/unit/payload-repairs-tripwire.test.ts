/**
 * Tripwires for the admin's repairs of Payload's own page (docs/operations.md, "Upgrading"): the components below
 * find Payload's elements by their class names. An upgrade of Payload that renames or drops one would leave a repair
 * silently doing nothing; this test fails first, naming the class and the component. The class names Payload can
 * render are read from its installed code (`@payloadcms/ui` and `@payloadcms/next`): literal names, and the BEM names
 * its components build from a `baseClass` (`${baseClass}__locale-code`).
 */
import fs from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '../..')
/** The components that act on Payload's markup after it renders (docs/architecture.md, "How the admin works"). */
const REPAIRS = [
  'src/components/admin/PayloadTextFixes.tsx',
  'src/components/admin/ScheduleDefaults.tsx',
  'src/components/admin/TranslationStatus.tsx',
  'src/components/admin/VersionAuthors.tsx',
]
const PAYLOAD_CODE = ['node_modules/@payloadcms/ui/dist', 'node_modules/@payloadcms/next/dist']
/** Class names the repairs use that are the project's own (its markup, not Payload's). */
const OWN = new Set(['content-language-band'])

function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? codeFiles(full) : /\.(?:js|css)$/.test(e.name) ? [full] : []
  })
}

/** Every class name a file of Payload's can render: literal names and `${baseClass}__x` / `${baseClass}--x`. */
function classNamesIn(code: string): Set<string> {
  const names = new Set<string>()
  for (const [literal] of code.matchAll(/[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?:__[a-z0-9-]+)?(?:--[a-z0-9-]+)?/g)) names.add(literal)
  const bases = [...code.matchAll(/baseClass\s*=\s*['"]([a-z0-9_-]+)['"]/g)].map((m) => m[1])
  for (const [, rest] of code.matchAll(/\$\{baseClass\}((?:__|--)[a-z0-9_-]+)/g)) for (const base of bases) names.add(`${base}${rest}`)
  return names
}

/** The class names in the selectors of a repair (`querySelector('.a b.c')`, `closest('.d')`, `classList.contains('e')`). */
function selectorClasses(source: string): string[] {
  const found = new Set<string>()
  for (const [, selector] of source.matchAll(/(?:querySelector(?:All)?(?:<[^>]+>)?|closest)\(\s*[`'"]([^`'"]+)[`'"]/g)) {
    for (const [, name] of selector.matchAll(/\.([a-z][a-z0-9_-]*)/g)) found.add(name)
  }
  for (const [, name] of source.matchAll(/classList\.contains\(\s*['"]([a-z][a-z0-9_-]*)['"]/g)) found.add(name)
  return [...found].filter((name) => !OWN.has(name))
}

let rendered: Set<string>

beforeAll(() => {
  rendered = new Set()
  for (const dir of PAYLOAD_CODE)
    for (const file of codeFiles(path.join(ROOT, dir))) for (const n of classNamesIn(fs.readFileSync(file, 'utf8'))) rendered.add(n)
})

describe('the admin’s repairs find what they repair in the installed Payload', () => {
  it('reads BEM names built from a base class, and selector classes', () => {
    expect(classNamesIn("const baseClass = 'localizer'; x = `${baseClass}__locale-code`")).toContain('localizer__locale-code')
    expect(selectorClasses("document.querySelectorAll<HTMLElement>('.sort-column button.x'); el.closest('.popup')")).toEqual([
      'sort-column',
      'x',
      'popup',
    ])
  })

  it.each(REPAIRS)('%s', (file) => {
    const classes = selectorClasses(fs.readFileSync(path.join(ROOT, file), 'utf8'))
    expect(classes.length, `${file} names no Payload class: is it still a repair of Payload's markup?`).toBeGreaterThan(0)
    const missing = classes.filter((name) => !rendered.has(name))
    expect(missing, `Payload no longer renders these classes that ${file} relies on`).toEqual([])
  })
})
