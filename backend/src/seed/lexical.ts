/** Builders for the seed's rich text: Lexical's serialised state, as the admin's editor would save it. */
type LexicalNode = { type: string; version: number; [key: string]: unknown }
type Inline = LexicalNode | string

const element = { direction: 'ltr', format: '', indent: 0, version: 1 } as const

export const text = (value: string, format = 0): LexicalNode => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
export const bold = (value: string) => text(value, 1)
export const italic = (value: string) => text(value, 2)

const inline = (children: Inline[]) => children.map((c) => (typeof c === 'string' ? text(c) : c))

export const p = (...children: Inline[]): LexicalNode => ({
  ...element,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children: inline(children),
})
export const h2 = (value: string): LexicalNode => ({ ...element, type: 'heading', tag: 'h2', children: [text(value)] })
export const h3 = (value: string): LexicalNode => ({ ...element, type: 'heading', tag: 'h3', children: [text(value)] })
export const quote = (...children: Inline[]): LexicalNode => ({ ...element, type: 'quote', children: inline(children) })

const list = (listType: 'bullet' | 'number', items: Inline[][]): LexicalNode => ({
  ...element,
  type: 'list',
  listType,
  tag: listType === 'bullet' ? 'ul' : 'ol',
  start: 1,
  children: items.map((children, i) => ({ ...element, type: 'listitem', value: i + 1, children: inline(children) })),
})
export const ul = (...items: Inline[][]) => list('bullet', items)
export const ol = (...items: Inline[][]) => list('number', items)

/** A link to a page of the shop: the content service writes the page's URL. */
export const pageLink = (label: string, pageId: number): LexicalNode => ({
  ...element,
  type: 'link',
  version: 3,
  fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: pageId } },
  children: [text(label)],
})

export const urlLink = (label: string, url: string, newTab = true): LexicalNode => ({
  ...element,
  type: 'link',
  version: 3,
  fields: { linkType: 'custom', newTab, url },
  children: [text(label)],
})

export const richText = (...children: LexicalNode[]) => ({ root: { ...element, type: 'root', children } })
