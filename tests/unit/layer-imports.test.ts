/**
 * The layers of docs/architecture.md are lint rules (eslint.config.mjs): a wrong import fails `npm run lint`. Each
 * case lints a small file placed in a layer, with the project's own configuration (type information off: these files
 * are not in the TypeScript project).
 */
import path from 'node:path'

import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '../..')
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: [
    { ...tseslint.configs.disableTypeChecked, files: ['**/*.{ts,tsx}'] },
    { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false, project: null } } },
  ],
})

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message)
}

describe('imports across the layers', () => {
  // The first lint loads the configuration, its plugins and the TypeScript parser: seconds on a busy machine, which is
  // the setup's time, not a case's.
  beforeAll(() => eslint.lintText('export {}\n', { filePath: path.join(ROOT, 'src/lib/probe.ts') }), 60_000)

  it.each([
    [
      'the content layer importing a component',
      'src/content/probe.ts',
      "import { SiteFooter } from '@/components/layout/SiteFooter'\n\nexport const x = SiteFooter\n",
    ],
    [
      'the content layer importing a collection',
      'src/content/probe.ts',
      "import { News } from '@/collections/News'\n\nexport const x = News\n",
    ],
    [
      'the content layer importing a collection’s hook',
      'src/content/probe.ts',
      "import { checkUploadedFile } from '@/collections/Media/hooks/checkUploadedFile'\n\nexport const x = checkUploadedFile\n",
    ],
    [
      'the cache tags importing a module of the project',
      'src/content/cache-tags.ts',
      "import { SITEMAP_KINDS } from '@/lib/sitemap'\n\nexport const x = SITEMAP_KINDS\n",
    ],
    ['the cache tags importing a neighbour', 'src/content/cache-tags.ts', "import { cached } from './cache'\n\nexport const x = cached\n"],
    [
      'the cache tags importing a type of the project',
      'src/content/cache-tags.ts',
      "import type { SitemapKind } from '@/lib/sitemap'\n\nexport type X = SitemapKind\n",
    ],
    [
      'a collection taking its tags from the content cache',
      'src/collections/Probe/index.ts',
      "import { TAGS } from '@/content/cache'\n\nexport const x = TAGS\n",
    ],
    [
      'the content layer importing the server',
      'src/content/probe.ts',
      "import { processMicroCache } from '@/server/micro-cache'\n\nexport const x = processMicroCache\n",
    ],
    [
      'a page importing a collection',
      'src/app/(site)/[locale]/probe/page.tsx',
      "import { Pages } from '@/collections/Pages'\n\nexport const x = Pages\n",
    ],
    [
      'a component importing Payload',
      'src/components/pages/Probe.tsx',
      "import { getPayload } from 'payload'\n\nexport const x = getPayload\n",
    ],
    [
      'a pure helper importing the content layer',
      'src/lib/probe.ts',
      "import { listNews } from '@/content/news'\n\nexport const x = listNews\n",
    ],
    [
      'a script importing a test helper',
      'scripts/probe.ts',
      "import { answers } from '../tests/support/answers'\n\nexport const x = answers\n",
    ],
    ['a pure helper importing React', 'src/lib/probe.ts', "import { useState } from 'react'\n\nexport const x = useState\n"],
  ])('refuses %s', async (_name, file, code) => {
    expect(await refusals(file, code)).toHaveLength(1)
  })

  it.each([
    [
      'a page reading through the content layer',
      'src/app/(site)/[locale]/probe/page.tsx',
      "import { listNews } from '@/content/news'\n\nexport const x = listNews\n",
    ],
    [
      'a type from a collection in the content layer',
      'src/content/probe.ts',
      "import type { News } from '@/payload-types'\n\nexport type X = News\n",
    ],
    [
      'the content layer using the server’s process handles and the request rules',
      'src/content/probe.ts',
      "import { purgeProcessMicroCache } from '@/cache/process-hooks'\nimport { clientAddressFromHeaders } from '@/lib/client-address'\n\nexport const x = [purgeProcessMicroCache, clientAddressFromHeaders]\n",
    ],
    [
      'a test using a script’s helper',
      'tests/unit/probe.test.ts',
      "import { startServer } from '../../scripts/lib/processes'\n\nexport const x = startServer\n",
    ],
    ['a pure helper using the language list', 'src/lib/probe.ts', "import { LOCALES } from '@/i18n/locales'\n\nexport const x = LOCALES\n"],
    [
      'a collection naming its tags and using the content layer’s hooks',
      'src/collections/Probe/index.ts',
      "import { TAGS } from '@/content/cache-tags'\nimport { revalidateCollection } from '@/content/revalidate'\n\nexport const x = revalidateCollection(TAGS.news)\n",
    ],
    [
      'a collection’s hook calling the content layer',
      'src/collections/Probe/hooks/probe.ts',
      "import { redirectOldRoute } from '@/content/redirects'\n\nexport const hook = redirectOldRoute\n",
    ],
    ['a global naming its tags', 'src/globals/Probe.ts', "import { TAGS } from '@/content/cache-tags'\n\nexport const x = TAGS\n"],
    ['the cache tags importing nothing', 'src/content/cache-tags.ts', "export const TAGS = { news: 'news' } as const\n"],
  ])('allows %s', async (_name, file, code) => {
    expect(await refusals(file, code)).toEqual([])
  })
})

describe('the environment, read in one place', () => {
  const readers = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
    return result.messages.filter((m) => m.ruleId === 'no-restricted-properties').map((m) => m.message)
  }
  const stray = 'export const port = Number(process.env.PORT ?? 3000)\n'

  it.each([
    ['the content layer', 'src/content/probe.ts'],
    ['a component', 'src/components/pages/Probe.tsx'],
    ['the server', 'server.ts'],
    ['the Next configuration', 'next.config.ts'],
  ])('refuses process.env in %s', async (_name, file) => {
    const messages = await readers(file, stray)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain('src/env.ts')
  })

  it('allows it in src/env.ts and src/env-public.ts, and in scripts and tests (their own harness variables)', async () => {
    for (const file of ['src/env.ts', 'src/env-public.ts', 'scripts/probe.ts', 'tests/unit/probe.test.ts']) {
      expect(await readers(file, stray), file).toEqual([])
    }
  })
})
