import type { CallToActionButtonsComponent } from '@delikat/contract/components'
import { base, link, oneOf, rows, type StoredBlock } from '../shared/mapping'
import { ALIGNMENTS, BUTTON_VARIANTS } from '../shared/options'

export function mapCallToActionButtons(block: StoredBlock): CallToActionButtonsComponent {
  return {
    ...base(block),
    Type: 'callToActionButtons',
    Alignment: oneOf(block.alignment, ALIGNMENTS, 'center'),
    // A button whose link leads nowhere is left out.
    Buttons: rows(block.buttons).flatMap((b) => {
      const resolved = link(b.link)
      return resolved ? [{ Link: resolved, Variant: oneOf(b.variant, BUTTON_VARIANTS, 'primary') }] : []
    }),
  }
}
