/** Site-wide settings and the footer (docs/product.md §3 Settings; content service global/settings and footer). */
import type { GlobalConfig, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { anyone, isEditor } from './access'
import { GROUPS } from './admin/labels'
import { emaerketId, EMAERKET_ID_MESSAGE, EMAERKET_ORIGIN, isEmaerketId } from './content/emaerket'
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

/** As validateFindSmileyId: empty hides the badge (the shop is no member), a pasted certificate address is fine. */
const validateEmaerketId: TextFieldSingleValidation = (value, args) => {
  const base = text(value, args)
  if (base !== true) return base
  return !value || isEmaerketId(emaerketId(value)) ? true : EMAERKET_ID_MESSAGE
}

export const Settings: GlobalConfig = {
  slug: 'settings',
  label: { da: 'Indstillinger', en: 'Settings' },
  admin: { group: GROUPS.content },
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
    {
      name: 'emaerketId',
      type: 'text',
      label: 'e-mærket id',
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? emaerketId(value) : value)] },
      validate: validateEmaerketId,
      admin: {
        description: `The shop's id at e-mærket, as at the end of its certificate's address (${EMAERKET_ORIGIN}/delikat.dk), or paste the whole address. The footer shows the e-mærket badge and links to the certificate while this is set; leave empty while the shop is no member.`,
      },
    },
  ],
}

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: { da: 'Sidefod', en: 'Footer' },
  admin: { group: GROUPS.content },
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
