/** One line of a product's system requirements: what (操作系统 / Operating system) and what it needs. */
export type Requirement = { item: string; value: string }

/**
 * The system requirements an editor writes one per line, "item：value" or "item: value" (操作系统：Windows 10/11
 * 64 位), as rows. A line without a colon is a value of its own (an empty item); empty lines are skipped.
 */
export function parseRequirements(text: string | null | undefined): Requirement[] {
  const rows: Requirement[] = []
  for (const raw of (text ?? '').split(/\r?\n/)) {
    const line = raw.trim()
    if (!line) continue
    const at = line.search(/[:：]/)
    if (at <= 0) rows.push({ item: '', value: line.replace(/^[:：]\s*/, '') })
    else rows.push({ item: line.slice(0, at).trim(), value: line.slice(at + 1).trim() })
  }
  return rows
}
