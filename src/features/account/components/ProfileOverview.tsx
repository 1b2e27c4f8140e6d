// The account's front page (/konto/): a greeting with the latest order, the customer's details, their marketing
// choices, and their data (download it, or delete the account: YourDataCard). Details and choices are two forms,
// each saved on its own with PUT /api/customer/ (docs/product.md §5: they validate on submit, revalidate on change, focus the
// first field with an error and show the server's field errors beneath the fields). A business customer also edits
// the company and invoice fields (docs/product.md §3); e-mail, CVR and the customer number are shown read-only, since only
// customer service changes them (docs/api/customers.md).
import Link from 'next/link'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import * as z from 'zod'
import { COMPANY_MAX_LENGTH, INVOICE_CODE_MAX_LENGTH, INVOICE_TEXT_MAX_LENGTH } from '@delikat/contract/customers'
import { Button } from '@/components/Button/Button'
import { fieldErrorText } from '@/components/Form/fieldErrors'
import { CheckboxLabel, FieldGrid, Fieldset, FormMessage, Legend } from '@/components/Form/fields'
import { CheckboxField, TextField } from '@/components/Form/TextField'
import { showSuccessToast } from '@/components/Toasts/Toasts'
import { paths } from '@/config/paths'
import { zodResolver } from '@/components/Form/zodResolver'
import { useCustomerSettings, type CustomerSettings } from '@/features/customer/api/customer-settings'
import { LEGITIMATE_INTERESTS, type Customer, type LegitimateInterest } from '@/features/customer/api/schemas'
import { useUpdateCustomer } from '@/features/customer/api/update-customer'
import { addressSchema, citySchema, eanSchema, nameSchema, phoneSchema, zipSchema } from '@/lib/validation'
import { statusLabel, useOrderSettings } from '@/features/orders/api/order-settings'
import { ORDER_SEARCH_FIRST_PAGE, useOrders } from '@/features/orders/api/search-orders'
import { formatOrderDate } from '@/features/orders/format'
import { toLocale } from '@/lib/culture'
import { moneyText } from '@/lib/money'
import { useSaveErrorHandler } from '../serverErrors'
import { Actions, Card, Facts, Form, Muted, SkeletonBlock } from '../styles'
import { YourDataCard } from './YourDataCard'

const optionalText = (max: number) => z.string().trim().max(max, 'Forms.MaxLength')

const consumerProfileSchema = z.object({
  FirstName: nameSchema,
  LastName: nameSchema,
  Phone: phoneSchema,
  Address: addressSchema,
  Zip: zipSchema,
  City: citySchema,
  // Not on a consumer's form; carried along so both forms share one shape.
  Company: z.string(),
  Ean: z.string(),
  OrderedBy: z.string(),
  Department: z.string(),
  PlacementNumber: z.string(),
  CostPlace: z.string(),
  Accounting: z.string(),
})

const businessProfileSchema = consumerProfileSchema.extend({
  Company: z.string().trim().min(1, 'Forms.Required').max(COMPANY_MAX_LENGTH, 'Forms.MaxLength'),
  Ean: eanSchema,
  OrderedBy: optionalText(INVOICE_TEXT_MAX_LENGTH),
  Department: optionalText(INVOICE_TEXT_MAX_LENGTH),
  PlacementNumber: optionalText(INVOICE_CODE_MAX_LENGTH),
  CostPlace: optionalText(INVOICE_CODE_MAX_LENGTH),
  Accounting: optionalText(INVOICE_CODE_MAX_LENGTH),
})

type ProfileValues = z.infer<typeof consumerProfileSchema>

/** The form's fields in its order: the first with a server error takes the focus. */
const CONSUMER_FIELDS = ['FirstName', 'LastName', 'Phone', 'Address', 'Zip', 'City'] as const
const BUSINESS_FIELDS = ['Company', 'Ean', 'OrderedBy', 'Department', 'PlacementNumber', 'CostPlace', 'Accounting'] as const
const ALL_FIELDS = [...CONSUMER_FIELDS, ...BUSINESS_FIELDS] as const

function profileValues(customer: Customer): ProfileValues {
  return {
    FirstName: customer.FirstName,
    LastName: customer.LastName,
    Phone: customer.Phone,
    Address: customer.Address,
    Zip: customer.Zip,
    City: customer.City,
    Company: customer.Company,
    Ean: customer.Ean,
    OrderedBy: customer.OrderedBy,
    Department: customer.Department,
    PlacementNumber: customer.PlacementNumber,
    CostPlace: customer.CostPlace,
    Accounting: customer.Accounting,
  }
}

