// The customer's marketing choices on the account's front page: the club (ClubMembership), the newsletter and the
// legitimate interests, saved with PUT /api/customer/. While staff act as the customer the choices are shown but locked: consents are the
// customer's own to give and withdraw (docs/adr/0028-staff-acting-as-customers.md).
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { fieldErrorText } from '@/components/Form/fieldErrors'
import { CheckboxLabel, FormMessage, Legend } from '@/components/Form/fields'
import { CheckboxField } from '@/components/Form/TextField'
import { showSuccessToast } from '@/components/Toasts/Toasts'
import { useActingStaff } from '@/features/auth/acting'
import { ClubMembership } from '@/features/club/components/ClubMembership'
import { useCustomerSettings, type CustomerSettings } from '@/features/customer/api/customer-settings'
import { LEGITIMATE_INTERESTS, type LegitimateInterest } from '@/features/customer/api/vocabulary'
import { useUpdateCustomer } from '@/features/customer/api/update-customer'
import { useSaveErrorHandler } from '../serverErrors'
import { Actions, Card, Form, Muted, SkeletonBlock } from '../styles'
import { Group } from './accountFormStyles'
import { theme } from '@/styles/theme'

const InterestList = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
`

type MarketingValues = { Newsletter: boolean; LegitimateInterests: LegitimateInterest[] }

function MarketingForm({ settings }: { settings: CustomerSettings }) {
  const { t } = useTranslation()
  const acting = useActingStaff()
  const update = useUpdateCustomer()
  const form = useForm<MarketingValues>({
    defaultValues: { Newsletter: settings.Newsletter, LegitimateInterests: settings.LegitimateInterests },
  })
  const onSaveError = useSaveErrorHandler(form, ['Newsletter', 'LegitimateInterests'])
  const { errors, isSubmitting } = form.formState

  const onSubmit = async (values: MarketingValues) => {
    // An unticked group arrives as false from react-hook-form, one ticked box as a string.
    const interests = ([] as unknown[])
      .concat(values.LegitimateInterests || [])
      .filter((value): value is LegitimateInterest => (LEGITIMATE_INTERESTS as readonly unknown[]).includes(value))
    try {
      const saved = await update.mutateAsync({ Newsletter: values.Newsletter, LegitimateInterests: interests })
      form.reset({
        Newsletter: saved.Newsletter,
        LegitimateInterests: saved.LegitimateInterests.filter((value): value is LegitimateInterest =>
          (LEGITIMATE_INTERESTS as readonly string[]).includes(value),
        ),
      })
      showSuccessToast(t('Account.Marketing.Saved'))
    } catch (failure) {
      onSaveError(failure)
    }
  }

  return (
    <Form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} aria-label={t('Account.Marketing.Heading')}>
      {acting ? (
        <FormMessage $tone="info" data-testid="consents-acting-note">
          <p>{t('Account.Marketing.Acting')}</p>
        </FormMessage>
      ) : null}
      <CheckboxField
        label={t('Account.Marketing.Newsletter')}
        hint={t('Account.Marketing.NewsletterHint')}
        error={fieldErrorText(t, errors.Newsletter)}
        {...form.register('Newsletter')}
        disabled={acting}
      />
      <Group aria-describedby="account-interests-hint">
        <Legend>{t('Account.Marketing.Interests')}</Legend>
        <Muted id="account-interests-hint">{t('Account.Marketing.InterestsHint')}</Muted>
        <InterestList>
          {LEGITIMATE_INTERESTS.map((interest) => (
            <CheckboxLabel key={interest}>
              <input type="checkbox" value={interest} {...form.register('LegitimateInterests')} disabled={acting} />
              <span>{t(`Account.Marketing.Interest.${interest}`)}</span>
            </CheckboxLabel>
          ))}
        </InterestList>
        {errors.LegitimateInterests ? (
          <FormMessage $tone="error" role="alert">
            <p>{fieldErrorText(t, errors.LegitimateInterests as { type: string; message?: string })}</p>
          </FormMessage>
        ) : null}
      </Group>
      {acting ? null : (
        <Actions>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('Account.Saving') : t('Account.Marketing.Save')}
          </Button>
        </Actions>
      )}
    </Form>
  )
}

export function MarketingCard() {
  const { t } = useTranslation()
  const settings = useCustomerSettings()
  return (
    <Card aria-labelledby="account-marketing-heading" aria-busy={settings.isPending}>
      <h2 id="account-marketing-heading">{t('Account.Marketing.Heading')}</h2>
      {/* Joining and leaving the club (docs/api/marketing.md). */}
      <ClubMembership />
      {settings.data ? (
        <MarketingForm settings={settings.data} />
      ) : settings.isError ? (
        <>
          <FormMessage $tone="error" role="alert">
            <p>{t('Account.Marketing.LoadFailed')}</p>
          </FormMessage>
          <Actions>
            <Button type="button" $variant="secondary" onClick={() => void settings.refetch()} disabled={settings.isFetching}>
              {t('Account.TryAgain')}
            </Button>
          </Actions>
        </>
      ) : (
        <SkeletonBlock $height="120px" aria-hidden="true" />
      )}
    </Card>
  )
}
