// The login dialog and the business login dialog (docs/product.md §2: two modals, each closable with Escape). One Modal whose
// form follows the client type, so switching from one login to the other (InvalidAccountSetup) keeps the dialog
// open and the e-mail typed. Loaded by AuthProvider the first time a login is opened.
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Modal } from '@/components/Modal/Modal'
import type { ClientType } from '@/features/customer/api/schemas'
import { LoginForm } from './LoginForm'

type Props = {
  open: boolean
  clientType: ClientType
  initialEmail: string
  onClose: () => void
  onSwitch: (clientType: ClientType, email: string) => void
  onLoggedIn: () => Promise<boolean>
}

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`

export function LoginDialog({ open, clientType, initialEmail, onClose, onSwitch, onLoggedIn }: Props) {
  const { t } = useTranslation()
  const emailRef = useRef<HTMLInputElement | null>(null)
  const business = clientType === 'B2B'
  return (
    <Modal open={open} onClose={onClose} title={t(business ? 'Auth.BusinessDialogTitle' : 'Auth.DialogTitle')} initialFocusRef={emailRef}>
      <div data-testid={business ? 'business-login-dialog' : 'login-dialog'}>
        <Intro>{t(business ? 'Auth.BusinessDialogIntro' : 'Auth.DialogIntro')}</Intro>
        {/* A new form per client type and opening: nothing typed for one login leaks into the other's state. */}
        <LoginForm
          key={`${clientType}:${initialEmail}`}
          clientType={clientType}
          initialEmail={initialEmail}
          emailRef={emailRef}
          onLoggedIn={onLoggedIn}
          onSuccess={onClose}
          onSwitch={onSwitch}
          onNavigate={onClose}
        />
      </div>
    </Modal>
  )
}
