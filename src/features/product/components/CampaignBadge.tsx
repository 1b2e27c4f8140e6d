// The campaign splash ("Spar 20 %", "3 for 2"): the server's text on a wine-red badge, announced as an offer.
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { theme } from '@/styles/theme'

const Badge = styled.p<{ $compact: boolean }>`
  display: inline-block;
  align-self: flex-start;
  margin: 0;
  padding: ${({ theme, $compact }) => ($compact ? `2px ${theme.space.xs}` : `${theme.space.xxs} ${theme.space.sm}`)};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.xs : theme.fontSizes.sm)};
  font-weight: 700;
  line-height: 1.4;
`

export function CampaignBadge({
  text,
  compact = false,
  className,
}: {
  text: string | null | undefined
  compact?: boolean
  className?: string
}) {
  const { t } = useTranslation()
  const splash = text?.trim()
  if (!splash) return null
  return (
    <Badge $compact={compact} className={className} data-testid="campaign-splash">
      <VisuallyHidden>{t('Product.Offer')}: </VisuallyHidden>
      {splash}
    </Badge>
  )
}
