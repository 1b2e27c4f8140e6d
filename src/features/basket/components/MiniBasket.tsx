// The header's basket link with the basket's quantity (docs/product.md §2 shell).
import Link from 'next/link'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { paths } from '@/config/paths'
import { useBasket } from '../BasketProvider'
import { theme } from '@/styles/theme'

const BasketLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  padding: ${`${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.text};
  text-decoration: none;
  font-weight: 600;

  &:hover {
    background: ${theme.colors.surfaceAlt};
    color: ${theme.colors.primary};
  }

  svg {
    width: 24px;
    height: 24px;
  }
`

const Label = styled.span`
  display: none;
  ${theme.media.tablet} {
    display: inline;
  }
`

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  height: 24px;
  padding: 0 ${theme.space.xxs};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
`

function BasketIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M3 9h18l-1.6 10.2a2 2 0 0 1-2 1.8H6.6a2 2 0 0 1-2-1.8L3 9Z" strokeLinejoin="round" />
      <path d="M8 9l4-6 4 6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

export function MiniBasket() {
  const { t } = useTranslation()
  const { basket } = useBasket()
  const quantity = basket?.Quantity ?? 0
  return (
    <BasketLink href={paths.basket} aria-label={t('Header.BasketLabel', { count: quantity })}>
      <BasketIcon />
      <Label aria-hidden="true">{t('Header.Basket')}</Label>
      {/* A space between word and number (not drawn: flex): the visible "Kurv 2" then reads as the start of the name
          "Kurv, 2 varer" (WCAG 2.5.3 label in name) rather than "Kurv2". */}{' '}
      <Count aria-hidden="true" data-testid="mini-basket-quantity">
        {quantity}
      </Count>
    </BasketLink>
  )
}
