import * as z from 'zod'
import { blockId, optionalImage, optionalLink, optionalText, products } from '../schemaParts'

export const campaignSchema = z.looseObject({
  Type: z.literal('campaign'),
  Id: blockId,
  Title: z.string().min(1),
  Text: optionalText,
  Image: optionalImage,
  Link: optionalLink,
  Products: products,
})
export type CampaignBlock = z.output<typeof campaignSchema>
