/** Stored data the blocks' mapper tests share: documents as Payload populates them in a block read with depth 2. */
export const da = { culture: 'da' as const }
export const media = (id: number) => ({ id, filename: `billede-${id}.png`, alt: `Billede ${id}`, width: 800, height: 600 })
export const page = { id: 4, url: '/om-os/', title: 'Om os' }
export const product = {
  id: 12,
  name: 'Barolo',
  friendlyUrlName: 'barolo',
  productNumber: 'V-1',
  type: 'Wine',
  price: 34900,
  stockQuantity: 5,
  images: [media(1)],
}
/** Lexical rich text of one paragraph. */
export const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text, format: 0 }] }],
  },
})
/** Lexical rich text with an internal link to `page`. */
export const linkedContent = {
  root: {
    type: 'root',
    version: 1,
    children: [
      {
        type: 'paragraph',
        version: 1,
        children: [
          { type: 'text', version: 1, text: 'Læs ', format: 0 },
          {
            type: 'link',
            version: 3,
            fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: page } },
            children: [{ type: 'text', version: 1, text: 'om os', format: 0 }],
          },
        ],
      },
    ],
  },
}
/** A stored block of the given type with id 'b1'. */
export const stored = (blockType: string, fields: Record<string, unknown> = {}) => ({ id: 'b1', blockType, ...fields })
