/**
 * `npm run check:languages`: how many places outside the table of languages name a language in code
 * (docs/architecture.md, "Adding a language"). Every string literal of the source (`src/`, `server.ts`) whose text is
 * a language code, tag or URL prefix (`'en'`, `'zh-CN'`, `'en_US'`, `` `/en${path}` ``) counts; comments and other
 * text do not. Allowed, and not counted: the table itself (src/i18n/locales.ts), the message files, the seed's
 * content, the migrations and Payload's generated types, and a literal whose line (or the line above) says why with
 * `language-literal-ok:` (a locale that is a formatting device, not one of the site's languages).
 *
 * Prints the count per file and the total. `--max N` fails (exit 1) when the total is over N: the check in
 * `npm run lint` holds the count where it is, so that a new literal is a failure and each removal lowers the bar.
 * `--list` prints every literal with its line.
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

import { typeScriptFiles } from './lib/source-files'

const ROOT = path.resolve(import.meta.dirname, '..')
const ALLOWED = [/^src\/i18n\/locales\.ts$/, /^src\/i18n\/messages\//, /^src\/seed\//, /^src\/migrations\//, /^src\/payload-types\.ts$/]
const LANGUAGE_TEXT = /^(zh|en|zh-CN|zh-Hans|zh-Hant|zh_CN|en-US|en-GB|en_US)$/
/** A path under the English prefix: `/en`, `/en/…`, `/en?…` (a template's head counts too). */
const ENGLISH_PATH = /^\/en(\/|\?|$)/

export type Literal = { file: string; line: number; text: string }

function sourceFiles(): string[] {
  return ['server.ts', ...typeScriptFiles(ROOT, 'src')].filter((file) => !ALLOWED.some((rule) => rule.test(file)))
}

/** The language literals of one file. */
export function languageLiterals(file: string, code: string): Literal[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: Literal[] = []
  const lines = code.split('\n')
  const excused = (line: number) => [lines[line - 1], lines[line - 2]].some((text) => text?.includes('language-literal-ok:'))
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node)) {
      const text = node.text
      // Keys of import paths are not languages (`import … from 'x'`), nor are JSX attribute names.
      if (
        !ts.isImportDeclaration(node.parent) &&
        !ts.isExportDeclaration(node.parent) &&
        (LANGUAGE_TEXT.test(text) || ENGLISH_PATH.test(text))
      ) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
        if (!excused(line)) found.push({ file, line, text })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function main() {
  const args = process.argv.slice(2)
  const maxAt = args.indexOf('--max')
  const max = maxAt >= 0 ? Number(args[maxAt + 1]) : null
  const all = sourceFiles().flatMap((file) => languageLiterals(file, fs.readFileSync(path.join(ROOT, file), 'utf8')))
  const byFile = new Map<string, number>()
  for (const literal of all) byFile.set(literal.file, (byFile.get(literal.file) ?? 0) + 1)
  if (args.includes('--list')) for (const l of all) console.log(`${l.file}:${l.line}  '${l.text}'`)
  else if (max === null)
    for (const [file, n] of [...byFile].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])))
      console.log(`${String(n).padStart(4)}  ${file}`)
  console.log(`language literals outside the table of languages: ${all.length} in ${byFile.size} files`)
  if (max !== null && all.length > max) {
    console.error(
      `More than ${max}: a new place names a language. Read it from src/i18n/locales.ts instead (npm run check:languages -- --list shows where).`,
    )
    process.exit(1)
  }
  if (max !== null && all.length < max)
    console.log(`Fewer than ${max}: lower the bar in package.json ("check:languages") to ${all.length}.`)
}

if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith('language-literals.ts')) main()