/** A group of fields under its legend, with room between the legend, its note and the fields. */
const Group = styled(Fieldset)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  & > legend {
    margin-bottom: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

const Intro = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const LatestOrder = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  grid-template-columns: repeat(2, minmax(0, 1fr));

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  div {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`

const InterestList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`

function LatestOrderCard() {
  const { t, i18n } = useTranslation()
  const locale = toLocale(i18n.language)
  const orders = useOrders(ORDER_SEARCH_FIRST_PAGE)
  const settings = useOrderSettings()
  const latest = orders.data?.Orders[0]

  let content
  if (orders.isPending) {
    content = <SkeletonBlock $height="64px" aria-hidden="true" />
  } else if (orders.isError) {
    content = <Muted>{t('Account.Overview.OrdersFailed')}</Muted>
  } else if (!latest) {
    content = (
      <p>
        {t('Account.Overview.NoOrders')} <Link href={paths.home}>{t('Account.GoShopping')}</Link>
      </p>
    )
  } else {
    content = (
      <>
        <LatestOrder>
          <div>
            <dt>{t('Account.Orders.OrderNumber')}</dt>
            <dd>{latest.OrderNumber}</dd>
          </div>
          <div>
            <dt>{t('Account.Orders.Date')}</dt>
            <dd>{formatOrderDate(latest.PlacedAt, locale) ?? ''}</dd>
          </div>
          <div>
            <dt>{t('Account.Orders.Status')}</dt>
            <dd>{statusLabel(settings.data, latest.Status)}</dd>
          </div>
          <div>
            <dt>{t('Account.Orders.Total')}</dt>
            <dd>{moneyText(latest.Total)}</dd>
          </div>
        </LatestOrder>
        <Actions>
          <Link href={paths.accountOrder(latest.Uid)}>{t('Account.Orders.ShowReceiptFor', { number: latest.OrderNumber })}</Link>
          <Link href={paths.accountOrders}>{t('Account.Overview.AllOrders')}</Link>
        </Actions>
      </>
    )
  }

  return (
    <Card aria-labelledby="account-latest-order" aria-busy={orders.isPending}>
      <h2 id="account-latest-order">{t('Account.Overview.LatestOrder')}</h2>
      {content}
    </Card>
  )
}

function ProfileForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation()
  const business = customer.ClientType === 'B2B'
  const update = useUpdateCustomer()
  const form = useForm<ProfileValues>({
    defaultValues: profileValues(customer),
    resolver: zodResolver(business ? businessProfileSchema : consumerProfileSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const onSaveError = useSaveErrorHandler(form, business ? ALL_FIELDS : CONSUMER_FIELDS)
  const { errors, isSubmitting } = form.formState
  const error = (name: keyof ProfileValues) => fieldErrorText(t, errors[name])

  const onSubmit = async (values: ProfileValues) => {
    const consumer = {
      FirstName: values.FirstName,
      LastName: values.LastName,
      Phone: values.Phone,
      Address: values.Address,
      Zip: values.Zip,
      City: values.City,
    }
    try {
      const saved = await update.mutateAsync(
        business
          ? {
              ...consumer,
              Company: values.Company,
              Ean: values.Ean,
              OrderedBy: values.OrderedBy,
              Department: values.Department,
              PlacementNumber: values.PlacementNumber,
              CostPlace: values.CostPlace,
              Accounting: values.Accounting,
            }
          : consumer,
      )
      // The form now holds what was saved (the server may tidy a value, e.g. spaces in a phone number).
      form.reset(profileValues(saved))
      showSuccessToast(t('Account.Profile.Saved'))
    } catch (failure) {
      onSaveError(failure)
    }
  }

  return (
    <Card aria-labelledby="account-profile-heading">
      <h2 id="account-profile-heading">{t('Account.Profile.Heading')}</h2>
      <Facts>
        <div>
          <dt>{t('Account.Profile.Email')}</dt>
          <dd>{customer.Email}</dd>
        </div>
        {business ? (
          <div>
            <dt>{t('Account.Profile.Cvr')}</dt>
            <dd>{customer.Cvr || t('Forms.Empty')}</dd>
          </div>
        ) : null}
      </Facts>
      <Muted>{t(business ? 'Account.Profile.ReadOnlyBusiness' : 'Account.Profile.ReadOnly')}</Muted>
      <Form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} aria-label={t('Account.Profile.Heading')}>
        {business ? (
          <Group>
            <Legend>{t('Account.Profile.Company')}</Legend>
            <FieldGrid>
              <TextField
                label={t('Account.Field.Company')}
                autoComplete="organization"
                error={error('Company')}
                {...form.register('Company')}
              />
              <TextField
                label={t('Account.Field.Ean')}
                hint={t('Account.Field.EanHint')}
                inputMode="numeric"
                optional
                span="half"
                error={error('Ean')}
                {...form.register('Ean')}
              />
            </FieldGrid>
          </Group>
        ) : null}
        <Group>
          <Legend>{t(business ? 'Account.Profile.ContactPerson' : 'Account.Profile.NameAndAddress')}</Legend>
          <FieldGrid>
            <TextField
              label={t('Account.Field.FirstName')}
              autoComplete="given-name"
              span="half"
              error={error('FirstName')}
              {...form.register('FirstName')}
            />
            <TextField
              label={t('Account.Field.LastName')}
              autoComplete="family-name"
              span="half"
              error={error('LastName')}
              {...form.register('LastName')}
            />
            <TextField
              label={t('Account.Field.Phone')}
              hint={t('Account.Field.PhoneHint')}
              type="tel"
              autoComplete="tel"
              span="half"
              error={error('Phone')}
              {...form.register('Phone')}
            />
            <TextField
              label={t('Account.Field.Address')}
              autoComplete="street-address"
              error={error('Address')}
              {...form.register('Address')}
            />
            <TextField
              label={t('Account.Field.Zip')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              span="half"
              error={error('Zip')}
              {...form.register('Zip')}
            />
            <TextField
              label={t('Account.Field.City')}
              autoComplete="address-level2"
              span="half"
              error={error('City')}
              {...form.register('City')}
            />
          </FieldGrid>
        </Group>
        {business ? (
          <Group>
            <Legend>{t('Account.Profile.Invoice')}</Legend>
            <Muted>{t('Account.Profile.InvoiceIntro')}</Muted>
            <FieldGrid>
              <TextField
                label={t('Account.Field.OrderedBy')}
                optional
                span="half"
                error={error('OrderedBy')}
                {...form.register('OrderedBy')}
              />
              <TextField
                label={t('Account.Field.Department')}
                optional
                span="half"
                error={error('Department')}
                {...form.register('Department')}
              />
              <TextField
                label={t('Account.Field.PlacementNumber')}
                optional
                span="half"
                error={error('PlacementNumber')}
                {...form.register('PlacementNumber')}
              />
              <TextField
                label={t('Account.Field.CostPlace')}
                optional
                span="half"
                error={error('CostPlace')}
                {...form.register('CostPlace')}
              />
              <TextField
                label={t('Account.Field.Accounting')}
                optional
                span="half"
                error={error('Accounting')}
                {...form.register('Accounting')}
              />
            </FieldGrid>
          </Group>
        ) : null}
        <Actions>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('Account.Saving') : t('Account.Profile.Save')}
          </Button>
        </Actions>
      </Form>
    </Card>
  )
}

type MarketingValues = { Newsletter: boolean; LegitimateInterests: LegitimateInterest[] }

function MarketingForm({ settings }: { settings: CustomerSettings }) {
  const { t } = useTranslation()
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
      {settings.ClubMember ? (
        <FormMessage $tone="info">
          <p>{t('Account.Marketing.ClubMember')}</p>
        </FormMessage>
      ) : null}
      <CheckboxField
        label={t('Account.Marketing.Newsletter')}
        hint={t('Account.Marketing.NewsletterHint')}
        error={fieldErrorText(t, errors.Newsletter)}
        {...form.register('Newsletter')}
      />
      <Group aria-describedby="account-interests-hint">
        <Legend>{t('Account.Marketing.Interests')}</Legend>
        <Muted id="account-interests-hint">{t('Account.Marketing.InterestsHint')}</Muted>
        <InterestList>
          {LEGITIMATE_INTERESTS.map((interest) => (
            <CheckboxLabel key={interest}>
              <input type="checkbox" value={interest} {...form.register('LegitimateInterests')} />
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
      <Actions>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('Account.Saving') : t('Account.Marketing.Save')}
        </Button>
      </Actions>
    </Form>
  )
}

function MarketingCard() {
  const { t } = useTranslation()
  const settings = useCustomerSettings()
  return (
    <Card aria-labelledby="account-marketing-heading" aria-busy={settings.isPending}>
      <h2 id="account-marketing-heading">{t('Account.Marketing.Heading')}</h2>
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

export function ProfileOverview({ customer }: { customer: Customer }) {
  const { t } = useTranslation()
  const business = customer.ClientType === 'B2B'
  return (
    <>
      <Intro>
        {business && customer.Company
          ? t('Account.Overview.HelloBusiness', { name: customer.FirstName, company: customer.Company })
          : t('Account.Overview.Hello', { name: customer.FirstName })}
      </Intro>
      <LatestOrderCard />
      <ProfileForm customer={customer} />
      <MarketingCard />
      <YourDataCard customer={customer} />
    </>
  )
}
