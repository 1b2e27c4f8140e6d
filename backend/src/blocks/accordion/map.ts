import type { AccordionComponent } from '@delikat/contract/components'
import { base, html, oneOf, rows, type StoredBlock, str, text } from '../shared/mapping'
import { ACCORDION_COLORS, ACCORDION_TAG_TYPES, ACCORDION_VARIANTS } from '../shared/options'

export function mapAccordion(block: StoredBlock): AccordionComponent {
  const variant = oneOf(block.variant, ACCORDION_VARIANTS, 'default')
  return {
    ...base(block),
    Type: 'accordion',
    Variant: variant,
    Color: oneOf(block.color, ACCORDION_COLORS, 'light'),
    Items: rows(block.items).map((item) => ({
      Summary: {
        Content: str(item.summary),
        Tags: rows(item.tags)
          .filter((t) => text(t.text) !== null)
          .map((t) => ({ Type: oneOf(t.type, ACCORDION_TAG_TYPES, 'misc'), Text: str(t.text) })),
        LightFont: item.lightFont === true,
      },
      Html: html(item.content),
      // docs/product.md §2: the boxed-reveal variant is always open; others only when the editor says so.
      Open: variant === 'boxed-reveal' || item.open === true,
    })),
  }
}
