/**
 * `npm run docs:env`: writes the table of every environment variable (src/env.ts, `variablesTable`) into
 * docs/operations.md, between its `env-table` markers. `--check` only says whether the docs hold the current table
 * (tests/unit/env.test.ts checks the same).
 */
import fs from 'node:fs'
import path from 'node:path'

import { variablesTable } from '../src/env'

export const DOCS = path.resolve(import.meta.dirname, '..', 'docs', 'operations.md')
const START = '<!-- env-table:start (generated from src/env.ts by npm run docs:env) -->'
const END = '<!-- env-table:end -->'

/** The docs with the current table between the markers. */
export function withTable(docs: string): string {
  const start = docs.indexOf(START)
  const end = docs.indexOf(END)
  if (start < 0 || end < start) throw new Error(`docs/operations.md lacks the markers ${START} … ${END}`)
  return `${docs.slice(0, start + START.length)}\n${variablesTable()}\n${docs.slice(end)}`
}

if (process.argv[1]?.endsWith('env-docs.ts')) {
  const docs = fs.readFileSync(DOCS, 'utf8')
  const next = withTable(docs)
  if (process.argv.includes('--check')) {
    if (next !== docs) {
      console.error('docs/operations.md does not hold the current table of variables: run npm run docs:env')
      process.exit(1)
    }
    console.log('docs/operations.md holds the current table of variables')
  } else {
    fs.writeFileSync(DOCS, next)
    console.log('docs/operations.md: table of variables written')
  }
}
