/**
 * Writes the UI texts of a language the table converts from its source (zh-Hant from zh): each file of
 * src/i18n/messages/<source>/ converted with OpenCC in the language's variant, into src/i18n/messages/<code>/.
 * A starting point to review: a translator's changes to those files are kept only until this runs again.
 *
 *   npx tsx scripts/convert-messages.ts zh-Hant
 */
import fs from 'node:fs'
import path from 'node:path'

import { isKnownLocale, LANGUAGES } from '../src/i18n/locales'
import { convertStrings, simplifiedToTraditional } from '../src/lib/chinese-script'

const code = process.argv[2] ?? ''
const language = isKnownLocale(code) ? LANGUAGES[code] : null
if (!language?.convert || !language.source) {
  console.error('usage: npx tsx scripts/convert-messages.ts <code of a language the table converts, e.g. zh-Hant>')
  process.exit(2)
}
const convert = simplifiedToTraditional(language.convert.variant)
const messages = path.resolve(import.meta.dirname, '../src/i18n/messages')
fs.mkdirSync(path.join(messages, code), { recursive: true })
for (const file of fs.readdirSync(path.join(messages, language.source)).filter((name) => name.endsWith('.json'))) {
  const texts = JSON.parse(fs.readFileSync(path.join(messages, language.source, file), 'utf8')) as unknown
  fs.writeFileSync(path.join(messages, code, file), `${JSON.stringify(convertStrings(texts, convert), null, 2)}\n`)
  console.log(`src/i18n/messages/${code}/${file}`)
}
