import type { EmbeddedFormComponent } from '@delikat/contract/components'
import { base, positive, type StoredBlock, str, text } from '../shared/mapping'
import { FORM_HEIGHT_DEFAULT } from '../shared/options'

export function mapEmbeddedForm(block: StoredBlock): EmbeddedFormComponent {
  return {
    ...base(block),
    Type: 'embeddedForm',
    Title: text(block.title),
    FormId: str(block.formId),
    Height: positive(block.height, FORM_HEIGHT_DEFAULT),
  }
}
