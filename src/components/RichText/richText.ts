// Rules for CMS HTML (docs/product.md §2 rich text): the backend sanitises it; we still drop scripts, inline event
// handlers and javascript: URLs defensively, and decide which links the router takes over.
import { isBackendPath } from '@/config/paths'

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi
const SCRIPT_TAG = /<\/?script\b[^>]*>/gi
const TAG = /<[a-z][^>]*>/gi
const EVENT_HANDLER = /\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi
const SCRIPT_URL = /(\s(?:href|src|action|formaction|xlink:href)\s*=\s*)("\s*javascript:[^"]*"|'\s*javascript:[^']*'|javascript:[^\s>]*)/gi

export function stripScripts(html: string): string {
  return html
    .replace(SCRIPT_ELEMENT, '')
    .replace(SCRIPT_TAG, '')
    .replace(TAG, (tag) => tag.replace(EVENT_HANDLER, '').replace(SCRIPT_URL, '$1"#"'))
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i

/** A link inside the site: no scheme (so not mailto:, tel:, http:), not protocol-relative, not only a #hash,
 * and not a file or API path the backend serves (/media/...). */
export function isClientSideHref(href: string | null | undefined): href is string {
  if (!href) return false
  const value = href.trim()
  if (value === '' || value.startsWith('#') || value.startsWith('//')) return false
  return !SCHEME.test(value) && !isBackendPath(toClientPath(value))
}

/** The path the router goes to: with a leading slash (docs/product.md §2). */
export function toClientPath(href: string): string {
  const value = href.trim()
  return value.startsWith('/') ? value : `/${value}`
}
