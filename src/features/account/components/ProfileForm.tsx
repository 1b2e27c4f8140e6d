// The customer's details on the account's front page, saved with PUT /api/customer/: name, phone and address, and
// for a business customer the company and invoice fields. E-mail and CVR are shown read-only; while staff act as the
// customer, the e-mail is the customer's own to change (docs/adr/0028-staff-acting-as-customers.md).
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/i18n/texts'
import * as z from 'zod'
import { COMPANY_MAX_LENGTH, INVOICE_CODE_MAX_LENGTH, INVOICE_TEXT_MAX_LENGTH } from '@delikat/contract/customers'
import { Button } from '@/components/Button/Button'
import { fieldErrorText } from '@/components/Form/fieldErrors'
import { FieldGrid, Legend } from '@/components/Form/fields'
import { TextField } from '@/components/Form/TextField'
import { showSuccessToast } from '@/components/Toasts/Toasts'
import { zodResolver } from '@/components/Form/zodResolver'
import { useActingStaff } from '@/features/auth/acting'
import type { Customer } from '@/features/customer/api/schemas'
import { useUpdateCustomer } from '@/features/customer/api/update-customer'
import { addressSchema, citySchema, eanSchema, nameSchema, phoneSchema, zipSchema } from '@/lib/validation'
import { useSaveErrorHandler } from '../serverErrors'
import { Actions, Card, Facts, Form, Muted } from '../styles'
import { Group } from './accountFormStyles'

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

export function ProfileForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation()
  const business = customer.ClientType === 'B2B'
  const acting = useActingStaff()
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
          {acting ? (
            <Muted as="dd" data-testid="email-acting-note">
              {t('Account.Profile.EmailActing')}
            </Muted>
          ) : null}
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
