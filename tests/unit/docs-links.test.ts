/**
 * The documentation holds together: README.md stays a short first read (at most 250 lines), every relative link
 * in README.md, docs/*.md and src/server/README.md points to a file that exists (and, for a link with
 * `#anchor` into a markdown file, to a heading of that file), and no file keeps a numbered diary of past work
 * periods: figures carry the date they were measured instead.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')

function markdownFiles(): string[] {
  const docs = fs.existsSync(path.join(root, 'docs'))
    ? fs
        .readdirSync(path.join(root, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => path.join('docs', f))
    : []
  const files = ['README.md', ...docs, path.join('src', 'server', 'README.md')]
  return files.filter((f) => fs.existsSync(path.join(root, f)))
}

/** The text outside fenced code blocks, line by line (headings and links inside code are not headings or links). */
function proseLines(text: string): string[] {
  const lines: string[] = []
  let fence: string | null = null
  for (const line of text.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null
      continue
    }
    if (marker) {
      fence = marker
      continue
    }
    lines.push(line)
  }
  return lines
}

/** GitHub's anchor of a heading: lower case, punctuation and symbols dropped, a hyphen per space; repeats numbered. */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const line of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1]
    if (heading === undefined) continue
    const base = heading
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

type Link = { file: string; target: string }

function linksOf(file: string): Link[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  const links: Link[] = []
  for (const line of proseLines(text)) {
    const prose = line.replace(/`[^`]*`/g, '')
    for (const match of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ file, target: match[1] })
    }
  }
  return links
}

/** What is wrong with a link, or null when it resolves. */
function problemOf(link: Link): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link.target)) return null // http:, https:, mailto:
  const [pathPart, anchor] = link.target.split('#', 2)
  const targetFile = pathPart ? path.normalize(path.join(path.dirname(link.file), decodeURIComponent(pathPart))) : link.file
  const absolute = path.join(root, targetFile)
  if (!absolute.startsWith(root + path.sep)) return `${link.target} leaves the repository`
  if (!fs.existsSync(absolute)) return `${link.target}: ${targetFile} does not exist`
  if (anchor && targetFile.endsWith('.md')) {
    const anchors = anchorsOf(fs.readFileSync(absolute, 'utf8'))
    if (!anchors.has(decodeURIComponent(anchor))) return `${link.target}: no heading "#${anchor}" in ${targetFile}`
  }
  return null
}

describe('documentation', () => {
  it('README.md is at most 250 lines', () => {
    const lines = fs.readFileSync(path.join(root, 'README.md'), 'utf8').replace(/\n$/, '').split('\n')
    expect(lines.length).toBeLessThanOrEqual(250)
  })

  it('README.md links the documentation it promises', () => {
    const targets = linksOf('README.md').map((l) => l.target.split('#')[0])
    const promised = ['editors', 'operations', 'architecture', 'performance', 'testing', 'security']
    for (const doc of promised) expect(targets).toContain(`docs/${doc}.md`)
    expect(targets).toContain('docs/images/home-zh.png')
    expect(targets).toContain('docs/images/home-en.png')
  })

  it('every relative link in README.md, docs/ and src/server/README.md resolves', () => {
    const links = markdownFiles().flatMap(linksOf)
    expect(links.length).toBeGreaterThan(20)
    const problems = links.map((l) => [l.file, problemOf(l)] as const).filter(([, p]) => p !== null)
    expect(problems.map(([file, p]) => `${file}: ${p}`)).toEqual([])
  })

  it('finds broken links and anchors (the checker itself)', () => {
    expect(problemOf({ file: 'README.md', target: 'docs/no-such-file.md' })).toMatch(/does not exist/)
    expect(problemOf({ file: 'README.md', target: 'docs/operations.md#no-such-heading' })).toMatch(/no heading/)
    expect(problemOf({ file: 'README.md', target: 'https://example.com/x' })).toBeNull()
    expect(anchorsOf('# Throughput (`npm run bench`)\n## A, b: c\n## A, b: c\n```\n# not a heading\n```\n')).toEqual(
      new Set(['throughput-npm-run-bench', 'a-b-c', 'a-b-c-1']),
    )
  })
})

describe('no diary of past work', () => {
  // Work periods were once numbered ("session" and a number); a figure carries its date instead.
  const numbered = new RegExp(['sess', 'ion[ -]?[0-9]'].join(''), 'i')
  const skipped = new Set(['node_modules', '.next', 'dist', '.git', 'data', 'test-results', 'playwright-report'])
  const textFile = /\.(md|ts|tsx|mts|js|mjs|cjs|json|ya?ml|sh|css|scss|conf|txt)$|^(Dockerfile|run)$/

  function walk(dir: string, found: string[]): string[] {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!skipped.has(entry.name)) walk(relative, found)
      } else if (textFile.test(entry.name)) {
        found.push(relative)
      }
    }
    return found
  }

  it('no file of the repository numbers past work periods', () => {
    const files = walk('.', [])
    expect(files).toContain('README.md')
    const hits = files.filter((f) => numbered.test(fs.readFileSync(path.join(root, f), 'utf8')))
    expect(hits).toEqual([])
  })
})
