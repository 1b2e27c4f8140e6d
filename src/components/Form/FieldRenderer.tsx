/**
 * FieldRenderer: one form field from a field definition (fieldDefinition.ts: `{ Name, FieldType, DisplayMode, Label,
 * Value, Required, Options?, ChildItems? }`, the shape of docs/api/README.md's invoice fields), inside a react-hook-form form.
 *
 * Use: `const form = useForm({ defaultValues: defaultValuesFor(fields), resolver: zodResolver(schemaForFields(fields)),
 * mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true })`, wrap the fields in
 * `<FormProvider {...form}>` and render `<FieldRenderer field={f} />` for each (in a FieldGrid for two columns; pass
 * span="half" for a half-width field). Put the server's error map on the fields with applyServerErrors(form.setError,
 * answer.Errors) (fieldErrors.ts): a server message overrides the client's beneath its field (docs/product.md §5).
 *
 * Field types (docs/product.md §5): Text, TextMultiline (textarea), DropdownWithTextValue (a select of Options), Password (with
 * show/hide), Email, Phone (with the matching input type, keyboard and autocomplete), Boolean (a checkbox), and
 * BooleanWithChildItems (a checkbox whose ChildItems appear, and are validated, only while it is ticked).
 *
 * Display modes (docs/product.md §4): Unspecified and EditableInline are edited in place; Readonly shows the value as text;
 * ReadonlyButEditableInModal shows the value with an "Edit" button that opens a Modal with the field (Save checks the
 * field and closes, Cancel or Escape restores the value); Hidden renders nothing (the value is submitted as it came);
 * HiddenButEditableInModal shows only the button that opens the Modal. A field with an error in a modal mode shows
 * the error beneath its button, and the button takes the focus when the form focuses the first field with an error.
 *
 * Errors appear beneath the field, named by the control's aria-describedby, with aria-invalid set. A field with an
 * error is checked again on every change, also before the form's first submit (a wizard validates its steps without
 * submitting).
 */
import { useId, useRef, useState, type FormEvent, type Ref } from 'react'
import { useController, useFormContext, useWatch, type FieldError as HookFieldError } from 'react-hook-form'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { Modal } from '@/components/Modal/Modal'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { type FieldDefinition, type FieldType, isBooleanField } from './fieldDefinition'
import { fieldErrorText } from './fieldErrors'
import { Field, FieldError, Input, Select, TextArea } from './fields'
import { PasswordInput } from './PasswordInput'
import { CheckboxField, describedBy, FieldShell } from './TextField'
import { theme } from '@/styles/theme'

type Span = 'full' | 'half'

type Props = {
  field: FieldDefinition
  span?: Span
}

/** Autocomplete tokens (WCAG 1.3.5) implied by the shop's field names; a definition's AutoComplete wins. */
const AUTOCOMPLETE_BY_NAME: Record<string, string> = {
  Email: 'email',
  FirstName: 'given-name',
  LastName: 'family-name',
  Phone: 'tel',
  Address: 'street-address',
  Zip: 'postal-code',
  City: 'address-level2',
  Company: 'organization',
  Password: 'new-password',
}

/** By type, for names the list above does not know. */
const AUTOCOMPLETE_BY_TYPE: Partial<Record<FieldType, string>> = { Email: 'email', Phone: 'tel', Password: 'new-password' }
const INPUT_TYPES: Partial<Record<FieldType, 'email' | 'tel'>> = { Email: 'email', Phone: 'tel' }
const INPUT_MODES: Partial<Record<FieldType, 'email' | 'tel'>> = { Email: 'email', Phone: 'tel' }

const ChildGroup = styled.div`
  display: grid;
  gap: ${theme.space.md};
  margin-left: ${theme.space.sm};
  padding-left: ${theme.space.md};
  border-left: 3px solid ${theme.colors.border};
`

const ReadonlyBox = styled(Field)`
  align-content: start;
`

const ReadonlyLabel = styled.span`
  font-weight: 600;
`

const ReadonlyRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

const Empty = styled.span`
  color: ${theme.colors.textMuted};
  font-style: italic;
`

const ModalForm = styled.form`
  display: grid;
  gap: ${theme.space.lg};
`

