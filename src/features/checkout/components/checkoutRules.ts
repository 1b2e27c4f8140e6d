// The checkout's own field rules (docs/adr/0035): each error says what is wrong ("Postnummeret skal være 4 cifre",
// "Skriv dit fornavn") in the words the backend answers with (backend/src/shop/address/fields.ts; both read the
// contract's `Checkout.Field.*` texts), and every address and contact field says what it is to the browser's
// autofill and which keyboard it wants. Fields this file does not know keep the general rules of fieldDefinition.ts.
import * as z from 'zod'
import { isValidCvr, isValidEan, isValidPhone } from '@delikat/contract/identifiers'
import { allFields, fieldRule, isEditable, type FieldDefinition } from '@/components/Form/fieldDefinition'

/** A postcode's town, null for none (the lazily loaded list of usePostcodes.ts). */
export type TownOf = (zip: string) => string | null

type Hints = Pick<FieldDefinition, 'AutoComplete' | 'InputMode'>

/** Autocomplete tokens (WCAG 1.3.5) and keyboards by the shop's field names. */
const HINTS: Record<string, Hints> = {
  Name: { AutoComplete: 'name' },
  FirstName: { AutoComplete: 'given-name' },
  LastName: { AutoComplete: 'family-name' },
  Email: { AutoComplete: 'email', InputMode: 'email' },
  Phone: { AutoComplete: 'tel', InputMode: 'tel' },
  Company: { AutoComplete: 'organization' },
  Address: { AutoComplete: 'address-line1' },
  Zip: { AutoComplete: 'postal-code', InputMode: 'numeric' },
  City: { AutoComplete: 'address-level2' },
  Country: { AutoComplete: 'country' },
  Cvr: { AutoComplete: 'off', InputMode: 'numeric' },
  Ean: { AutoComplete: 'off', InputMode: 'numeric' },
}

/** The fields with their autocomplete token and keyboard (children too). */
export function withInputHints(fields: readonly FieldDefinition[]): FieldDefinition[] {
  return fields.map((field) => ({
    ...HINTS[field.Name],
    ...field,
    ...(field.ChildItems ? { ChildItems: withInputHints(field.ChildItems) } : {}),
  }))
}

const key = (name: string) => `Checkout.Field.${name}`
const digits = (value: string) => value.replace(/[\s-]/g, '')

/** The message key for an empty required field, and the check of a filled one (a message key, or null when fine). */
function checksFor(name: string, townOf: () => TownOf | null): { empty: string; check?: (value: string) => string | null } | null {
  switch (name) {
    case 'FirstName':
    case 'LastName':
    case 'Name':
    case 'Company':
    case 'Address':
    case 'City':
      return { empty: key(`${name}Required`) }
    case 'Zip':
      return {
        empty: key('ZipRequired'),
        check: (value) => {
          if (!/^\d{4}$/.test(value)) return key('ZipFormat')
          // Until the list has loaded, the server has the last word on whether the postcode exists.
          const lookup = townOf()
          return lookup && lookup(value) === null ? key('ZipUnknown') : null
        },
      }
    case 'Email':
      return { empty: key('EmailRequired'), check: (value) => (z.email().safeParse(value).success ? null : key('EmailFormat')) }
    case 'Phone':
      return { empty: key('PhoneRequired'), check: (value) => (isValidPhone(value) ? null : key('PhoneFormat')) }
    case 'Cvr':
      return { empty: key('CvrFormat'), check: (value) => (isValidCvr(digits(value)) ? null : key('CvrFormat')) }
    case 'Ean':
      return { empty: key('EanFormat'), check: (value) => (isValidEan(digits(value)) ? null : key('EanFormat')) }
    default:
      return null
  }
}

/** One field's rule: the checkout's where it has one, else the general one. */
export function checkoutFieldRule(field: FieldDefinition, townOf: () => TownOf | null): z.ZodType {
  const checks = field.FieldType === 'Boolean' || field.FieldType === 'BooleanWithChildItems' ? null : checksFor(field.Name, townOf)
  if (!checks) return fieldRule(field)
  return z
    .string()
    .trim()
    .superRefine((value, issue) => {
      if (value === '') {
        if (field.Required) issue.addIssue({ code: 'custom', message: checks.empty })
        return
      }
      const problem = checks.check?.(value)
      if (problem) issue.addIssue({ code: 'custom', message: problem })
    })
}

/** schemaForFields with the checkout's rules: children of a ticked BooleanWithChildItems only, read-only ones as they are. */
export function checkoutSchema(fields: readonly FieldDefinition[], townOf: () => TownOf | null) {
  const flat = allFields(fields)
  const children = new Set(flat.flatMap((field) => (field.ChildItems ?? []).map((child) => child.Name)))
  const shape: Record<string, z.ZodType> = {}
  for (const field of flat) {
    shape[field.Name] = !isEditable(field) || children.has(field.Name) ? z.unknown() : checkoutFieldRule(field, townOf)
  }
  return z.looseObject(shape).check((payload) => {
    const values = payload.value as Record<string, unknown>
    for (const parent of flat) {
      if (parent.FieldType !== 'BooleanWithChildItems' || values[parent.Name] !== true) continue
      for (const child of parent.ChildItems ?? []) {
        if (!isEditable(child)) continue
        const result = checkoutFieldRule(child, townOf).safeParse(values[child.Name])
        if (result.success) continue
        payload.issues.push({
          code: 'custom',
          message: result.error.issues[0]?.message ?? 'Forms.Required',
          path: [child.Name],
          input: values[child.Name],
        })
      }
    }
  })
}
