import type { EmbeddedMapComponent } from '@delikat/contract/components'
import { base, positive, type StoredBlock, str, text } from '../shared/mapping'
import { EMBED_HEIGHT } from '../shared/options'

export function mapEmbeddedMap(block: StoredBlock): EmbeddedMapComponent {
  return {
    ...base(block),
    Type: 'embeddedMap',
    Title: text(block.title),
    Query: str(block.query),
    Height: positive(block.height, EMBED_HEIGHT.default),
  }
}
