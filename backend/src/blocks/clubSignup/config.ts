import { textField, titleField } from '../shared/fields'
import type { BlockConfig } from '../shared/types'

/** The customer club's sign-up form (docs/api/marketing.md): e-mail, first name and the club terms to accept. */
export const clubSignupBlock: BlockConfig<'clubSignup'> = {
  slug: 'clubSignup',
  labels: { singular: 'Club sign-up form', plural: 'Club sign-up forms' },
  admin: { group: 'Shop' },
  fields: [titleField({ description: 'Above the form, e.g. "Bliv medlem af Delikat Klub".' }), textField()],
}
