// Becoming a customer (the createCustomer block renders it), as a consumer (B2C) or a business (B2B). A guest
// gets the sign-up wizard; after the sign-up the new customer is logged in and stays on the page with a
// welcome and links onward (the account, the shop). A visitor who is logged in already is told so. A business is
// told before and after that it pays by card until customer service approves it for invoice.
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { Panel } from '@/components/Cards/Panel'
import { FormMessage } from '@/components/Form/fields'
import { BlockSection } from '@/components/Section/BlockSection'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/auth-context'
import type { ClientType } from '@/features/customer/api/schemas'
import { SignUpWizard, type SignUpResult } from './SignUpWizard'
import { theme } from '@/styles/theme'

const SignUpPanel = styled(Panel)`
  justify-items: stretch;
  padding: ${theme.space.md};

  ${theme.media.tablet} {
    padding: ${theme.space.xl};
  }
`

const HaveAccount = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
`

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`

const Welcome = styled.div`
  display: grid;
  gap: ${theme.space.md};

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }

  h3:focus {
    outline: none;
  }
`

function SignedUp({ result, clientType }: { result: SignUpResult; clientType: ClientType }) {
  const { t } = useTranslation()
  const { openLogin } = useAuth()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { customer } = result

  // The wizard is gone: move the focus to the message that replaced it.
  useEffect(() => headingRef.current?.focus(), [])

  return (
    <Welcome data-testid="signup-success">
      <h3 ref={headingRef} tabIndex={-1}>
        {t('Signup.Success.Title', { name: customer.FirstName })}
      </h3>
      <FormMessage $tone="success" role="status">
        <p>
          {result.loggedIn
            ? clientType === 'B2B'
              ? t('Signup.Success.TextB2B', { company: customer.Company, email: customer.Email })
              : t('Signup.Success.Text', { email: customer.Email })
            : t('Signup.Success.LogInNow', { email: customer.Email })}
        </p>
        {clientType === 'B2B' ? <p>{t('Signup.InvoiceApproval')}</p> : null}
        {result.invoiceDefaultsSaved ? null : <p>{t('Signup.Success.InvoiceDefaultsFailed')}</p>}
      </FormMessage>
      <Links>
        {result.loggedIn ? (
          <ButtonLink href={paths.account}>{t('Signup.Success.ToAccount')}</ButtonLink>
        ) : (
          <Button type="button" onClick={() => openLogin({ clientType })}>
            {t('Account.LogIn')}
          </Button>
        )}
        <ButtonLink href={paths.home} $variant="secondary">
          {t('Signup.Success.ToShop')}
        </ButtonLink>
      </Links>
    </Welcome>
  )
}

type Props = {
  /** The editor's title and intro; each falls back to the client type's own text. */
  title: string | null
  text: string | null
  clientType: ClientType
}

export function SignUp({ title, text, clientType }: Props) {
  const { t } = useTranslation()
  const { status, customer, openLogin } = useAuth()
  const [result, setResult] = useState<SignUpResult | null>(null)
  // Set while this page's own sign-up runs: its login must not turn the wizard into "you are logged in already".
  const [sending, setSending] = useState(false)
  const business = clientType === 'B2B'

  let content
  if (result) {
    content = <SignedUp result={result} clientType={clientType} />
  } else if (status === 'authenticated' && customer && !sending) {
    content = (
      <>
        <p>{t('Signup.AlreadyLoggedIn', { name: `${customer.FirstName} ${customer.LastName}`.trim() })}</p>
        <Links>
          <ButtonLink href={paths.account}>{t('Signup.Success.ToAccount')}</ButtonLink>
          <ButtonLink href={paths.home} $variant="secondary">
            {t('Signup.Success.ToShop')}
          </ButtonLink>
        </Links>
      </>
    )
  } else {
    content = (
      <>
        <p>{text || (business ? t('CreateCustomer.IntroB2B') : t('CreateCustomer.IntroB2C'))}</p>
        {/* Beside the editor's intro too, which need not say it. */}
        {business ? (
          <FormMessage $tone="info" data-testid="invoice-approval">
            <p>{t('Signup.InvoiceApproval')}</p>
          </FormMessage>
        ) : null}
        <HaveAccount>
          {t('CreateCustomer.HaveAccount')}
          <Button type="button" $variant="ghost" onClick={() => openLogin({ clientType })}>
            {t(business ? 'Signup.LogInBusiness' : 'Account.LogIn')}
          </Button>
        </HaveAccount>
        <SignUpWizard clientType={clientType} onSending={setSending} onSignedUp={setResult} />
      </>
    )
  }

  return (
    <BlockSection
      title={title || (business ? t('CreateCustomer.TitleB2B') : t('CreateCustomer.TitleB2C'))}
      width="narrow"
      data-block="createCustomer"
    >
      <SignUpPanel data-client-type={clientType}>{content}</SignUpPanel>
    </BlockSection>
  )
}
