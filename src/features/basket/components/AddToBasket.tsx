// Add-to-basket controls: the product page's quantity + button form (for the product or the edition picked on the
// page, disabled with the reason when it cannot be bought), and the one-click button of a product card. A
// successful add opens the added-to-basket dialog, which gives focus back to the button when it closes.
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button, type ButtonVariant } from '@/components/Button/Button'
import { maxReasonOf, QuantityStepper } from '@/components/QuantityStepper/QuantityStepper'
import { showSuccessToast, useErrorToast } from '@/components/Toasts/Toasts'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { QUANTITY_FALLBACK_MAX } from '@/config/constants'
import type { ProductCard } from '@/lib/schemas'
import { addedProductName, useShowAddedToBasket } from '../added-to-basket'
import { useAddBasketItem } from '../api/add-basket-item'
import { theme } from '@/styles/theme'

/**
 * Adds to the basket; a success opens the added-to-basket dialog (a toast where no AddedToBasketProvider is
 * mounted), a failure shows the error toast (docs/product.md §8) and no dialog.
 */
function useAddToBasket() {
  const { t } = useTranslation()
  const showAdded = useShowAddedToBasket()
  const showError = useErrorToast()
  return useAddBasketItem({
    onSuccess: (answer, { body, product, editionName = null, categoryId = null, opener = null }) => {
      const added = {
        product,
        editionName,
        variantId: body.VariantId ?? null,
        quantity: body.Quantity,
        basket: answer.Basket,
        categoryId,
        opener,
      }
      if (showAdded) showAdded(added)
      else showSuccessToast(t('Basket.AddedToast', { name: addedProductName(added) }))
    },
    onError: showError,
  })
}

export function maxQuantityOf(product: Pick<ProductCard, 'MaxQuantity'>): number {
  return product.MaxQuantity ?? QUANTITY_FALLBACK_MAX
}

export function startQuantityOf(product: Pick<ProductCard, 'MaxQuantity' | 'DefaultQuantity'>): number {
  const max = maxQuantityOf(product)
  return Math.max(1, Math.min(product.DefaultQuantity, max))
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
`

const Unavailable = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-weight: 600;
`

/** What one add-to-basket sells: the product itself or one edition of it (docs/api/README.md Variants). */
export type BasketEdition = {
  VariantId: number | string | null
  /** The edition's own name ("Magnum 1,5 l"), for the confirmation. */
  Name?: string | null
  MaxQuantity?: number | null
  ShowAddToBasket: boolean
  Stock?: { State: string } | null
}

type FormProps = {
  /** The product page's product; its CategoryId (when the page has it) picks the suggestions after the add. */
  product: ProductCard & { CategoryId?: number | null }
  edition?: BasketEdition
}

export function AddToBasketForm({ product, edition }: FormProps) {
  const { t } = useTranslation()
  const reasonId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const sold: BasketEdition = edition ?? {
    VariantId: product.VariantId ?? null,
    MaxQuantity: product.MaxQuantity,
    ShowAddToBasket: product.ShowAddToBasket,
    Stock: product.Stock,
  }
  const limits = { MaxQuantity: sold.MaxQuantity ?? null, DefaultQuantity: product.DefaultQuantity }
  const maxQuantity = maxQuantityOf(limits)
  const startQuantity = startQuantityOf(limits)
  const [quantity, setQuantity] = useState(startQuantity)
  const addItem = useAddToBasket()
  const available = sold.ShowAddToBasket && maxQuantity >= 1
  // Why the button is off, said next to it and tied to it for screen readers.
  const reason = available
    ? null
    : product.Event?.HasPassed
      ? t('Event.NoMoreTickets')
      : sold.Stock?.State === 'OutOfStock'
        ? t('ProductPage.SoldOut')
        : t('ProductPage.NotAvailable')

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!available) return
    addItem.mutate({
      body: { ProductId: product.ProductId, VariantId: sold.VariantId, Quantity: quantity },
      product,
      editionName: edition?.Name || null,
      categoryId: product.CategoryId ?? null,
      opener: buttonRef.current,
    })
  }

  return (
    <Form onSubmit={onSubmit}>
      <Controls>
        <QuantityStepper
          quantity={startQuantity}
          maxQuantity={Math.max(maxQuantity, 1)}
          maxReason={maxReasonOf(maxQuantity)}
          onValueChange={setQuantity}
          label={t('ProductPage.Quantity')}
          disabled={!available}
        />
        <Button
          ref={buttonRef}
          type="submit"
          disabled={!available || addItem.isPending}
          aria-busy={addItem.isPending}
          aria-describedby={reason ? reasonId : undefined}
        >
          {t('ProductPage.AddToBasket')}
        </Button>
      </Controls>
      {reason ? <Unavailable id={reasonId}>{reason}</Unavailable> : null}
    </Form>
  )
}

/** `variant`: a product card passes the quiet `secondary`; the card is not the view's main action. */
export function AddToBasketButton({ product, variant = 'primary' }: { product: ProductCard; variant?: ButtonVariant }) {
  const { t } = useTranslation()
  const addItem = useAddToBasket()
  if (!product.ShowAddToBasket || maxQuantityOf(product) < 1) return null
  return (
    <Button
      type="button"
      $variant={variant}
      $fullWidth
      disabled={addItem.isPending}
      aria-busy={addItem.isPending}
      onClick={(event) =>
        addItem.mutate({
          body: { ProductId: product.ProductId, VariantId: product.VariantId, Quantity: startQuantityOf(product) },
          product,
          opener: event.currentTarget,
        })
      }
    >
      {t('ProductPage.AddToBasket')}
      <VisuallyHidden>: {product.Name}</VisuallyHidden>
    </Button>
  )
}
