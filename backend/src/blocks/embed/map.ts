import type { EmbedComponent } from '@delikat/contract/components'
import { embedValue } from '../shared/embed-values'
import { base, oneOf, positive, type StoredBlock, str, text } from '../shared/mapping'
import { EMBED_HEIGHT, EMBED_PROVIDERS } from '../shared/options'

export function mapEmbed(block: StoredBlock): EmbedComponent {
  const provider = oneOf(block.provider, EMBED_PROVIDERS, 'youtube')
  return {
    ...base(block),
    Type: 'embed',
    Provider: provider,
    // The maps query, the Typeform form id or the YouTube video id, even when a whole link was stored.
    Value: embedValue(provider, str(block.value)),
    Title: text(block.title),
    Height: positive(block.height, EMBED_HEIGHT.default),
  }
}
