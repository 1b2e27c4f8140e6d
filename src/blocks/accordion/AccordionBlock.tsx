// accordion (docs/product.md §2, §3): items with a tagged summary and HTML content; see components/Accordion for the rules.
import { Accordion } from '@/components/Accordion/Accordion'
import { RichText } from '@/components/RichText/RichText'
import { BlockSection } from '@/components/Section/BlockSection'
import type { BlockProps } from '../types'
import type { AccordionBlock as AccordionBlockData } from './schema'

export function AccordionBlock({ block }: BlockProps<AccordionBlockData>) {
  if (block.Items.length === 0) return null
  return (
    <BlockSection width="narrow">
      <Accordion
        variant={block.Variant}
        color={block.Color}
        items={block.Items.map((item, index) => ({
          id: `${block.Id}-${index}`,
          summary: item.Summary.Content,
          tags: item.Summary.Tags.map((tag) => ({ type: tag.Type, text: tag.Text })),
          lightFont: item.Summary.LightFont,
          open: item.Open,
          content: <RichText html={item.Html} />,
        }))}
      />
    </BlockSection>
  )
}
