/** The TypeScript files (`.ts`, `.tsx`, no `.d.ts`) under a folder of the project, as paths relative to `root`. */
import fs from 'node:fs'
import path from 'node:path'

export function typeScriptFiles(root: string, dir: string): string[] {
  const out: string[] = []
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(path.join(root, at), { withFileTypes: true })) {
      const rel = path.posix.join(at, entry.name)
      if (entry.isDirectory()) walk(rel)
      else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel)
    }
  }
  walk(dir)
  return out
}
