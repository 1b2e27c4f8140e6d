/** Site-wide settings and the footer (SPEC §3 Settings; content service global/settings and footer). */
import type { GlobalConfig, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { anyone, isEditor } from './access'
import { findSmileyId, FINDSMILEY_ID_MESSAGE, FINDSMILEY_ORIGIN, isFindSmileyId } from './content/findsmiley'

/**
 * Payload's own text checks first: a custom validate replaces the default. Empty is allowed (no food, no smiley).
 * The admin validates what was typed before the server's hook turns a pasted link into the id, so this does too.
 */
const validateFindSmileyId: TextFieldSingleValidation = (value, args) => {
  const base = text(value, args)
  if (base !== true) return base
  return !value || isFindSmileyId(findSmileyId(value)) ? true : FINDSMILEY_ID_MESSAGE
}

export const Settings: GlobalConfig = {
  slug: 'settings',
  admin: { group: 'Content' },
  access: { read: anyone, update: isEditor },
  fields: [
    { name: 'menuB2CNode', type: 'relationship', relationTo: 'menu-items', label: 'Menu root for consumers (B2C)' },
    { name: 'menuB2BNode', type: 'relationship', relationTo: 'menu-items', label: 'Menu root for business customers (B2B)' },
    { name: 'allowFavoriteListPdf', type: 'checkbox', defaultValue: true },
    { name: 'allowPriceListPdf', type: 'checkbox', defaultValue: true },
    { name: 'allowProductSheetPdf', type: 'checkbox', defaultValue: true },
    {
      name: 'findSmileyId',
      type: 'text',
      label: 'Findsmiley.dk id',
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? findSmileyId(value) : value)] },
      validate: validateFindSmileyId,
      admin: {
        description: `The shop's id on findsmiley.dk, where Fødevarestyrelsen (the Danish Veterinary and Food Administration) publishes its inspection reports: search for the shop there and copy the digits at the end of its page's address (${FINDSMILEY_ORIGIN}/123456), or paste the whole address. Danish law requires a web shop that sells food to link to its report; the footer shows the smiley and the link while this is set. Leave empty to hide them.`,
      },
    },
  ],
}

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Content' },
  access: { read: anyone, update: isEditor },
  fields: [
    {
      name: 'columns',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        {
          name: 'links',
          type: 'array',
          fields: [
            { name: 'text', type: 'text', required: true, localized: true },
            { name: 'url', type: 'text', required: true },
          ],
        },
      ],
    },
    { name: 'text', type: 'textarea', localized: true },
  ],
}
