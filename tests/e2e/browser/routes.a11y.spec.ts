/**
 * Every route of the route table (spec section 2 and the hub pages) in both languages, each loaded once for three
 * sweeps, in the read-only `a11y` project:
 * - axe-core, every rule it runs by default (WCAG 2.0/2.1 A and AA, best practices): no violation (support/axe.ts);
 * - the header at every width from 320 to 2560 px (issue 36): every menu item, the search and the language switch
 *   reachable, nothing over the logo, no sideways scrolling (support/header-widths.ts);
 * - reflow, zoom and text spacing (issue 23; WCAG 1.4.10, 1.4.4, 1.4.12): at 320 CSS px and at 200 % of 1280 px with
 *   1.4.12's spacing imposed, no horizontal scrolling, no text cut or out of the page, no text over text
 *   (support/reflow.ts).
 * One load serves all three (they were three loads of each page, 2026-12-06: 162 s and 262 CPU-seconds for the
 * project before, see docs/testing.md). The sweeps run in that order because the last two change the page: the
 * header's opens and closes the menu sheet, the reflow's imposes its spacing.
 */
import { expect, test } from '@playwright/test'

import { localized, PAGE_ROUTES, routeTable } from '../route-table'
import { axeViolations } from './support/axe'
import { headerSweep } from './support/header-widths'
import { REFLOW_WIDTHS, reflowProblems, TEXT_SPACING } from './support/reflow'

/** The route names, known before the table's ids are read from the running site (route-table.ts). */
const NAMES = [
  'pc_index',
  'phone_index',
  ...Object.values(PAGE_ROUTES).flat(),
  'information',
  'newsDetail',
  'zxyhdVideoDetail',
  'videoDetail',
  'download',
  'updateLog',
  'updateLogDetail',
  'demonstrationTeaching',
  'contact',
  'products',
  'solutions',
  'cases',
  'helpDocuments',
]

const tables = new Map<string, ReturnType<typeof routeTable>>()

function tableFor(baseURL: string, language: 'zh' | 'en') {
  const key = `${baseURL} ${language}`
  if (!tables.has(key)) tables.set(key, routeTable(baseURL.replace(/\/+$/, ''), language))
  return tables.get(key)!
}

for (const language of ['zh', 'en'] as const) {
  test.describe(`every route in ${language}: axe, the header at every width, reflow`, () => {
    test('the list of names is the route table', async ({ baseURL }) => {
      expect((await tableFor(baseURL!, language)).map((r) => r.name).sort()).toEqual([...NAMES].sort())
    })

    for (const name of NAMES) {
      test(name, async ({ page, baseURL }) => {
        test.setTimeout(120_000)
        const route = (await tableFor(baseURL!, language)).find((r) => r.name === name)!
        const report: string[] = []
        // A page that failed in the browser would show the error page, which reflows: count its error instead.
        page.on('pageerror', (e) => report.push(`${page.url()}: ${e.message}`))
        const open = async () => {
          const response = await page.goto(localized(language, route.path).replace(/^\//, ''), { waitUntil: 'load' })
          expect(response?.status(), route.path).toBe(200)
        }

        await open()
        await page.waitForLoadState('networkidle')
        await expect(page.locator('header [data-site-nav][data-ready]')).toHaveCount(1)
        report.push(...(await axeViolations(page)).map((v) => `axe: ${v}`))

        report.push(...(await headerSweep(page, `${name}, header`)))

        await page.addStyleTag({ content: TEXT_SPACING })
        for (const w of REFLOW_WIDTHS) {
          await page.setViewportSize({ width: w.width, height: w.height })
          const label = `${name}, reflow at ${w.name}`
          let problems = await reflowProblems(page, label)
          if (problems.length > 0) {
            // The browser tests of the other project change shared content meanwhile (home videos, settings): a
            // problem counts when the page, loaded again, still has it. The first look is kept as an annotation.
            test.info().annotations.push({ type: 'first look', description: problems.join('; ') })
            await open()
            await page.addStyleTag({ content: TEXT_SPACING })
            problems = await reflowProblems(page, label)
          }
          report.push(...problems)
        }
        expect(report).toEqual([])
      })
    }
  })
}
