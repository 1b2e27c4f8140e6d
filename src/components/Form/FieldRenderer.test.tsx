import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FormProvider, useForm } from 'react-hook-form'
import { zodResolver } from '@/components/Form/zodResolver'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@delikat/contract/customers'
import { signupTranslations } from '@delikat/contract/translations/signup'
import { installBrowserStubs } from '@/test/browserStubs'
import { renderWithProviders } from '@/test/render'
import { defaultValuesFor, schemaForFields, type FieldDefinition } from './fieldDefinition'
import { applyServerErrors } from './fieldErrors'
import { FieldRenderer } from './FieldRenderer'

function def(overrides: Partial<FieldDefinition> & Pick<FieldDefinition, 'Name' | 'FieldType'>): FieldDefinition {
  return { DisplayMode: 'Unspecified', Label: overrides.Name, Value: null, Required: false, ...overrides }
}

function Harness({
  fields,
  onSubmit,
  serverErrors = {},
}: {
  fields: FieldDefinition[]
  onSubmit: (values: Record<string, unknown>) => void
  serverErrors?: Record<string, string>
}) {
  const form = useForm<Record<string, unknown>>({
    defaultValues: defaultValuesFor(fields),
    resolver: zodResolver(schemaForFields(fields)),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        {fields.map((field) => (
          <FieldRenderer key={field.Name} field={field} />
        ))}
        <button type="submit">Send</button>
        <button type="button" onClick={() => applyServerErrors(form.setError, serverErrors)}>
          Svar fra serveren
        </button>
      </form>
    </FormProvider>
  )
}

function renderFields(fields: FieldDefinition[], serverErrors?: Record<string, string>) {
  const onSubmit = vi.fn()
  const user = userEvent.setup()
  renderWithProviders(<Harness fields={fields} onSubmit={onSubmit} serverErrors={serverErrors} />)
  return { onSubmit, user, submit: () => user.click(screen.getByRole('button', { name: 'Send' })) }
}

/** The text beneath a control, found the way assistive technology finds it. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}

describe('FieldRenderer field types', () => {
  beforeAll(() => installBrowserStubs())

  it('Text: a required field shows its error beneath, gets the focus and is checked again on change', async () => {
    const { user, submit, onSubmit } = renderFields([
      def({ Name: 'FirstName', FieldType: 'Text', Label: 'Fornavn', Required: true }),
      def({ Name: 'Note', FieldType: 'Text', Label: 'Note' }),
    ])
    const input = screen.getByRole('textbox', { name: 'Fornavn' })
    expect(input).toHaveAttribute('autocomplete', 'given-name')
    expect(screen.getByText('(valgfrit)')).toBeInTheDocument()

    await submit()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(description(input)).toBe('Udfyld feltet.')
    expect(input).toHaveFocus()

    await user.type(input, 'Ane')
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'))
    expect(screen.queryByText('Udfyld feltet.')).toBeNull()
    await submit()
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ FirstName: 'Ane', Note: '' })
  })

  it('TextMultiline: a text area', async () => {
    const { user, submit, onSubmit } = renderFields([def({ Name: 'OrderNote', FieldType: 'TextMultiline', Label: 'Bemærkning' })])
    const area = screen.getByRole('textbox', { name: /Bemærkning/ })
    expect(area.tagName).toBe('TEXTAREA')
    await user.type(area, 'Ring på{enter}2. sal')
    await submit()
    await waitFor(() => expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ OrderNote: 'Ring på\n2. sal' }))
  })

  it('DropdownWithTextValue: a select of the options, required until one is chosen', async () => {
    const { user, submit, onSubmit } = renderFields([
      def({
        Name: 'Occasion',
        FieldType: 'DropdownWithTextValue',
        Label: 'Anledning',
        Required: true,
        Options: [
          { Value: 'birthday', Label: 'Fødselsdag' },
          { Value: 'wedding', Label: 'Bryllup' },
        ],
      }),
    ])
    const select = screen.getByRole('combobox', { name: 'Anledning' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Vælg …', 'Fødselsdag', 'Bryllup'])
    await submit()
    expect(description(select)).toBe('Udfyld feltet.')
    await user.selectOptions(select, 'Bryllup')
    await waitFor(() => expect(select).not.toHaveAttribute('aria-invalid'))
    await submit()
    await waitFor(() => expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ Occasion: 'wedding' }))
  })

  it('Password: hidden by default, with a show/hide toggle', async () => {
    const { user } = renderFields([
      def({ Name: 'Password', FieldType: 'Password', Label: 'Adgangskode', Required: true, Hint: 'Mindst 10 tegn' }),
    ])
    const input = screen.getByLabelText('Adgangskode')
    expect(input).toHaveAttribute('type', 'password')
    expect(input).toHaveAttribute('autocomplete', 'new-password')
    expect(description(input)).toBe('Mindst 10 tegn')
    const toggle = screen.getByRole('button', { name: 'Vis adgangskode' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(input).toHaveAttribute('type', 'text')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await user.click(toggle)
    expect(input).toHaveAttribute('type', 'password')
  })

  it('Email: an e-mail input that rejects an invalid address', async () => {
    const { user, submit } = renderFields([def({ Name: 'Email', FieldType: 'Email', Label: 'E-mail', Required: true })])
    const input = screen.getByRole('textbox', { name: 'E-mail' })
    expect(input).toHaveAttribute('type', 'email')
    expect(input).toHaveAttribute('autocomplete', 'email')
    await user.type(input, 'ane@')
    await submit()
    expect(description(input)).toBe('Skriv en gyldig e-mailadresse, f.eks. navn@eksempel.dk.')
  })

  it('Phone: a telephone input that accepts 8 digits with an optional +45', async () => {
    const { user, submit, onSubmit } = renderFields([def({ Name: 'Phone', FieldType: 'Phone', Label: 'Telefon', Required: true })])
    const input = screen.getByRole('textbox', { name: 'Telefon' })
    expect(input).toHaveAttribute('type', 'tel')
    await user.type(input, '1234')
    await submit()
    expect(description(input)).toBe('Skriv et telefonnummer på 8 cifre, evt. med +45 foran.')
    await user.clear(input)
    await user.type(input, '+45 12345678')
    await submit()
    await waitFor(() => expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ Phone: '+45 12345678' }))
  })

  it('Boolean: a checkbox; a required one must be ticked', async () => {
    const { user, submit, onSubmit } = renderFields([
      def({ Name: 'AcceptTerms', FieldType: 'Boolean', Label: 'Jeg accepterer betingelserne', Required: true }),
    ])
    const box = screen.getByRole('checkbox', { name: 'Jeg accepterer betingelserne' })
    await submit()
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(description(box)).toBe('Sæt kryds for at fortsætte.')
    expect(box).toHaveFocus()
    await user.click(box)
    await waitFor(() => expect(box).not.toHaveAttribute('aria-invalid'))
    await submit()
    await waitFor(() => expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ AcceptTerms: true }))
  })

  it('BooleanWithChildItems: ticking reveals the child fields, which are checked only while it is ticked', async () => {
    const { user, submit, onSubmit } = renderFields([
      def({
        Name: 'ClubMember',
        FieldType: 'BooleanWithChildItems',
        Label: 'Bliv medlem af kundeklubben',
        ChildItems: [def({ Name: 'ClubMemberConsent', FieldType: 'Boolean', Label: 'Jeg accepterer klubbens vilkår', Required: true })],
      }),
    ])
    const parent = screen.getByRole('checkbox', { name: 'Bliv medlem af kundeklubben' })
    expect(screen.queryByRole('checkbox', { name: 'Jeg accepterer klubbens vilkår' })).toBeNull()

    await user.click(parent)
    const child = screen.getByRole('checkbox', { name: 'Jeg accepterer klubbens vilkår' })
    expect(screen.getByRole('group', { name: 'Bliv medlem af kundeklubben' })).toContainElement(child)
    await submit()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(description(child)).toBe('Sæt kryds for at fortsætte.')

    // Unticking hides the consent and its error, and the form goes through without it.
    await user.click(parent)
    expect(screen.queryByRole('checkbox', { name: 'Jeg accepterer klubbens vilkår' })).toBeNull()
    await submit()
    await waitFor(() => expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ ClubMember: false, ClubMemberConsent: false }))

    await user.click(parent)
    await user.click(screen.getByRole('checkbox', { name: 'Jeg accepterer klubbens vilkår' }))
    await submit()
    await waitFor(() => expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ ClubMember: true, ClubMemberConsent: true }))
  })

  it("shows the server's message beneath the field instead of the client's, until the field changes", async () => {
    const { user, submit } = renderFields([def({ Name: 'Email', FieldType: 'Email', Label: 'E-mail', Required: true })], {
      Email: 'Der findes allerede en konto med denne e-mailadresse.',
    })
    const input = screen.getByRole('textbox', { name: 'E-mail' })
    await submit()
    expect(description(input)).toBe('Udfyld feltet.')
    await user.click(screen.getByRole('button', { name: 'Svar fra serveren' }))
    expect(description(input)).toBe('Der findes allerede en konto med denne e-mailadresse.')
    expect(screen.queryByText('Udfyld feltet.')).toBeNull()
    await user.type(input, 'a')
    await waitFor(() => expect(description(input)).toBe('Skriv en gyldig e-mailadresse, f.eks. navn@eksempel.dk.'))
  })
})

describe('FieldRenderer display modes', () => {
  beforeAll(() => installBrowserStubs())

  const email = (DisplayMode: FieldDefinition['DisplayMode']) =>
    def({ Name: 'Email', FieldType: 'Email', Label: 'E-mail', Required: true, Value: 'ane@delikat.dk', DisplayMode })

  it.each(['Unspecified', 'EditableInline'] as const)('%s: edited in place', (mode) => {
    renderFields([email(mode)])
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ane@delikat.dk')
  })

  it('Readonly: the value as text, not editable, and submitted as it came', async () => {
    const { submit, onSubmit } = renderFields([
      email('Readonly'),
      def({ Name: 'Newsletter', FieldType: 'Boolean', Label: 'Nyhedsbrev', Value: true, DisplayMode: 'Readonly' }),
    ])
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.getByText('ane@delikat.dk')).toHaveAccessibleName('E-mail')
    expect(screen.getByText('Ja')).toHaveAccessibleName('Nyhedsbrev')
    await submit()
    await waitFor(() => expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ Email: 'ane@delikat.dk', Newsletter: true }))
  })

  it('Hidden: nothing shown, the value submitted as it came', async () => {
    const { submit, onSubmit } = renderFields([email('Hidden'), def({ Name: 'Note', FieldType: 'Text', Label: 'Note' })])
    expect(screen.queryByText('E-mail')).toBeNull()
    expect(screen.queryByText('ane@delikat.dk')).toBeNull()
    await submit()
    await waitFor(() => expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ Email: 'ane@delikat.dk' }))
  })

  it('ReadonlyButEditableInModal: the value with an Edit button; the modal saves a valid value and keeps an invalid one out', async () => {
    const { user, submit, onSubmit } = renderFields([email('ReadonlyButEditableInModal')])
    expect(screen.getByText('ane@delikat.dk')).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Ret E-mail' }))
    const dialog = await screen.findByRole('dialog', { name: 'E-mail' })
    const input = within(dialog).getByRole('textbox', { name: 'E-mail' })
    await waitFor(() => expect(input).toHaveFocus())
    await user.clear(input)
    await user.type(input, 'ane@')
    await user.click(within(dialog).getByRole('button', { name: 'Gem' }))
    expect(dialog).toBeInTheDocument()
    await waitFor(() => expect(description(input)).toBe('Skriv en gyldig e-mailadresse, f.eks. navn@eksempel.dk.'))
    expect(input).toHaveFocus()

    await user.type(input, 'eksempel.dk')
    await user.click(within(dialog).getByRole('button', { name: 'Gem' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByText('ane@eksempel.dk')).toBeInTheDocument()
    await submit()
    await waitFor(() => expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ Email: 'ane@eksempel.dk' }))
  })

  it('ReadonlyButEditableInModal: Cancel and Escape restore the value', async () => {
    const { user } = renderFields([email('ReadonlyButEditableInModal')])
    await user.click(screen.getByRole('button', { name: 'Ret E-mail' }))
    let dialog = await screen.findByRole('dialog', { name: 'E-mail' })
    await user.clear(within(dialog).getByRole('textbox', { name: 'E-mail' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'ny@delikat.dk')
    await user.click(within(dialog).getByRole('button', { name: 'Annuller' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByText('ane@delikat.dk')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Ret E-mail' }))
    dialog = await screen.findByRole('dialog', { name: 'E-mail' })
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'x')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByText('ane@delikat.dk')).toBeInTheDocument()
  })

  it('HiddenButEditableInModal: only a button, whose modal sets the value', async () => {
    const { user, submit, onSubmit } = renderFields([
      def({ Name: 'Requisition', FieldType: 'Text', Label: 'Rekvisitionsnummer', DisplayMode: 'HiddenButEditableInModal' }),
    ])
    expect(screen.queryByRole('textbox')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Tilføj Rekvisitionsnummer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Rekvisitionsnummer' })
    await user.type(within(dialog).getByRole('textbox', { name: /Rekvisitionsnummer/ }), 'R-77{enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.queryByText('R-77')).toBeNull()
    expect(screen.getByRole('button', { name: 'Ret Rekvisitionsnummer' })).toBeInTheDocument()
    await submit()
    await waitFor(() => expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ Requisition: 'R-77' }))
  })

  it('a field edited in a modal shows its error beneath its button, which takes the focus', async () => {
    const { submit, onSubmit } = renderFields([
      def({ Name: 'Phone', FieldType: 'Phone', Label: 'Telefon', Required: true, DisplayMode: 'HiddenButEditableInModal' }),
    ])
    await submit()
    expect(onSubmit).not.toHaveBeenCalled()
    const button = screen.getByRole('button', { name: 'Tilføj Telefon' })
    expect(description(button)).toBe('Udfyld feltet.')
    expect(button).toHaveFocus()
  })
})

describe('Forms texts', () => {
  it('state the password rules with the numbers the rules use', () => {
    for (const locale of ['da', 'en'] as const) {
      expect(signupTranslations[locale]['Forms.PasswordRules']).toContain(String(PASSWORD_MIN_LENGTH))
      expect(signupTranslations[locale]['Forms.PasswordRules']).toContain(String(PASSWORD_MAX_LENGTH))
      expect(signupTranslations[locale]['Forms.PasswordHint']).toContain(String(PASSWORD_MIN_LENGTH))
    }
  })
})
