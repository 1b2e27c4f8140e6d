// The sign-up form behind the createCustomer wizard: its values, its rules (the same as the backend's,
// docs/api/customers.md "Field rules"), its steps with their fields, and the body of POST /api/customer/.
import type { TFunction } from 'i18next'
import { COMPANY_MAX_LENGTH, INVOICE_TEXT_MAX_LENGTH } from '@delikat/contract/customers'
import * as z from 'zod'
import type { FieldDefinition } from '@/components/Form/fieldDefinition'
import type { CreateCustomerBody } from '@/features/customer/api/create-customer'
import type { ClientType } from '@/features/customer/api/schemas'
import {
  addressSchema,
  citySchema,
  cvrSchema,
  eanSchema,
  emailSchema,
  nameSchema,
  passwordSchema,
  phoneSchema,
  zipSchema,
} from '@/lib/validation'

export type SignUpValues = {
  Email: string
  Password: string
  RepeatPassword: string
  FirstName: string
  LastName: string
  Phone: string
  Address: string
  Zip: string
  City: string
  Company: string
  Cvr: string
  Ean: string
  OrderedBy: string
  Department: string
  Newsletter: boolean
  ClubMember: boolean
  ClubMemberConsent: boolean
  AcceptTerms: boolean
}

export type SignUpField = keyof SignUpValues

export const EMPTY_SIGN_UP: SignUpValues = {
  Email: '',
  Password: '',
  RepeatPassword: '',
  FirstName: '',
  LastName: '',
  Phone: '',
  Address: '',
  Zip: '',
  City: '',
  Company: '',
  Cvr: '',
  Ean: '',
  OrderedBy: '',
  Department: '',
  Newsletter: false,
  ClubMember: false,
  ClubMemberConsent: false,
  AcceptTerms: false,
}

/** An empty field says "required" before any format message. */
const required = (rule: z.ZodType<string, string>) => z.string().trim().min(1, 'Forms.Required').pipe(rule)

/**
 * The rules of every field for one client type (messages are Forms.* translation keys). The rules across fields
 * (the repeated password, the club consent) run even while other fields fail, so a wizard step checked on its own
 * gets them too.
 */
export function signUpSchema(clientType: ClientType) {
  const business = clientType === 'B2B'
  const anyText = z.string()
  return (
    z
      .object({
        Email: emailSchema,
        Password: passwordSchema,
        RepeatPassword: z.string().min(1, 'Forms.RepeatPassword'),
        FirstName: nameSchema,
        LastName: nameSchema,
        Phone: required(phoneSchema),
        Address: addressSchema,
        Zip: required(zipSchema),
        City: citySchema,
        Company: business ? z.string().trim().min(1, 'Forms.Required').max(COMPANY_MAX_LENGTH, 'Forms.MaxLength') : anyText,
        Cvr: business ? required(cvrSchema) : anyText,
        Ean: business ? eanSchema : anyText,
        OrderedBy: business ? z.string().trim().max(INVOICE_TEXT_MAX_LENGTH, 'Forms.MaxLength') : anyText,
        Department: business ? z.string().trim().max(INVOICE_TEXT_MAX_LENGTH, 'Forms.MaxLength') : anyText,
        Newsletter: z.boolean(),
        ClubMember: z.boolean(),
        ClubMemberConsent: z.boolean(),
        AcceptTerms: z.boolean().refine((accepted) => accepted, 'Forms.AcceptTerms'),
      })
      .refine((values) => values.RepeatPassword === '' || values.RepeatPassword === values.Password, {
        path: ['RepeatPassword'],
        message: 'Forms.PasswordsDiffer',
        when: () => true,
      })
      // docs/product.md §6: club membership requires consent.
      .refine((values) => !values.ClubMember || values.ClubMemberConsent, {
        path: ['ClubMemberConsent'],
        message: 'Forms.ClubConsentRequired',
        when: () => true,
      })
  )
}

export type SignUpStep = {
  id: 'login' | 'company' | 'details' | 'confirm'
  title: string
  fields: { field: FieldDefinition; span: 'full' | 'half' }[]
}

const text = (Name: SignUpField, Label: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  Name,
  FieldType: 'Text',
  DisplayMode: 'EditableInline',
  Label,
  Value: '',
  Required: true,
  ...extra,
})

