import { typeformId, isTypeformId } from '../shared/embed-values'
import { idValidation, normalise, TYPEFORM_MESSAGE } from '../shared/embed-validation'
import { heightField, titleField } from '../shared/fields'
import { FORM_HEIGHT_DEFAULT } from '../shared/options'
import type { BlockConfig } from '../shared/types'

export const embeddedFormBlock: BlockConfig<'embeddedForm'> = {
  slug: 'embeddedForm',
  labels: { singular: 'Embedded form', plural: 'Embedded forms' },
  admin: { group: 'Embeds' },
  fields: [
    titleField(),
    {
      name: 'formId',
      type: 'text',
      required: true,
      hooks: { beforeValidate: [normalise(typeformId)] },
      validate: idValidation(isTypeformId, TYPEFORM_MESSAGE),
      admin: { description: 'The Typeform form id, or paste the form’s link.' },
    },
    heightField(FORM_HEIGHT_DEFAULT),
  ],
}
