// basket: the basket page (the seed places it on /kurv/).
import { Container } from '@/components/Container/Container'
import { BasketView } from '@/features/basket/components/BasketView'
import type { BlockProps } from '../types'
import type { BasketBlock } from './schema'

export function Basket(_props: BlockProps<BasketBlock>) {
  return (
    <Container>
      <BasketView />
    </Container>
  )
}
