/** A byte count as people read it: `356 MB`, `1.2 GB`. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return ''
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  return `${value.toFixed(digits).replace(/\.0$/, '')} ${units[unit]}`
}

/** The extension of a file name with its dot, lower-case (`.png`), or empty. */
export function fileSuffix(filename: string | null | undefined): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(filename ?? '')
  return match ? `.${match[1].toLowerCase()}` : ''
}