/** The steps for a client type: login details, (company,) contact and address, confirm. */
export function signUpSteps(t: TFunction, clientType: ClientType): SignUpStep[] {
  const business = clientType === 'B2B'
  const login: SignUpStep = {
    id: 'login',
    title: t('Signup.Step.Login'),
    fields: [
      { field: text('Email', t('Signup.Field.Email'), { FieldType: 'Email', Hint: t('Signup.Field.EmailHint') }), span: 'full' },
      {
        field: text('Password', t('Signup.Field.Password'), {
          FieldType: 'Password',
          Hint: t('Forms.PasswordHint'),
          AutoComplete: 'new-password',
        }),
        span: 'full',
      },
      {
        field: text('RepeatPassword', t('Signup.Field.RepeatPassword'), { FieldType: 'Password', AutoComplete: 'new-password' }),
        span: 'full',
      },
    ],
  }
  const company: SignUpStep = {
    id: 'company',
    title: t('Signup.Step.Company'),
    fields: [
      { field: text('Company', t('Signup.Field.Company'), { MaxLength: COMPANY_MAX_LENGTH }), span: 'full' },
      {
        field: text('Cvr', t('Signup.Field.Cvr'), { Hint: t('Signup.Field.CvrHint'), InputMode: 'numeric', AutoComplete: 'off' }),
        span: 'half',
      },
      {
        field: text('Ean', t('Signup.Field.Ean'), {
          Required: false,
          Hint: t('Signup.Field.EanHint'),
          InputMode: 'numeric',
          AutoComplete: 'off',
        }),
        span: 'half',
      },
      {
        field: text('OrderedBy', t('Signup.Field.OrderedBy'), {
          Required: false,
          Hint: t('Signup.Field.OrderedByHint'),
          MaxLength: INVOICE_TEXT_MAX_LENGTH,
        }),
        span: 'half',
      },
      {
        field: text('Department', t('Signup.Field.Department'), {
          Required: false,
          MaxLength: INVOICE_TEXT_MAX_LENGTH,
          AutoComplete: 'off',
        }),
        span: 'half',
      },
    ],
  }
  const details: SignUpStep = {
    id: 'details',
    title: t(business ? 'Signup.Step.Contact' : 'Signup.Step.Details'),
    fields: [
      { field: text('FirstName', t('Signup.Field.FirstName')), span: 'half' },
      { field: text('LastName', t('Signup.Field.LastName')), span: 'half' },
      { field: text('Phone', t('Signup.Field.Phone'), { FieldType: 'Phone' }), span: 'full' },
      { field: text('Address', t('Signup.Field.Address'), { Hint: t('Signup.Field.AddressHint') }), span: 'full' },
      { field: text('Zip', t('Signup.Field.Zip'), { InputMode: 'numeric', MaxLength: 4 }), span: 'half' },
      { field: text('City', t('Signup.Field.City')), span: 'half' },
    ],
  }
  const flag = (Name: SignUpField, Label: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
    Name,
    FieldType: 'Boolean',
    DisplayMode: 'EditableInline',
    Label,
    Value: false,
    Required: false,
    ...extra,
  })
  const confirm: SignUpStep = {
    id: 'confirm',
    title: t('Signup.Step.Confirm'),
    fields: [
      { field: flag('Newsletter', t('Signup.Field.Newsletter')), span: 'full' },
      // The customer club is for consumers; business customers get their terms through their agreement.
      ...(business
        ? []
        : [
            {
              field: flag('ClubMember', t('Signup.Field.ClubMember'), {
                FieldType: 'BooleanWithChildItems',
                Hint: t('Signup.Field.ClubMemberHint'),
                ChildItems: [
                  flag('ClubMemberConsent', t('Signup.Field.ClubMemberConsent'), { Required: true, Hint: t('Signup.Field.ClubTerms') }),
                ],
              }),
              span: 'full' as const,
            },
          ]),
      { field: flag('AcceptTerms', t('Signup.Field.AcceptTerms'), { Required: true }), span: 'full' },
    ],
  }
  return business ? [login, company, details, confirm] : [login, details, confirm]
}

/** The names a step checks (children of a BooleanWithChildItems included), in the order of the form. */
export function stepFieldNames(step: SignUpStep): SignUpField[] {
  return step.fields.flatMap(({ field }) => [field.Name, ...(field.ChildItems ?? []).map((child) => child.Name)]) as SignUpField[]
}

/** POST /api/customer/ body from the checked values. */
export function toCreateCustomerBody(clientType: ClientType, values: SignUpValues): CreateCustomerBody {
  const business = clientType === 'B2B'
  return {
    ClientType: clientType,
    Email: values.Email.trim(),
    Password: values.Password,
    FirstName: values.FirstName.trim(),
    LastName: values.LastName.trim(),
    Phone: values.Phone.trim(),
    Address: values.Address.trim(),
    Zip: values.Zip.trim(),
    City: values.City.trim(),
    ...(business ? { Company: values.Company.trim(), Cvr: values.Cvr.replace(/\s/g, ''), Ean: values.Ean.replace(/\s/g, '') } : {}),
    Newsletter: values.Newsletter,
    ClubMember: !business && values.ClubMember,
    ClubMemberConsent: !business && values.ClubMember && values.ClubMemberConsent,
    AcceptTerms: true,
  }
}
