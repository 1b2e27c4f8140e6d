import type { BlockConfig } from '../shared/types'

/** Third-party content: the storefront loads the tool only with marketing consent. */
export const embeddedPopupToolBlock: BlockConfig<'embeddedPopupTool'> = {
  slug: 'embeddedPopupTool',
  labels: { singular: 'Embedded pop-up tool', plural: 'Embedded pop-up tools' },
  admin: { group: 'Embeds' },
  fields: [
    {
      name: 'toolId',
      type: 'text',
      required: true,
      admin: { description: 'The pop-up tool’s script id; it loads only with the visitor’s marketing consent.' },
    },
  ],
}
