// The header's "Kundeservice" button, shown only to staff (docs/api/impersonation.md): it opens the staff panel, a
// dialog with who is logged in, the customer search, "Stop" while acting and the staff logout. Escape closes the
// dialog and gives focus back to the button (Modal). The mobile menu opens the same panel (StaffDrawerEntry).
// The panel is a chunk of its own (StaffPanelDialog), loaded for staff only.
import dynamic from 'next/dynamic'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { useStaff } from '../staff-context'
import { theme } from '@/styles/theme'

const StaffPanelDialog = dynamic(() => import('./StaffPanelDialog').then((module) => module.StaffPanelDialog), { ssr: false })

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${`${theme.space.xs} ${theme.space.sm}`};
  border: 2px solid ${theme.colors.text};
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.text};
  font-weight: 600;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${theme.colors.surfaceAlt};
  }
`

/** The header's button and the panel; nothing for anyone else than staff. */
export function StaffMenu() {
  const { t } = useTranslation()
  const { isStaff, panelOpen, setPanelOpen } = useStaff()
  if (!isStaff) return null
  return (
    <>
      <Trigger
        type="button"
        aria-haspopup="dialog"
        aria-expanded={panelOpen}
        onClick={() => setPanelOpen(true)}
        data-testid="staff-menu-button"
      >
        {t('Impersonation.Menu')}
      </Trigger>
      <StaffPanelDialog open={panelOpen} onClose={() => setPanelOpen(false)} />
    </>
  )
}

/** The mobile menu's entry: the drawer closes first (one dialog at a time), then the panel opens. */
export function StaffDrawerEntry({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const { isStaff, setPanelOpen } = useStaff()
  if (!isStaff) return null
  return (
    <Button
      type="button"
      $variant="secondary"
      $fullWidth
      onClick={() => {
        onClose()
        setPanelOpen(true)
      }}
    >
      {t('Impersonation.Menu')}
    </Button>
  )
}
