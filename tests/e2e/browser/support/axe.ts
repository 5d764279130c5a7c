/**
 * axe-core run in the page itself. `@axe-core/playwright` does the same checks but finishes every run in a second,
 * blank page and sends back every node that passed; that took 2.4–4.9 s a page on a 2-core machine, against
 * 0.8–1.3 s here (docs/testing.md). The site has no frames, so the top document is all there is to check.
 */
import type { Page } from '@playwright/test'
import axeCore from 'axe-core'

type AxeWindow = { axe?: typeof axeCore }

/** Every rule axe runs by default (WCAG 2.0/2.1 A and AA, best practices): the violations, one text each. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(axeCore.source)
  const violations = await page.evaluate(async () => {
    const { axe } = window as AxeWindow
    const results = await axe!.run(document, { resultTypes: ['violations'] })
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
    }))
  })
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target}: ${n.summary.split('\n').join(' ')}`).join('\n')}`,
  )
}
