import * as z from 'zod'
import { blockId, oneOf } from '../schemaParts'

export const spaceSchema = z.looseObject({
  Type: z.literal('space'),
  Id: blockId,
  Size: oneOf(['small', 'medium', 'large'], 'medium'),
})
export type SpaceBlock = z.output<typeof spaceSchema>
