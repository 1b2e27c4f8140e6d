// "Dine data" on the account's front page (docs/adr/0024): the customer downloads everything the shop holds about
// them as a JSON file (GET /api/customer/export/), or deletes the account in a confirmation dialog that says what
// goes and what the books keep, and asks for the password again and a ticked box (POST /api/customer/delete/).
// After a deletion the visitor is a guest at once (the backend has ended every session), the basket id is forgotten,
// and the home page says what happened. While staff act as the customer, both are the customer's alone
// (docs/adr/0028-staff-acting-as-customers.md): a note instead.
import { useRouter } from 'next/router'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import * as z from 'zod'
import { Button } from '@/components/Button/Button'
import { fieldErrorText } from '@/components/Form/fieldErrors'
import { FormMessage } from '@/components/Form/fields'
import { CheckboxField, PasswordField } from '@/components/Form/TextField'
import { zodResolver } from '@/components/Form/zodResolver'
import { Modal } from '@/components/Modal/Modal'
import { showSuccessToast, useErrorToast } from '@/components/Toasts/Toasts'
import { paths } from '@/config/paths'
import { useActingStaff } from '@/features/auth/acting'
import { useAuth } from '@/features/auth/auth-context'
import { useBasket } from '@/features/basket/BasketProvider'
import { useDeleteCustomer } from '@/features/customer/api/delete-customer'
import { useExportCustomerData } from '@/features/customer/api/export-customer-data'
import type { Customer } from '@/features/customer/api/schemas'
import { isApiError } from '@/lib/apiError'
import { saveFile } from '@/lib/download'
import { useSaveErrorHandler } from '../serverErrors'
import { Actions, Card, Form, Muted } from '../styles'
import { theme } from '@/styles/theme'

const deleteSchema = z.object({
  Password: z.string().min(1, 'Account.Delete.PasswordRequired'),
  Confirm: z.boolean().refine((ticked) => ticked, 'Account.Delete.ConfirmRequired'),
})
type DeleteValues = z.infer<typeof deleteSchema>

const FIELDS = ['Password', 'Confirm'] as const

const Part = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  justify-items: start;

  & + & {
    padding-top: ${theme.space.md};
    border-top: 1px solid ${theme.colors.border};
  }

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`

/** Deleting is the one action here that cannot be undone: it looks like it, in the theme's error colour. */
const DeleteButton = styled(Button)`
  background: ${theme.colors.error};
  border-color: ${theme.colors.error};
  color: ${theme.colors.onPrimary};

  &:hover:not(:disabled) {
    background: ${theme.colors.primaryHover};
    border-color: ${theme.colors.primaryHover};
    color: ${theme.colors.onPrimary};
  }
`

const OpenDelete = styled(Button)`
  border-color: ${theme.colors.error};
  color: ${theme.colors.error};

  &:hover:not(:disabled) {
    color: ${theme.colors.error};
  }
`

const Explanation = styled.div`
  display: grid;
  gap: ${theme.space.sm};

  &:focus {
    outline: none;
  }

  &:focus-visible {
    ${theme.focusRing}
  }

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }

  p {
    margin: 0;
  }
`

/** Lets a password manager know whose password is asked for (it is not shown). */
const HiddenUsername = styled.input`
  display: none;
