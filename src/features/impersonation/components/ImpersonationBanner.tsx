// The banner while a staff member acts as a customer (docs/api/impersonation.md): at the very top of every page, in
// the flow and sticky, so it never covers content and is always seen. Black on signal yellow (about 10:1, AA and
// AAA), a colour the shop uses nowhere else. "Stop" ends the act.
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { useStaff } from '../staff-context'
import { theme } from '@/styles/theme'

const SIGNAL_YELLOW = '#ffcc00'
const INK = '#1c1a17'

const Bar = styled.section`
  position: sticky;
  top: 0;
  /* Above the header and its dropdowns, below dialogs. */
  z-index: ${theme.zIndices.overlay};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${`${theme.space.xxs} ${theme.space.md}`};
  padding: ${`${theme.space.xs} ${theme.space.md}`};
  border-bottom: 4px solid ${INK};
  background: ${SIGNAL_YELLOW};
  color: ${INK};
  font-weight: 700;

  p {
    margin: 0;
  }
`

const StopButton = styled.button`
  min-height: 44px;
  padding: ${`${theme.space.xxs} ${theme.space.md}`};
  border: 2px solid ${INK};
  border-radius: ${theme.radii.pill};
  background: ${INK};
  color: ${SIGNAL_YELLOW};
  font: inherit;
  cursor: pointer;

  &:hover {
    background: transparent;
    color: ${INK};
  }

  &:focus-visible {
    outline: 3px solid ${INK};
    outline-offset: 2px;
  }
`

export function ImpersonationBanner() {
  const { t } = useTranslation()
  const { actingAs, stopActing } = useStaff()
  if (!actingAs) return null
  const { name, clientType, company } = actingAs
  let text = t('Impersonation.BannerConsumer', { name })
  if (clientType === 'B2B') {
    text = company ? t('Impersonation.BannerBusiness', { name, company }) : t('Impersonation.BannerBusinessNoCompany', { name })
  }
  return (
    <Bar aria-label={t('Impersonation.BannerLabel')} data-testid="impersonation-banner">
      <p role="status">{text}</p>
      <span aria-hidden="true">–</span>
      <StopButton type="button" aria-label={t('Impersonation.StopNamed', { name })} onClick={() => void stopActing()}>
        {t('Impersonation.Stop')}
      </StopButton>
    </Bar>
  )
}
