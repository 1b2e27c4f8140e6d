/**
 * Page components (SPEC §2). Each block's slug is the component type key the storefront's registry uses (see
 * content/components/types.ts), so the content service passes it through unchanged; content/components/map.ts turns
 * a stored block into its contract shape. blocks.test.ts checks that every contract type has its block.
 */
import type { Block } from 'payload'
import { articleBlocks } from './articles'
import { embedBlocks } from './embeds'
import { layoutBlocks } from './layout'
import { mediaBlocks } from './media'
import { productBlocks } from './products'
import { shopBlocks } from './shop'
import { textBlocks } from './text'

export const pageBlocks: Block[] = [
  ...textBlocks,
  ...mediaBlocks,
  ...layoutBlocks,
  ...productBlocks,
  ...articleBlocks,
  ...embedBlocks,
  ...shopBlocks,
]
