// The login page: the same form as the login dialogs, for direct links and redirects (?returnTo=/konto/ordrer/,
// ?type=B2B for the business login). Not indexed. After the login the visitor goes to returnTo (a path of this
// site only), else to the account. ?type=staff: the staff login (docs/api/impersonation.md), the login dialog's
// staff link opened in a tab of its own; afterwards the staff member starts on the front page.
import type { NextPage } from 'next'
import { useRouter } from 'next/router'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Choice, ChoiceGroup, Fieldset, Legend } from '@/components/Form/fields'
import { PageHead } from '@/components/Seo/PageHead'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/auth-context'
import { LoginForm } from '@/features/auth/components/LoginForm'
import { safeReturnPath } from '@/features/auth/returnTo'
import { readTokenCookie } from '@/features/auth/session-token'
import type { ClientType } from '@/features/customer/api/schemas'
import { StaffLoginForm } from '@/features/impersonation/components/StaffLoginForm'
import { Message, MessageCard } from '@/views/MessageLayout'
import { theme } from '@/styles/theme'

const Card = styled(MessageCard)`
  width: min(100%, 480px);
  text-align: left;

  h1 {
    margin-top: 0;
  }
`

const Intro = styled.p`
  color: ${theme.colors.textMuted};
`

const Kind = styled(Fieldset)`
  margin-bottom: ${theme.space.lg};
`

const LoginPage: NextPage = () => {
  const { t } = useTranslation()
  const router = useRouter()
  const { status, refresh } = useAuth()
  const returnTo = safeReturnPath(router.query.returnTo) ?? paths.account
  const [clientType, setClientType] = useState<ClientType>(() => (router.query.type === 'B2B' ? 'B2B' : 'B2C'))
  const [email, setEmail] = useState('')
  const [leaving, setLeaving] = useState(false)

  // A visitor who is logged in already has nothing to do here.
  useEffect(() => {
    if (status === 'authenticated' && !leaving) {
      setLeaving(true)
      void router.replace(returnTo)
    }
  }, [status, leaving, returnTo, router])

  if (router.query.type === 'staff') {
    return (
      <Message>
        <PageHead title={t('Impersonation.StaffLoginTitle')} path={paths.login} noIndex />
        <Card>
          <h1>{t('Impersonation.StaffLoginTitle')}</h1>
          <Intro>{t('Impersonation.StaffLoginIntro')}</Intro>
          <StaffLoginForm onSuccess={() => void router.replace(paths.home)} />
        </Card>
      </Message>
    )
  }

  return (
    <Message>
      <PageHead title={t('Auth.PageTitle')} path={paths.login} noIndex />
      <Card>
        <h1>{t(clientType === 'B2B' ? 'Auth.BusinessDialogTitle' : 'Auth.PageTitle')}</h1>
        <Intro>{t(clientType === 'B2B' ? 'Auth.BusinessDialogIntro' : 'Auth.DialogIntro')}</Intro>
        <Kind>
          <Legend>{t('Auth.ChooseLogin')}</Legend>
          <ChoiceGroup>
            {(['B2C', 'B2B'] as const).map((type) => (
              <Choice key={type}>
                <input type="radio" name="client-type" value={type} checked={clientType === type} onChange={() => setClientType(type)} />
                <span>{t(type === 'B2B' ? 'Auth.KindBusiness' : 'Auth.KindConsumer')}</span>
              </Choice>
            ))}
          </ChoiceGroup>
        </Kind>
        <LoginForm
          key={`${clientType}:${email}`}
          clientType={clientType}
          initialEmail={email}
          onLoggedIn={async () => {
            setLeaving(true)
            await refresh()
            // The token flow writes the token cookie when it logged the visitor in, and removes it when not.
            const ok = readTokenCookie() !== null
            if (!ok) setLeaving(false)
            return ok
          }}
          onSuccess={() => void router.replace(returnTo)}
          onSwitch={(next, typed) => {
            setEmail(typed)
            setClientType(next)
          }}
        />
      </Card>
    </Message>
  )
}

export default LoginPage
