// Field definitions as the shop API sends them (docs/api/README.md invoicedetails: `{ Name, FieldType, DisplayMode, Label, Value,
// Required, Options? }`) with the field types of docs/product.md §5 and the display modes of docs/product.md §4, plus what the forms
// need to validate them: default values and a zod schema built from the definitions.
import * as z from 'zod'
import { emailSchema, phoneSchema } from '@/lib/validation'

/** docs/product.md §5 field types. */
export const FIELD_TYPES = [
  'Text',
  'TextMultiline',
  'DropdownWithTextValue',
  'Password',
  'Email',
  'Phone',
  'Boolean',
  'BooleanWithChildItems',
] as const
export type FieldType = (typeof FIELD_TYPES)[number]

/** docs/product.md §4 field display modes. */
export const DISPLAY_MODES = [
  'Unspecified',
  'Readonly',
  'ReadonlyButEditableInModal',
  'Hidden',
  'HiddenButEditableInModal',
  'EditableInline',
] as const
export type DisplayMode = (typeof DISPLAY_MODES)[number]

export type FieldOption = { Value: string; Label: string }

export type FieldValue = string | boolean

export interface FieldDefinition {
  /** The form value's name; the server's error map uses the same key. */
  Name: string
  FieldType: FieldType
  DisplayMode: DisplayMode
  Label: string
  /** The value the field starts with (text, or a flag for the Boolean types). */
  Value?: FieldValue | null
  Required: boolean
  /** DropdownWithTextValue: the choices. */
  Options?: readonly FieldOption[] | null
  /** BooleanWithChildItems: the fields shown (and validated) only while the box is ticked. */
  ChildItems?: readonly FieldDefinition[] | null
  /** Storefront-side extras, not sent by the API: a hint beneath the field (e.g. the password rules) and the
   * autocomplete token when the field's name does not imply one (WCAG 1.3.5). */
  Hint?: string
  AutoComplete?: string
  InputMode?: 'text' | 'numeric' | 'tel' | 'email'
  MaxLength?: number
}

export const fieldDefinitionSchema: z.ZodType<FieldDefinition> = z.lazy(() =>
  z.looseObject({
    Name: z.string().min(1),
    FieldType: z.enum(FIELD_TYPES),
    DisplayMode: z.enum(DISPLAY_MODES).catch('Unspecified'),
    Label: z.string(),
    Value: z.union([z.string(), z.boolean()]).nullish(),
    Required: z.boolean().default(false),
    Options: z.array(z.looseObject({ Value: z.string(), Label: z.string() })).nullish(),
    ChildItems: z.array(fieldDefinitionSchema).nullish(),
  }),
)

export const isBooleanField = (field: Pick<FieldDefinition, 'FieldType'>) =>
  field.FieldType === 'Boolean' || field.FieldType === 'BooleanWithChildItems'

/** The visitor can change the value (inline or in a modal); Readonly and Hidden fields are passed on as they are. */
export const isEditable = (field: Pick<FieldDefinition, 'DisplayMode'>) =>
  field.DisplayMode !== 'Readonly' && field.DisplayMode !== 'Hidden'

/** The definitions and their children, flat. */
export function allFields(fields: readonly FieldDefinition[]): FieldDefinition[] {
  return fields.flatMap((field) => [field, ...allFields(field.ChildItems ?? [])])
}

/** react-hook-form defaultValues for the definitions (children included). */
export function defaultValuesFor(fields: readonly FieldDefinition[]): Record<string, FieldValue> {
  return Object.fromEntries(
    allFields(fields).map((field) => [
      field.Name,
      isBooleanField(field) ? field.Value === true : typeof field.Value === 'string' ? field.Value : '',
    ]),
  )
}

/** One field's rule; messages are the translation keys of the Forms.* texts. */
export function fieldRule(field: FieldDefinition): z.ZodType {
  if (isBooleanField(field)) {
    return field.Required ? z.boolean().refine((checked) => checked, 'Forms.RequiredCheckbox') : z.boolean()
  }
  // Empty: "required" before any format message; an optional field may stay empty.
  const optional = (rule: z.ZodType<string, string>) =>
    field.Required ? z.string().trim().min(1, 'Forms.Required').pipe(rule) : z.union([z.literal(''), rule])
  const text = z.string().trim()
  const withMax = field.MaxLength ? text.max(field.MaxLength, 'Forms.MaxLength') : text
  switch (field.FieldType) {
    case 'Email':
      return optional(emailSchema)
    case 'Phone':
      return optional(phoneSchema)
    case 'DropdownWithTextValue': {
      const values = (field.Options ?? []).map((option) => option.Value)
      const choice = z.string().refine((value) => values.length === 0 || values.includes(value), 'Forms.Required')
      return field.Required ? choice.refine((value) => value !== '', 'Forms.Required') : z.union([z.literal(''), choice])
    }
    case 'Password':
      return field.Required ? z.string().min(1, 'Forms.Required') : z.string()
    default:
      return field.Required ? withMax.min(1, 'Forms.Required') : withMax
  }
}

/**
 * The form schema for the definitions: each editable field by its type and Required flag; the children of a
 * BooleanWithChildItems only while it is ticked; Readonly and Hidden values pass as they are. Runs the child rules
 * even when other fields fail, so that every field gets its message at once.
 */
export function schemaForFields(fields: readonly FieldDefinition[]) {
  const flat = allFields(fields)
  const children = new Set(flat.flatMap((field) => (field.ChildItems ?? []).map((child) => child.Name)))
  const shape: Record<string, z.ZodType> = {}
  for (const field of flat) {
    shape[field.Name] = !isEditable(field) || children.has(field.Name) ? z.unknown() : fieldRule(field)
  }
  return z.looseObject(shape).check((payload) => {
    const values = payload.value as Record<string, unknown>
    for (const parent of flat) {
      if (parent.FieldType !== 'BooleanWithChildItems' || values[parent.Name] !== true) continue
      for (const child of parent.ChildItems ?? []) {
        if (!isEditable(child)) continue
        const result = fieldRule(child).safeParse(values[child.Name])
        if (result.success) continue
        const issue = result.error.issues[0]
        payload.issues.push({ code: 'custom', message: issue?.message ?? 'Forms.Required', path: [child.Name], input: values[child.Name] })
      }
    }
  })
}
