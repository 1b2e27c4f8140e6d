// The staff panel (docs/api/impersonation.md): who is logged in, the customer search, "Stop" while acting and the staff
// logout, in a dialog. Loaded by StaffMenu for staff only, so no one else downloads it or framer-motion.
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { Modal } from '@/components/Modal/Modal'
import { useStaff } from '../staff-context'
import { CustomerSearch } from './CustomerSearch'
import { theme } from '@/styles/theme'

const Panel = styled.div`
  display: grid;
  gap: ${theme.space.md};

  p {
    margin: 0;
  }
`

const Who = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  padding-bottom: ${theme.space.sm};
  border-bottom: 1px solid ${theme.colors.border};
  color: ${theme.colors.textMuted};
`

const Acting = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  color: ${theme.colors.text};
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

export function StaffPanelDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Modal open={open} onClose={onClose} title={t('Impersonation.PanelTitle')}>
      <StaffPanel />
    </Modal>
  )
}
