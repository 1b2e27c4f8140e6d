// Labelled form controls with their hint and error beneath (docs/product.md §5): the control names the hint and the error in
// aria-describedby and says aria-invalid while there is an error. `error` is the text to show (see fieldErrors.ts
// for turning a react-hook-form error into it). Each takes react-hook-form's register() result and ref as props:
//   <TextField label={t('Signup.Field.City')} error={fieldErrorText(t, errors.City)} autoComplete="address-level2" {...register('City')} />
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { CheckboxLabel, Field, FieldError, Hint, Input, Label, TextArea } from './fields'
import { PasswordInput } from './PasswordInput'
import { theme } from '@/styles/theme'

type Described = { 'aria-describedby'?: string; 'aria-invalid'?: true; 'aria-required'?: true }

type ShellProps = {
  id?: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  /** Says "(optional)" after the label; required fields carry aria-required. */
  optional?: boolean
  /** "full" spans both columns of a FieldGrid. */
  span?: 'full' | 'half'
  children: (control: { id: string } & Described) => ReactNode
}

const Optional = styled.span`
  color: ${theme.colors.textMuted};
  font-weight: 400;
`

export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ')
  return joined === '' ? undefined : joined
}

/** The label, the control (from the render function, with its id and ARIA wiring), the hint and the error. */
export function FieldShell({ id, label, hint, error, optional = false, span = 'full', children }: ShellProps) {
  const { t } = useTranslation()
  const autoId = useId()
  const controlId = id ?? autoId
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  return (
    <Field data-span={span}>
      <Label htmlFor={controlId}>
        {label}
        {optional ? <Optional> ({t('Forms.Optional')})</Optional> : null}
      </Label>
      {children({
        id: controlId,
        'aria-describedby': describedBy(hintId, errorId),
        'aria-invalid': error ? true : undefined,
        'aria-required': optional ? undefined : true,
      })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  )
}

type FieldProps<Tag extends 'input' | 'textarea'> = Omit<ComponentPropsWithRef<Tag>, 'children'> & Omit<ShellProps, 'children' | 'id'>

/** A one-line text input (type text, email, tel, number …). */
export function TextField({ label, hint, error, optional, span, id, ...input }: FieldProps<'input'>) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional} span={span}>
      {(control) => <Input type="text" {...input} {...control} />}
    </FieldShell>
  )
}

export function TextAreaField({ label, hint, error, optional, span, id, ...textarea }: FieldProps<'textarea'>) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional} span={span}>
      {(control) => <TextArea {...textarea} {...control} />}
    </FieldShell>
  )
}

/** A password input with show/hide; state the rules in `hint`. */
export function PasswordField({ label, hint, error, optional, span, id, ...input }: Omit<FieldProps<'input'>, 'type'>) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional} span={span}>
      {(control) => <PasswordInput {...input} {...control} />}
    </FieldShell>
  )
}

const CheckboxRow = styled(Field)`
  align-content: start;
`

const CheckboxText = styled.span`
  line-height: 1.4;
`

/** A checkbox with its label beside it, and the hint and error beneath. */
export function CheckboxField({
  label,
  hint,
  error,
  span = 'full',
  id,
  required,
  ...input
}: Omit<FieldProps<'input'>, 'type' | 'optional'>) {
  const autoId = useId()
  const controlId = id ?? autoId
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  return (
    <CheckboxRow data-span={span}>
      <CheckboxLabel htmlFor={controlId}>
        <input
          type="checkbox"
          {...input}
          id={controlId}
          aria-describedby={describedBy(hintId, errorId)}
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
        />
        <CheckboxText>{label}</CheckboxText>
      </CheckboxLabel>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </CheckboxRow>
  )
}
