// The login dialog and the business login dialog (docs/product.md §2: two modals, each closable with Escape). One Modal whose
// form follows the client type, so switching from one login to the other (InvalidAccountSetup) keeps the dialog
// open and the e-mail typed. Loaded by AuthProvider the first time a login is opened. A link beneath switches the
// dialog to the staff login (docs/api/impersonation.md); its href is the login page's staff form, for a new tab.
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Modal } from '@/components/Modal/Modal'
import { paths } from '@/config/paths'
import type { ClientType } from '@/features/customer/api/schemas'
import { StaffLoginForm } from '@/features/impersonation/components/StaffLoginForm'
import { LoginForm } from './LoginForm'
import { theme } from '@/styles/theme'

type Props = {
  open: boolean
  clientType: ClientType
  initialEmail: string
  onClose: () => void
  onSwitch: (clientType: ClientType, email: string) => void
  onLoggedIn: () => Promise<boolean>
}

const Intro = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.textMuted};
`

const StaffSwitch = styled.p`
  margin: ${theme.space.md} 0 0;
  padding-top: ${theme.space.sm};
  border-top: 1px solid ${theme.colors.border};
  font-size: ${theme.fontSizes.sm};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`

export function LoginDialog({ open, clientType, initialEmail, onClose, onSwitch, onLoggedIn }: Props) {
  const { t } = useTranslation()
  const emailRef = useRef<HTMLInputElement | null>(null)
  const [staff, setStaff] = useState(false)
  const business = clientType === 'B2B'
  // The link that switched the form is gone: the e-mail field of the form now shown gets the focus.
  useEffect(() => {
    if (open) emailRef.current?.focus()
  }, [staff, open])
  // Every opening starts at the customer login.
  const close = () => {
    setStaff(false)
    onClose()
  }
  if (staff) {
    return (
      <Modal open={open} onClose={close} title={t('Impersonation.StaffLoginTitle')} initialFocusRef={emailRef}>
        <div data-testid="staff-login-dialog">
          <Intro>{t('Impersonation.StaffLoginIntro')}</Intro>
          <StaffLoginForm emailRef={emailRef} onSuccess={close} />
          <StaffSwitch>
            <a
              href={paths.login}
              onClick={(event) => {
                event.preventDefault()
                setStaff(false)
              }}
            >
              {t('Impersonation.BackToCustomerLogin')}
            </a>
          </StaffSwitch>
        </div>
      </Modal>
    )
  }
  return (
    <Modal open={open} onClose={close} title={t(business ? 'Auth.BusinessDialogTitle' : 'Auth.DialogTitle')} initialFocusRef={emailRef}>
      <div data-testid={business ? 'business-login-dialog' : 'login-dialog'}>
        <Intro>{t(business ? 'Auth.BusinessDialogIntro' : 'Auth.DialogIntro')}</Intro>
        {/* A new form per client type and opening: nothing typed for one login leaks into the other's state. */}
        <LoginForm
          key={`${clientType}:${initialEmail}`}
          clientType={clientType}
          initialEmail={initialEmail}
          emailRef={emailRef}
          onLoggedIn={onLoggedIn}
          onSuccess={close}
          onSwitch={onSwitch}
          onNavigate={close}
        />
        <StaffSwitch>
          <a
            href={`${paths.login}?type=staff`}
            onClick={(event) => {
              event.preventDefault()
              setStaff(true)
            }}
          >
            {t('Impersonation.StaffLoginLink')}
          </a>
        </StaffSwitch>
      </div>
    </Modal>
  )
}
