/**
 * `npm run check:public-kinds`: fails where a list of public content kinds is written outside their table
 * (src/lib/public-kinds.ts; docs/architecture.md, "Adding a public content kind"). A list is an array literal, a
 * union of string literal types or an object literal (its keys and string values) naming two or more of the table's
 * collection slugs; such a list elsewhere is what misses a new kind. Allowed, and not checked: the table itself, the
 * seed's content, the migrations and Payload's generated types, and a list whose line (or the line above) says why
 * with `public-kinds-ok:` (a list that means something else, such as the cache tags).
 *
 * Prints each list with its file and line; exit 1 when there is one.
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

import { PUBLIC_KINDS } from '../src/lib/public-kinds'
import { typeScriptFiles } from './lib/source-files'

const ROOT = path.resolve(import.meta.dirname, '..')
const ALLOWED = [/^src\/lib\/public-kinds\.ts$/, /^src\/seed\//, /^src\/migrations\//, /^src\/payload-types\.ts$/]
const SLUGS = new Set(Object.keys(PUBLIC_KINDS))

export type KindList = { file: string; line: number; slugs: string[] }

function sourceFiles(): string[] {
  return typeScriptFiles(ROOT, 'src').filter((file) => !ALLOWED.some((rule) => rule.test(file)))
}

const stringOf = (node: ts.Node | undefined): string | null =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null

/** The strings a list names: array elements, union members, object keys and string values. */
function namesIn(node: ts.Node): string[] | null {
  if (ts.isArrayLiteralExpression(node)) return node.elements.map(stringOf).filter((s): s is string => s !== null)
  if (ts.isUnionTypeNode(node))
    return node.types.flatMap((t) => (ts.isLiteralTypeNode(t) && stringOf(t.literal) !== null ? [stringOf(t.literal)!] : []))
  // An object's string values (`{ teaching: 'teaching-albums' }`); its keys name other things (home sections, menus).
  if (ts.isObjectLiteralExpression(node))
    return node.properties.flatMap((p) =>
      ts.isPropertyAssignment(p) && stringOf(p.initializer) !== null ? [stringOf(p.initializer)!] : [],
    )
  return null
}

/** The lists of public kinds in one file's code. */
export function kindLists(file: string, code: string): KindList[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const lines = code.split('\n')
  const excused = (line: number) => [lines[line - 1], lines[line - 2]].some((text) => text?.includes('public-kinds-ok:'))
  const found: KindList[] = []
  const visit = (node: ts.Node) => {
    const names = namesIn(node)
    if (names) {
      const slugs = [...new Set(names.filter((n) => SLUGS.has(n)))]
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
      if (slugs.length >= 2 && !excused(line)) found.push({ file, line, slugs })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function main() {
  const all = sourceFiles().flatMap((file) => kindLists(file, fs.readFileSync(path.join(ROOT, file), 'utf8')))
  for (const list of all) console.log(`${list.file}:${list.line}  ${list.slugs.join(', ')}`)
  console.log(`lists of public content kinds outside src/lib/public-kinds.ts: ${all.length}`)
  if (all.length > 0) {
    console.error(
      'Read these from the table of public kinds (src/lib/public-kinds.ts: kindsWith, hasFlag, PUBLIC_KINDS), or say why the list is another thing with `public-kinds-ok:`.',
    )
    process.exit(1)
  }
}

if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith('public-kind-lists.ts')) main()
