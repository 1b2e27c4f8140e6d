// A price as the server formatted it (API.md: Money.Text is culture- and customer-type aware), with
// formatPrice as the fallback. A campaign's before price is shown struck through with a spoken label.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { moneyText, type Money } from '@/lib/money'

type MoneyLike = Pick<Money, 'Amount'> & Partial<Pick<Money, 'Text'>>

type Props = {
  price: MoneyLike
  beforePrice?: MoneyLike | null
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

const Wrapper = styled.span<{ $size: NonNullable<Props['size']> }>`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 700;
  font-size: ${({ theme, $size }) => ({ sm: theme.fontSizes.md, md: theme.fontSizes.lg, lg: theme.fontSizes.xxl })[$size]};
  color: ${({ theme }) => theme.colors.text};
`

const Before = styled.s`
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

export function Price({ price, beforePrice, size = 'md', className }: Props) {
  const { t } = useTranslation()
  const current = moneyText(price)
  const before = beforePrice ? moneyText(beforePrice) : null
  return (
    <Wrapper $size={size} className={className}>
      <span>
        {before ? <VisuallyHidden>{t('Price.Now')} </VisuallyHidden> : null}
        {current}
      </span>
      {before && before !== current ? (
        <Before>
          <VisuallyHidden>{t('Price.Before')} </VisuallyHidden>
          {before}
        </Before>
      ) : null}
    </Wrapper>
  )
}
