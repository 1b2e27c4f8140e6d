import * as z from 'zod'
import { blockId, optionalImage, optionalText } from '../schemaParts'

const ore = z.number().int().positive()

export const giftCardDefaultSchema = z
  .looseObject({
    Type: z.literal('giftCardDefault'),
    Id: blockId,
    Title: z.string().min(1),
    Text: optionalText,
    Image: optionalImage,
    /** Suggested amounts in øre; malformed ones are dropped. */
    Amounts: z
      .array(z.unknown())
      .nullish()
      .catch(null)
      .transform((values) => (values ?? []).filter((value): value is number => ore.safeParse(value).success)),
    MinAmount: ore,
    MaxAmount: ore,
  })
  .refine((block) => block.MinAmount <= block.MaxAmount, { message: 'MinAmount is above MaxAmount', path: ['MinAmount'] })
export type GiftCardDefaultBlock = z.output<typeof giftCardDefaultSchema>
