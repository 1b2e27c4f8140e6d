// The header's "Kundeservice" button, shown only to staff (docs/api/impersonation.md): it opens the staff panel, a
// dialog with who is logged in, the customer search, "Stop" while acting and the staff logout. Escape closes the
// dialog and gives focus back to the button (Modal). The mobile menu opens the same panel (StaffDrawerEntry).
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { Modal } from '@/components/Modal/Modal'
import { useStaff } from '../staff-context'
import { CustomerSearch } from './CustomerSearch'

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 2px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  p {
    margin: 0;
  }
`

const Who = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Acting = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`

function StaffPanel() {
  const { t } = useTranslation()
  const { status, actingAs, startActing, stopActing, staffLogout, setPanelOpen } = useStaff()
  return (
    <Panel data-testid="staff-panel">
      <Who>
        {status ? <p>{t('Impersonation.LoggedInAs', { name: status.Staff.Name })}</p> : null}
        {actingAs ? (
          <Acting>
            <span>{t('Impersonation.ActingAs', { name: actingAs.name })}</span>
            <Button type="button" $variant="secondary" onClick={() => void stopActing()}>
              {t('Impersonation.Stop')}
            </Button>
          </Acting>
        ) : null}
      </Who>
      <CustomerSearch
        onActAs={async (hit) => {
          if (await startActing(hit.Id)) setPanelOpen(false)
        }}
      />
      <Button type="button" $variant="ghost" $fullWidth onClick={() => void staffLogout()}>
        {t('Impersonation.StaffLogout')}
      </Button>
    </Panel>
  )
}

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
      <Modal open={panelOpen} onClose={() => setPanelOpen(false)} title={t('Impersonation.PanelTitle')}>
        <StaffPanel />
      </Modal>
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
