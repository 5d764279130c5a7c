/** The SHA-256 checksum an editor enters for an installer hosted elsewhere (src/collections/Software.ts). */
import { adminInEnglish } from '@/i18n/locales'

/** Spaces removed, lower case: what `sha256sum` prints (an editor may paste `SHA256: AB CD …`). */
export function normalSha256(value: string): string {
  return value
    .replace(/^\s*sha-?256\s*[:=]?\s*/i, '')
    .replace(/\s+/g, '')
    .toLowerCase()
}

/** Empty, or 64 hexadecimal digits once normalised. */
export function isSha256OrEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value !== 'string') return false
  const normal = normalSha256(value)
  return normal === '' || /^[0-9a-f]{64}$/.test(normal)
}

export function sha256Message(language: string): string {
  return adminInEnglish(language)
    ? 'A SHA-256 checksum is 64 hexadecimal digits (0–9, a–f), as `sha256sum` prints it.'
    : 'SHA-256 校验值应为 64 位十六进制数字（0–9、a–f），即 sha256sum 输出的值。'
}
