// giftCardDefault: the editor's gift card offer, bought with the gift card feature's form (features/giftcards).
import { GiftCardPurchase } from '@/features/giftcards/components/GiftCardPurchase'
import type { BlockProps } from '../types'
import type { GiftCardDefaultBlock } from './schema'

export function GiftCardDefault({ block }: BlockProps<GiftCardDefaultBlock>) {
  return <GiftCardPurchase offer={block} />
}
