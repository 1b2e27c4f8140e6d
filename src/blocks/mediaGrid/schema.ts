import * as z from 'zod'
import { MEDIA_GRID_DEFAULT_HEIGHT_PX, MEDIA_GRID_MAX_IMAGES } from '@/config/constants'
import { imageSchema } from '@/lib/schemas'
import { blockId, listOf, oneOf, optionalText, pixels } from '../schemaParts'

export const mediaGridSchema = z.looseObject({
  Type: z.literal('mediaGrid'),
  Id: blockId,
  Title: optionalText,
  Html: optionalText,
  // docs/product.md §2: at most 2 images.
  Images: listOf(imageSchema).transform((images) => images.slice(0, MEDIA_GRID_MAX_IMAGES)),
  LeftRight: oneOf(['Venstre', 'Højre'], 'Højre'),
  // docs/product.md §9: 600 px when not set.
  Height: pixels(MEDIA_GRID_DEFAULT_HEIGHT_PX),
})
export type MediaGridBlock = z.output<typeof mediaGridSchema>
