// Where the login page sends the visitor after the login (?returnTo=). Only a path of this site: anything that could
// leave it (another host, "//host", a backslash trick, a scheme) or reach the backend is refused, so a crafted link
// cannot use the login as an open redirect.
import { isBackendPath } from '@/config/paths'

export function safeReturnPath(value: unknown): string | null {
  const raw = Array.isArray(value) ? value[0] : value
  if (typeof raw !== 'string' || raw === '') return null
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null
  // Control characters (a tab or newline inside "/\t/host") are dropped by URL parsers: refuse them.
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null
  let url: URL
  try {
    url = new URL(raw, 'http://shop.invalid')
  } catch {
    return null
  }
  if (url.origin !== 'http://shop.invalid' || isBackendPath(url.pathname)) return null
  return `${url.pathname}${url.search}${url.hash}`
}
