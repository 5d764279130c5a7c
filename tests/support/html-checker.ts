/**
 * The W3C Nu HTML Checker (the `vnu-jar` package: vnu.jar, run with the machine's Java) over many documents in
 * one run: the checker starts once (a JVM start costs seconds), reads a folder of files and answers in JSON.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

export type CheckerMessage = {
  /** The document's name as given to checkHtml. */
  document: string
  /** 'error' fails conformance; 'warning' does not. */
  kind: 'error' | 'warning'
  message: string
  line?: number
  extract?: string
}

export type CheckerReport = { errors: CheckerMessage[]; warnings: CheckerMessage[]; checked: number; ms: number }

/**
 * The JVM for one short batch: the quick compiler only and the serial collector (half the CPU time of Java's
 * defaults over 400 pages, same messages), and the deep stack the checker's schema needs with that compiler.
 */
const JAVA_OPTIONS = ['-Xss16m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1']

type VnuJson = {
  messages: { type: string; subType?: string; url?: string; message: string; lastLine?: number; extract?: string }[]
}

/** The path of vnu.jar inside the vnu-jar package (the jar ships in the package: no install script needed). */
function vnuJarPath(): string {
  const require = createRequire(import.meta.url)
  return path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar')
}

/** Checks every document (name → HTML) in one run of the checker. Names become file names: keep them unique. */
export async function checkHtml(documents: Map<string, string>): Promise<CheckerReport> {
  const started = Date.now()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-check-'))
  try {
    const fileToName = new Map<string, string>()
    let n = 0
    for (const [name, html] of documents) {
      const file = path.join(dir, `${String(n++).padStart(4, '0')}.html`)
      fs.writeFileSync(file, html)
      fileToName.set(file, name)
    }
    const java = process.env.JAVA ?? 'java'
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        java,
        [
          ...JAVA_OPTIONS,
          '-jar',
          vnuJarPath(),
          '--format',
          'json',
          '--stdout',
          '--exit-zero-always',
          '--skip-info-messages',
          ...fileToName.keys(),
        ],
        { maxBuffer: 256 * 1024 * 1024 },
        (error, out, err) => {
          if (error)
            reject(
              new Error(`the Nu HTML Checker did not run (${java} -jar vnu.jar; is a Java runtime installed?): ${error.message}\n${err}`),
            )
          else resolve(out)
        },
      )
    })
    const report = JSON.parse(stdout) as VnuJson
    const errors: CheckerMessage[] = []
    const warnings: CheckerMessage[] = []
    for (const m of report.messages) {
      const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : ''
      const message: CheckerMessage = {
        document: fileToName.get(file) ?? file,
        kind: m.type === 'info' ? 'warning' : 'error',
        message: m.message,
        line: m.lastLine,
        extract: m.extract,
      }
      // 'error' and 'non-document-error' (a file the checker could not read) both fail.
      ;(message.kind === 'error' ? errors : warnings).push(message)
    }
    return { errors, warnings, checked: documents.size, ms: Date.now() - started }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** One line per message, for a failure message or a log. */
export function formatMessages(messages: CheckerMessage[], limit = 60): string {
  const lines = messages
    .slice(0, limit)
    .map(
      (m) =>
        `${m.document}${m.line ? `:${m.line}` : ''}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}` : ''}`,
    )
  if (messages.length > limit) lines.push(`… and ${messages.length - limit} more`)
  return lines.join('\n')
}

/** Messages counted by their text with numbers and quoted names kept (the kinds of error). */
export function countByMessage(messages: CheckerMessage[]): [string, number][] {
  const counts = new Map<string, number>()
  for (const m of messages) counts.set(m.message, (counts.get(m.message) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])
}
