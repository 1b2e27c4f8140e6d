import type { NumberFieldSingleValidation } from 'payload'
import { number } from 'payload/shared'
import { imageField, textField, titleField } from '../shared/fields'
import { GIFT_CARD_AMOUNT_DEFAULTS } from '../shared/options'
import type { BlockConfig } from '../shared/types'

/** Gift card amounts in øre: 1 kr. to 100.000 kr. */
const AMOUNT_RANGE = { min: 100, max: 10_000_000 } as const
const OERE = 'in øre: 25000 = 250 kr.'

const withinRange: NumberFieldSingleValidation = (value, args) => {
  const base = number(value, args)
  if (base !== true) return base
  const sibling = (args.siblingData ?? {}) as { minAmount?: number | null; maxAmount?: number | null }
  if (value != null && sibling.minAmount != null && value < sibling.minAmount) return 'Must not be below the minimum amount.'
  return true
}

export const giftCardDefaultBlock: BlockConfig<'giftCardDefault'> = {
  slug: 'giftCardDefault',
  labels: { singular: 'Gift card', plural: 'Gift cards' },
  admin: { group: 'Shop' },
  fields: [
    titleField({ required: true }),
    textField(),
    imageField(),
    {
      name: 'amounts',
      type: 'number',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 6,
      min: AMOUNT_RANGE.min,
      max: AMOUNT_RANGE.max,
      admin: { description: `Suggested amounts, ${OERE}` },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'minAmount',
          type: 'number',
          required: true,
          defaultValue: GIFT_CARD_AMOUNT_DEFAULTS.min,
          min: AMOUNT_RANGE.min,
          max: AMOUNT_RANGE.max,
          admin: { description: `The smallest amount a buyer may choose, ${OERE}` },
        },
        {
          name: 'maxAmount',
          type: 'number',
          required: true,
          defaultValue: GIFT_CARD_AMOUNT_DEFAULTS.max,
          min: AMOUNT_RANGE.min,
          max: AMOUNT_RANGE.max,
          validate: withinRange,
          admin: { description: `The largest amount, ${OERE}` },
        },
      ],
    },
  ],
}
