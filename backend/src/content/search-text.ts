/**
 * The text node search looks in: a page's title, SEO texts, teaser and every text inside its components (rich text
 * as plain text). Collected on save so the search is one indexed column, not a walk through block tables.
 */
// Keys whose values are settings, ids or addresses, not words a visitor would search for.
const SKIP_KEYS = new Set([
  'id',
  'blockType',
  'blockName',
  'url',
  'linkUrl',
  'videoId',
  'formId',
  'toolId',
  'value',
  'query',
  'type',
  'variant',
  'color',
  'size',
  'alignment',
  'leftRight',
  'provider',
  'strategy',
  'icon',
  'imagePosition',
  'clientType',
])

/** Lexical rich text keeps its words in `text` leaves; everything else in it is structure. */
function collectLexical(node: unknown, out: string[]): void {
  if (Array.isArray(node)) for (const child of node) collectLexical(child, out)
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'text' && typeof v === 'string' && v.trim() !== '') out.push(v)
      else if (typeof v === 'object') collectLexical(v, out)
    }
  }
}

function collect(value: unknown, out: string[], key = ''): void {
  if (typeof value === 'string') {
    if (!SKIP_KEYS.has(key) && value.trim() !== '' && !/^(https?:|\/|#|mailto:|tel:)/.test(value)) out.push(value)
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, out, key)
  } else if (value && typeof value === 'object') {
    if ('root' in value) return collectLexical((value as { root: unknown }).root, out)
    for (const [k, v] of Object.entries(value)) collect(v, out, k)
  }
}

export function pageSearchText(page: Record<string, unknown>): string {
  const out: string[] = []
  collect(page.title, out)
  collect(page.teaser, out)
  collect(page.seo, out)
  collect(page.components, out)
  return out.join(' \n').slice(0, 100_000)
}