`

function DeleteAccountDialog({ customer, open, onClose }: { customer: Customer; open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const router = useRouter()
  const { forgetSession } = useAuth()
  const { clearBasket } = useBasket()
  const remove = useDeleteCustomer()
  const explanationRef = useRef<HTMLDivElement>(null)
  // The orders that still need the customer (409 OrdersInProgress): told in the dialog, where the customer is.
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useForm<DeleteValues>({
    defaultValues: { Password: '', Confirm: false },
    resolver: zodResolver(deleteSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const onSaveError = useSaveErrorHandler(form, FIELDS)
  const { errors, isSubmitting } = form.formState

  const close = () => {
    // A password does not stay in the page once the dialog is closed.
    form.reset()
    setRefusal(null)
    onClose()
  }

  const onSubmit = async ({ Password }: DeleteValues) => {
    setRefusal(null)
    try {
      await remove.mutateAsync({ Password })
    } catch (failure) {
      if (isApiError(failure) && failure.ErrorCode === 'OrdersInProgress' && failure.Message) {
        form.resetField('Password')
        setRefusal(failure.Message)
      } else {
        onSaveError(failure)
      }
      return
    }
    // The account and its sessions are gone on the server: forget them here, basket id included.
    clearBasket()
    forgetSession()
    showSuccessToast(t('Account.Delete.Done', { email: customer.Email }))
    void router.push(paths.home)
  }

  const business = customer.ClientType === 'B2B'
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('Account.Delete.Title')}
      initialFocusRef={explanationRef}
      closeOnOutsideClick={!isSubmitting}
    >
      <Form noValidate aria-label={t('Account.Delete.Title')} onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        {/* Focused first, so a screen reader reads what happens before the fields. */}
        <Explanation ref={explanationRef} tabIndex={-1} data-testid="delete-explanation">
          <p>
            <strong>{t('Account.Delete.Intro')}</strong>
          </p>
          <h3>{t('Account.Delete.DeletedHeading')}</h3>
          <p>{t('Account.Delete.Deleted')}</p>
          <h3>{t('Account.Delete.KeptHeading')}</h3>
          <p>{t(business ? 'Account.Delete.KeptBusiness' : 'Account.Delete.Kept')}</p>
          <p>{t('Account.Delete.OpenOrders')}</p>
          <Muted>{t('Account.Delete.ExportFirst')}</Muted>
        </Explanation>
        {refusal ? (
          <FormMessage $tone="error" role="alert" data-testid="delete-refused">
            <p>{refusal}</p>
          </FormMessage>
        ) : null}
        <HiddenUsername
          type="email"
          name="username"
          autoComplete="username"
          value={customer.Email}
          readOnly
          tabIndex={-1}
          aria-hidden="true"
        />
        <PasswordField
          label={t('Account.Delete.Password')}
          autoComplete="current-password"
          error={fieldErrorText(t, errors.Password)}
          {...form.register('Password')}
        />
        <CheckboxField
          label={t('Account.Delete.Confirm')}
          required
          error={fieldErrorText(t, errors.Confirm)}
          {...form.register('Confirm')}
        />
        <Actions>
          <DeleteButton type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('Account.Delete.Deleting') : t('Account.Delete.Submit')}
          </DeleteButton>
          <Button type="button" $variant="secondary" onClick={close} disabled={isSubmitting}>
            {t('Account.Delete.Cancel')}
          </Button>
        </Actions>
      </Form>
    </Modal>
  )
}

export function YourDataCard({ customer }: { customer: Customer }) {
  const { t } = useTranslation()
  const acting = useActingStaff()
  if (!acting) return <YourData customer={customer} />
  return (
    <Card aria-labelledby="account-data-heading">
      <h2 id="account-data-heading">{t('Account.Data.Heading')}</h2>
      <FormMessage $tone="info" data-testid="data-acting-note">
        <p>{t('Account.Data.Acting')}</p>
      </FormMessage>
    </Card>
  )
}

function YourData({ customer }: { customer: Customer }) {
  const { t } = useTranslation()
  const showError = useErrorToast()
  const exporter = useExportCustomerData()
  const [deleting, setDeleting] = useState(false)
  // The dialog (and the motion code it brings) is mounted the first time it opens, and kept for its closing animation.
  const [dialogMounted, setDialogMounted] = useState(false)

  const openDialog = () => {
    setDialogMounted(true)
    setDeleting(true)
  }

  const download = async () => {
    try {
      const file = await exporter.mutateAsync()
      saveFile(file.content, file.fileName, 'application/json')
      showSuccessToast(t('Account.Data.Exported'))
    } catch (error) {
      showError(error)
    }
  }

  return (
    <Card aria-labelledby="account-data-heading">
      <h2 id="account-data-heading">{t('Account.Data.Heading')}</h2>
      <Part>
        <p>{t('Account.Data.ExportText')}</p>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => void download()}
          disabled={exporter.isPending}
          aria-busy={exporter.isPending}
        >
          {exporter.isPending ? t('Account.Data.Exporting') : t('Account.Data.Export')}
        </Button>
      </Part>
      <Part>
        <h3>{t('Account.Data.DeleteHeading')}</h3>
        <p>{t('Account.Data.DeleteText')}</p>
        <OpenDelete type="button" $variant="secondary" aria-haspopup="dialog" onClick={openDialog}>
          {t('Account.Data.Delete')}
        </OpenDelete>
      </Part>
      {dialogMounted ? <DeleteAccountDialog customer={customer} open={deleting} onClose={() => setDeleting(false)} /> : null}
    </Card>
  )
}
