/**
 * One rule for every address the site answers with from a parameter or an editor's value (the language switch's
 * `from`, a redirect's source and target, a best bet): it is resolved with the URL parser against the site, as a
 * browser will, and kept only when it stays there. Pure.
 *
 * Resolved means dot segments and their encodings (`/x/..`, `%2e%2e`) and backslashes read as a browser reads them;
 * stays means the same scheme and host, no user or password, and a path that does not itself start with `//`
 * (`/.//evil.example` resolves to the path `//evil.example`, which a Location header would send to that host).
 */

/** A placeholder origin: only whether the parser leaves it matters. */
const PLACEHOLDER = 'http://site.invalid'

/** White space and control characters: browsers drop some of them from addresses, so none is accepted. */
const UNSAFE_CHARACTER = /[\s\u0000-\u001f\u007f-\u009f]/

/**
 * The path, query and fragment of this site that `value` leads to (`/a/./b/../c?x=1` → `/a/c?x=1`), or null when it
 * is not a path (`https://…`, `mailto:`), leaves the site (`//host`, `/\host`, `/.//host`, `http://site@host`), or holds
 * white space or a control character.
 */
export function resolveSitePath(value: string): string | null {
  if (!value.startsWith('/') || UNSAFE_CHARACTER.test(value)) return null
  let url: URL
  try {
    url = new URL(value, PLACEHOLDER)
  } catch {
    return null
  }
  if (url.origin !== PLACEHOLDER || url.username !== '' || url.password !== '') return null
  if (url.pathname.startsWith('//')) return null
  return `${url.pathname}${url.search}${url.hash}`
}
