// Add-to-basket controls: the product page's quantity + button form, and the one-click button of a product card.
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { QuantityStepper } from '@/components/QuantityStepper/QuantityStepper'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { QUANTITY_FALLBACK_MAX } from '@/config/constants'
import type { ProductCard } from '@/lib/schemas'
import { useAddBasketItem } from '../api/add-basket-item'

export function maxQuantityOf(product: Pick<ProductCard, 'MaxQuantity'>): number {
  return product.MaxQuantity ?? QUANTITY_FALLBACK_MAX
}

export function startQuantityOf(product: Pick<ProductCard, 'MaxQuantity' | 'DefaultQuantity'>): number {
  const max = maxQuantityOf(product)
  return Math.max(1, Math.min(product.DefaultQuantity, max))
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`

const Unavailable = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`

export function AddToBasketForm({ product }: { product: ProductCard }) {
  const { t } = useTranslation()
  const maxQuantity = maxQuantityOf(product)
  const startQuantity = startQuantityOf(product)
  const [quantity, setQuantity] = useState(startQuantity)
  const addItem = useAddBasketItem()

  if (!product.ShowAddToBasket || maxQuantity < 1) {
    return <Unavailable>{t('ProductPage.NotAvailable')}</Unavailable>
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    addItem.mutate({
      body: { ProductId: product.ProductId, VariantId: product.VariantId, Quantity: quantity },
      productName: product.Name,
    })
  }

  return (
    <Form onSubmit={onSubmit}>
      <QuantityStepper
        quantity={startQuantity}
        maxQuantity={maxQuantity}
        onValueChange={setQuantity}
        label={t('ProductPage.Quantity')}
      />
      <Button type="submit" disabled={addItem.isPending} aria-busy={addItem.isPending}>
        {t('ProductPage.AddToBasket')}
      </Button>
    </Form>
  )
}

export function AddToBasketButton({ product }: { product: ProductCard }) {
  const { t } = useTranslation()
  const addItem = useAddBasketItem()
  if (!product.ShowAddToBasket || maxQuantityOf(product) < 1) return null
  return (
    <Button
      type="button"
      $fullWidth
      disabled={addItem.isPending}
      aria-busy={addItem.isPending}
      onClick={() =>
        addItem.mutate({
          body: { ProductId: product.ProductId, VariantId: product.VariantId, Quantity: startQuantityOf(product) },
          productName: product.Name,
        })
      }
    >
      {t('ProductPage.AddToBasket')}
      <VisuallyHidden>: {product.Name}</VisuallyHidden>
    </Button>
  )
}