const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.sm};
`

export function FieldRenderer({ field, span = 'full' }: Props) {
  switch (field.DisplayMode) {
    case 'Hidden':
      return null
    case 'Readonly':
      return <ReadonlyField field={field} span={span} />
    case 'ReadonlyButEditableInModal':
    case 'HiddenButEditableInModal':
      return <ModalField field={field} span={span} />
    default:
      return <EditableField field={field} span={span} />
  }
}

/** react-hook-form's controller for the field, whose onChange also revalidates a field showing an error. */
function useFieldControl(field: FieldDefinition) {
  const { t } = useTranslation()
  const { trigger, clearErrors, formState } = useFormContext()
  const { field: control, fieldState } = useController({ name: field.Name })
  const invalid = fieldState.invalid
  const submitted = formState.isSubmitted
  const change = (value: unknown) => {
    control.onChange(value)
    // After a submit react-hook-form revalidates by itself (reValidateMode onChange); before it (a wizard's step,
    // a modal's Save) the field that shows an error is checked again here.
    if (invalid && !submitted) void trigger(field.Name)
    // Unticking hides the child fields: their errors go with them.
    if (field.FieldType === 'BooleanWithChildItems' && value === false) {
      const children = (field.ChildItems ?? []).map((child) => child.Name)
      if (children.length > 0) clearErrors(children)
    }
  }
  return { control, change, error: fieldErrorText(t, fieldState.error as HookFieldError | undefined) }
}

type ControlRef = Ref<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>
type FieldControlState = ReturnType<typeof useFieldControl>

function EditableField({ field, span }: Required<Props>) {
  const state = useFieldControl(field)
  return <FieldControl field={field} span={span} state={state} inputRef={state.control.ref} />
}

/** The editable control of the field, wired to its controller; `inputRef` gets the control element. */
function FieldControl({ field, span, state, inputRef }: Required<Props> & { state: FieldControlState; inputRef: ControlRef }) {
  const { t } = useTranslation()
  const { control, change, error } = state
  const ref = inputRef
  const optional = !field.Required
  const autoComplete = field.AutoComplete ?? AUTOCOMPLETE_BY_NAME[field.Name] ?? AUTOCOMPLETE_BY_TYPE[field.FieldType] ?? 'off'
  const hint = field.Hint

  if (isBooleanField(field)) {
    const checked = control.value === true
    return (
      <>
        <CheckboxField
          ref={ref}
          name={control.name}
          label={field.Label}
          hint={hint}
          error={error}
          span={span}
          required={field.Required}
          checked={checked}
          onChange={(event) => change(event.target.checked)}
          onBlur={control.onBlur}
        />
        {field.FieldType === 'BooleanWithChildItems' && checked && (field.ChildItems ?? []).length > 0 ? (
          <ChildGroup data-span="full" role="group" aria-label={field.Label}>
            {(field.ChildItems ?? []).map((child) => (
              <FieldRenderer key={child.Name} field={child} />
            ))}
          </ChildGroup>
        ) : null}
      </>
    )
  }

  const text = typeof control.value === 'string' ? control.value : ''
  const common = {
    ref,
    name: control.name,
    value: text,
    onBlur: control.onBlur,
    maxLength: field.MaxLength,
  }

  return (
    <FieldShell label={field.Label} hint={hint} error={error} optional={optional} span={span}>
      {(aria) => {
        switch (field.FieldType) {
          case 'TextMultiline':
            return <TextArea {...common} {...aria} autoComplete={autoComplete} onChange={(event) => change(event.target.value)} />
          case 'DropdownWithTextValue':
            return (
              <Select {...common} {...aria} autoComplete={autoComplete} onChange={(event) => change(event.target.value)}>
                {optional || text === '' ? <option value="">{t('Forms.Choose')}</option> : null}
                {(field.Options ?? []).map((option) => (
                  <option key={option.Value} value={option.Value}>
                    {option.Label}
                  </option>
                ))}
              </Select>
            )
          case 'Password':
            return <PasswordInput {...common} {...aria} autoComplete={autoComplete} onChange={(event) => change(event.target.value)} />
          default:
            return (
              <Input
                {...common}
                {...aria}
                type={INPUT_TYPES[field.FieldType] ?? 'text'}
                inputMode={field.InputMode ?? INPUT_MODES[field.FieldType]}
                autoComplete={autoComplete}
                spellCheck={field.FieldType === 'Text' ? undefined : false}
                onChange={(event) => change(event.target.value)}
              />
            )
        }
      }}
    </FieldShell>
  )
}

/** The value as text: a choice by its label, a flag as yes or no, a password never. */
function useDisplayValue(field: FieldDefinition): string {
  const { t } = useTranslation()
  const value: unknown = useWatch({ name: field.Name })
  if (isBooleanField(field)) return value === true ? t('Forms.Yes') : t('Forms.No')
  const text = typeof value === 'string' ? value : ''
  if (text === '') return ''
  if (field.FieldType === 'Password') return '••••••••'
  if (field.FieldType === 'DropdownWithTextValue') return field.Options?.find((option) => option.Value === text)?.Label ?? text
  return text
}

function ReadonlyField({ field, span }: Required<Props>) {
  const { t } = useTranslation()
  const labelId = useId()
  const shown = useDisplayValue(field)
  const value: unknown = useWatch({ name: field.Name })
  return (
    <>
      <ReadonlyBox data-span={span}>
        <ReadonlyLabel id={labelId}>{field.Label}</ReadonlyLabel>
        <ReadonlyRow>
          <p aria-labelledby={labelId}>{shown === '' ? <Empty>{t('Forms.Empty')}</Empty> : shown}</p>
        </ReadonlyRow>
      </ReadonlyBox>
      {field.FieldType === 'BooleanWithChildItems' && value === true
        ? (field.ChildItems ?? []).map((child) => <FieldRenderer key={child.Name} field={child} />)
        : null}
    </>
  )
}

/** ReadonlyButEditableInModal (the value and an Edit button) and HiddenButEditableInModal (the button only). */
function ModalField({ field, span }: Required<Props>) {
  const { t } = useTranslation()
  const { getValues, setValue, setFocus, trigger, clearErrors, setError, getFieldState } = useFormContext()
  const state = useFieldControl(field)
  const { control, error } = state
  const [open, setOpen] = useState(false)
  const saved = useRef<{ value: unknown; error: HookFieldError | undefined }>({ value: undefined, error: undefined })
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(null)
  const labelId = useId()
  const errorId = useId()
  const shown = useDisplayValue(field)
  const showValue = field.DisplayMode === 'ReadonlyButEditableInModal'

  const openEditor = () => {
    saved.current = { value: getValues(field.Name), error: getFieldState(field.Name).error }
    setOpen(true)
  }

  const cancel = () => {
    setValue(field.Name, saved.current.value)
    if (saved.current.error) setError(field.Name, saved.current.error)
    else clearErrors(field.Name)
    setOpen(false)
  }

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The modal is portalled, but React still bubbles its submit to the page's form.
    event.stopPropagation()
    const children =
      field.FieldType === 'BooleanWithChildItems' && getValues(field.Name) === true
        ? (field.ChildItems ?? []).map((child) => child.Name)
        : []
    if (await trigger([field.Name, ...children])) {
      setOpen(false)
      return
    }
    // The form's ref for this field is the Edit button behind the modal: the focus stays in the modal.
    const firstChild = children.find((name) => getFieldState(name).invalid)
    if (getFieldState(field.Name).invalid || !firstChild) inputRef.current?.focus()
    else setFocus(firstChild)
  }

  // The Edit button takes the focus when the form focuses this field's error (react-hook-form's ref).
  const buttonRef = control.ref

  const buttonText = showValue
    ? t('Forms.Edit')
    : shown === ''
      ? t('Forms.AddField', { label: field.Label })
      : t('Forms.EditField', { label: field.Label })

  return (
    <>
      <ReadonlyBox data-span={span}>
        {showValue ? <ReadonlyLabel id={labelId}>{field.Label}</ReadonlyLabel> : null}
        <ReadonlyRow>
          {showValue ? <p aria-labelledby={labelId}>{shown === '' ? <Empty>{t('Forms.Empty')}</Empty> : shown}</p> : null}
          <Button
            ref={buttonRef}
            type="button"
            $variant="secondary"
            aria-haspopup="dialog"
            aria-describedby={describedBy(error && errorId)}
            onClick={openEditor}
          >
            {buttonText}
            {showValue ? <VisuallyHidden> {field.Label}</VisuallyHidden> : null}
          </Button>
        </ReadonlyRow>
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </ReadonlyBox>
      <Modal open={open} onClose={cancel} title={field.Label} initialFocusRef={inputRef}>
        <ModalForm noValidate onSubmit={(event) => void save(event)}>
          <FieldControl field={field} span="full" state={state} inputRef={inputRef} />
          <ModalActions>
            <Button type="button" $variant="secondary" onClick={cancel}>
              {t('Forms.Cancel')}
            </Button>
            <Button type="submit">{t('Forms.Save')}</Button>
          </ModalActions>
        </ModalForm>
      </Modal>
    </>
  )
}
