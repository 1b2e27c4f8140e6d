/**
 * Lexical rich text to the sanitised HTML the content service sends (richText, richTextCentered, mediaGrid and
 * accordion bodies). The HTML is safe by construction: Payload's converter walks the tree, but every tag comes from
 * the converters below (an allow-list: p, h2–h4, strong, em, u, s, a, ul, ol, li, blockquote, br, hr), no attribute
 * but a link's href/target/rel is written, and all text is escaped. Internal links become the page's URL.
 */
import { convertLexicalToHTML, type HTMLConverters } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState, SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'
import { productUrl } from './urls'

type LexicalNode = SerializedLexicalNode & Record<string, unknown>
type NodesToHTML = (args: { nodes: SerializedLexicalNode[] }) => string[]
type Converter = (args: { node: LexicalNode; nodesToHTML: NodesToHTML }) => string

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

// Lexical's text format bits (lexical/utils/nodeFormat).
const IS_BOLD = 1
const IS_ITALIC = 1 << 1
const IS_STRIKETHROUGH = 1 << 2
const IS_UNDERLINE = 1 << 3

/** h1 is the page's own title, so a heading in the text is at least h2; h5 and h6 become h4. */
const HEADING_TAGS: Record<string, string> = { h1: 'h2', h2: 'h2', h3: 'h3', h4: 'h4', h5: 'h4', h6: 'h4' }

const childrenOf = (node: LexicalNode, nodesToHTML: NodesToHTML): string =>
  nodesToHTML({ nodes: Array.isArray(node.children) ? (node.children as SerializedLexicalNode[]) : [] }).join('')

/** An element with children; empty elements (a blank paragraph) are left out. */
const element = (tag: string, node: LexicalNode, nodesToHTML: NodesToHTML): string => {
  const inner = childrenOf(node, nodesToHTML)
  return inner ? `<${tag}>${inner}</${tag}>` : ''
}

/**
 * The href a link may carry: http(s), mailto and tel URLs, and scheme-less paths (the storefront navigates those
 * client-side). Anything else (javascript:, data:, protocol-relative //host) is dropped.
 */
export function safeHref(href: string): string | null {
  const value = href.trim()
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:"), so the check does too.
  const compact = [...value].filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f && c.trim() !== '').join('')
  if (compact === '' || compact.startsWith('//') || compact.startsWith('\\')) return null
  if (/^[a-z][a-z0-9+.-]*:/i.test(compact)) return /^(https?|mailto|tel):/i.test(compact) ? value : null
  return value
}

/** The URL of an internal link's document (read with depth ≥ 1): a page's URL or a product's. */
function internalHref(doc: unknown): string | null {
  const { relationTo, value } = (doc ?? {}) as { relationTo?: string; value?: unknown }
  if (typeof value !== 'object' || value === null) return null
  const target = value as Record<string, unknown>
  if (relationTo === 'pages' && typeof target.url === 'string') return target.url
  if (relationTo === 'products' && typeof target.friendlyUrlName === 'string' && typeof target.id === 'number') {
    return productUrl(target.friendlyUrlName, target.id)
  }
  return null
}

const link: Converter = ({ node, nodesToHTML }) => {
  const inner = childrenOf(node, nodesToHTML)
  const fields = (node.fields ?? {}) as { linkType?: string; url?: unknown; doc?: unknown; newTab?: unknown }
  const raw = fields.linkType === 'internal' ? internalHref(fields.doc) : typeof fields.url === 'string' ? fields.url : null
  const href = raw === null ? null : safeHref(raw)
  // A link that leads nowhere (an unpublished page, a refused URL) keeps its words without the link.
  if (!href) return inner
  const target = fields.newTab === true ? ' target="_blank" rel="noopener noreferrer"' : ''
  return `<a href="${escapeHtml(href)}"${target}>${inner}</a>`
}

const converters: Record<string, Converter> = {
  paragraph: ({ node, nodesToHTML }) => element('p', node, nodesToHTML),
  heading: ({ node, nodesToHTML }) => element(HEADING_TAGS[String(node.tag)] ?? 'h2', node, nodesToHTML),
  quote: ({ node, nodesToHTML }) => element('blockquote', node, nodesToHTML),
  list: ({ node, nodesToHTML }) => element(node.listType === 'number' ? 'ol' : 'ul', node, nodesToHTML),
  listitem: ({ node, nodesToHTML }) => element('li', node, nodesToHTML),
  horizontalrule: () => '<hr>',
  linebreak: () => '<br>',
  tab: () => ' ',
  link,
  autolink: link,
  text: ({ node }) => {
    const format = typeof node.format === 'number' ? node.format : 0
    let html = escapeHtml(typeof node.text === 'string' ? node.text : '')
    if (format & IS_BOLD) html = `<strong>${html}</strong>`
    if (format & IS_ITALIC) html = `<em>${html}</em>`
    if (format & IS_STRIKETHROUGH) html = `<s>${html}</s>`
    if (format & IS_UNDERLINE) html = `<u>${html}</u>`
    return html
  },
  // Nodes outside the allow-list (uploads, tables, blocks…) keep only their text.
  unknown: ({ node, nodesToHTML }) => childrenOf(node, nodesToHTML),
}

function isEditorState(value: unknown): value is SerializedEditorState {
  const root = (value as { root?: { children?: unknown } } | null)?.root
  return typeof root === 'object' && root !== null && Array.isArray(root.children)
}

/** Sanitised HTML of a Lexical rich-text value; '' for an empty or missing one. */
export function richTextToHtml(state: unknown): string {
  if (!isEditorState(state)) return ''
  return convertLexicalToHTML({
    data: state,
    converters: converters as unknown as HTMLConverters,
    disableContainer: true,
    disableIndent: true,
    disableTextAlign: true,
  })
}
