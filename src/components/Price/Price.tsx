// A price as the server formatted it (docs/api/README.md: Money.Text is culture- and customer-type aware), with
// formatPrice as the fallback. A campaign's before price reads "Før 199,-" with the amount struck through; a
// screen reader hears "Nu 149,- Før 199,-", since strike-through itself is not announced. The VAT label says
// whether the amount includes VAT (B2C) or not (B2B, docs/architecture.md §5).
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { moneyText, type Money } from '@/lib/money'
import { theme } from '@/styles/theme'

type MoneyLike = Pick<Money, 'Amount'> & Partial<Pick<Money, 'Text'>>

type Props = {
  price: MoneyLike
  beforePrice?: MoneyLike | null
  /** true: "inkl. moms", false: "ekskl. moms"; leave out for no label. */
  includesVat?: boolean | null
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

const Wrapper = styled.span<{ $size: NonNullable<Props['size']> }>`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${theme.space.xs};
  row-gap: ${theme.space.xxs};
  font-size: ${({ theme, $size }) => ({ sm: theme.fontSizes.md, md: theme.fontSizes.lg, lg: theme.fontSizes.xxl })[$size]};
  color: ${theme.colors.text};
  /* Even-width lining figures, so prices in a list line up and do not dance as they change. */
  font-variant-numeric: lining-nums tabular-nums;
`

const Current = styled.span<{ $campaign: boolean }>`
  font-weight: ${theme.fontWeights.semibold};
  color: ${({ theme, $campaign }) => ($campaign ? theme.colors.primary : theme.colors.text)};
`

const Small = styled.span`
  font-weight: 400;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`

export function Price({ price, beforePrice, includesVat, size = 'md', className }: Props) {
  const { t } = useTranslation()
  const current = moneyText(price)
  const beforeText = beforePrice ? moneyText(beforePrice) : null
  const before = beforeText && beforeText !== current ? beforeText : null
  return (
    <Wrapper $size={size} className={className} data-testid="price">
      <Current $campaign={before !== null}>
        {before ? <VisuallyHidden>{t('Price.Now')} </VisuallyHidden> : null}
        {current}
      </Current>
      {includesVat === true || includesVat === false ? <Small>{includesVat ? t('Product.InclVat') : t('Product.ExclVat')}</Small> : null}
      {before ? (
        <Small data-testid="before-price">
          {t('Price.Before')} <s>{before}</s>
        </Small>
      ) : null}
    </Wrapper>
  )
}
