/**
 * The functions longer than a reader can hold (at most 80 lines, blank lines and
 * comments not counted), by ESLint's `max-lines-per-function` over src/, server.ts and scripts/. Prints each with its
 * length, longest first, and the count; migrations (generated DDL) and the seed's data tables are the allowed places
 * and are counted apart. It always exits 0: the gate is the same rule in eslint.config.mjs, which `npm run lint` applies.
 *
 * Usage: npm run report:function-lengths [-- --max 80]
 */
import path from 'node:path'

import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'

const root = path.resolve(import.meta.dirname, '..')
const maxArg = process.argv.indexOf('--max')
const max = maxArg > 0 ? Number(process.argv[maxArg + 1]) : 80
/** Generated or declarative code, where length is not a reader's burden. */
const ALLOWED = [/^src\/migrations\//, /^src\/seed\/demo\/data\//]

const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
      rules: { 'max-lines-per-function': ['warn', { max, skipBlankLines: true, skipComments: true, IIFEs: true }] },
    },
  ],
})

const results = await eslint.lintFiles(['src/**/*.{ts,tsx}', 'server.ts', 'scripts/**/*.ts'])
const found = results.flatMap((result) =>
  result.messages
    .filter((m) => m.ruleId === 'max-lines-per-function')
    .map((m) => ({
      file: path.relative(root, result.filePath),
      line: m.line,
      lines: Number(/\((\d+)\)/.exec(m.message)?.[1] ?? 0),
      name: /^(.*?) has too many lines/.exec(m.message)?.[1] ?? 'function',
    })),
)
found.sort((a, b) => b.lines - a.lines)
const allowed = found.filter((f) => ALLOWED.some((re) => re.test(f.file)))
const counted = found.filter((f) => !allowed.includes(f))
for (const f of counted) console.log(`${String(f.lines).padStart(5)}  ${f.file}:${f.line}  ${f.name}`)
console.log(
  `\n${counted.length} functions over ${max} lines outside the allowed places (${allowed.length} more in migrations and seed data)`,
)
