// POST /api/ageverification/start/ { BasketUid, ReturnPath } -> { Url }: where to send the shopper to verify their
// age (MitID through the shop's broker, or the backend's TEST page in the demo). The provider sends them back to
// ReturnPath with the outcome in the query (ageVerification.ts).
import { z } from 'zod'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'

const startAnswerSchema = z.object({ Url: z.url({ protocol: /^https?$/ }) })

export async function startAgeVerification(body: { BasketUid: string; ReturnPath: string }): Promise<string> {
  const { data } = await shopApi.post('/ageverification/start', body)
  return parseAnswer(startAnswerSchema, data, 'age verification').Url
}
