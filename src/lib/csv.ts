/** CSV as spreadsheet programs read it: a UTF-8 byte-order mark (for Chinese in Excel), CRLF, quoted cells. */
export function toCsv(header: string[], rows: Array<Array<string | number | null | undefined>>): string {
  const cell = (value: string | number | null | undefined) => {
    let text = value === null || value === undefined ? '' : String(value)
    // A cell starting like a formula is neutralised (CSV injection), full-width signs (＝＋－＠, which spreadsheets in
    // Chinese read as their ASCII forms) and leading spaces included.
    if (/^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/.test(text)) text = `'${text}`
    // Quoted when it holds a separator of any locale (`;` where the comma is the decimal sign): `a;=1+2` is then one
    // cell, never `a` and a formula.
    return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`
}
