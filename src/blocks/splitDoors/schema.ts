import * as z from 'zod'
import { blockId, listOf, optionalImage, optionalLink, optionalText } from '../schemaParts'

export const splitDoorsSchema = z.looseObject({
  Type: z.literal('splitDoors'),
  Id: blockId,
  Doors: listOf(
    z.looseObject({
      Title: z.string().min(1),
      Text: optionalText,
      Image: optionalImage,
      Link: optionalLink,
    }),
  ),
})
export type SplitDoorsBlock = z.output<typeof splitDoorsSchema>
