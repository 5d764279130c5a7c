/**
 * Secrets an administrator types into the admin (a chat robot's webhook address and signing secret), kept encrypted
 * in the database: AES-256-GCM under a key derived from the site's PAYLOAD_SECRET (HKDF-SHA256, its own label), so a
 * copy of the database or a backup alone does not give them away. Shown masked; the clear text is read only by the
 * server when it sends. Pure: the caller passes the site secret.
 */
import crypto from 'node:crypto'

/**
 * The request context under which a secret is read in clear: the server's own reads when it sends (a lead channel's
 * robot, the Baidu push token); every other read, the admin's included, gets the mask.
 */
export const CLEAR_SECRETS = 'clearSecrets'

const PREFIX = 'enc:v1:'
const LABEL = 'site lead-alert secrets v1'

function keyOf(siteSecret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', Buffer.from(siteSecret, 'utf8'), Buffer.alloc(0), Buffer.from(LABEL, 'utf8'), 32))
}

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX)
}

export function seal(clear: string, siteSecret: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(siteSecret), iv)
  const body = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()])
  return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`
}

/** The clear text, or null for a value that is not sealed or not sealed with this secret. */
export function unseal(sealed: string, siteSecret: string): string | null {
  if (!isSealed(sealed)) return null
  const [iv, tag, body] = sealed.slice(PREFIX.length).split('.')
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(siteSecret), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** What the admin shows of a secret: its kind of value and its last four characters, never more. */
export function mask(clear: string): string {
  if (!clear) return ''
  const tail = clear.length > 12 ? clear.slice(-4) : ''
  return `••••••••${tail}`
}

/** Whether a value sent by the admin is the mask it was shown (the secret is kept), not a new secret. */
export function isMask(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('••••••••')
}
