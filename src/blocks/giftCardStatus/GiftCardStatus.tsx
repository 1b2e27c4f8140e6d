// giftCardStatus: the gift card balance lookup (features/giftcards) under the editor's title and intro.
import { GiftCardBalance } from '@/features/giftcards/components/GiftCardBalance'
import type { BlockProps } from '../types'
import type { GiftCardStatusBlock } from './schema'

export function GiftCardStatus({ block }: BlockProps<GiftCardStatusBlock>) {
  return <GiftCardBalance title={block.Title} text={block.Text} />
}
