import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import * as z from 'zod'
import { zodResolver } from '@/components/Form/zodResolver'
import { zipSchema } from '@/lib/validation'
import { renderWithProviders } from '@/test/render'
import { fieldErrorText } from './fieldErrors'
import { CheckboxField, TextField } from './TextField'

const schema = z.object({ Zip: zipSchema, Note: z.string(), Agree: z.boolean().refine((v) => v, 'Forms.RequiredCheckbox') })

function ZipForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const { t } = useTranslation()
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>>({
    defaultValues: { Zip: '', Note: '', Agree: false },
    resolver: zodResolver(schema),
    reValidateMode: 'onChange',
  })
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <TextField
        label="Postnummer"
        hint="4 cifre"
        inputMode="numeric"
        error={fieldErrorText(t, formState.errors.Zip)}
        {...register('Zip')}
      />
      <TextField label="Note" optional error={fieldErrorText(t, formState.errors.Note)} {...register('Note')} />
      <CheckboxField label="Jeg er enig" required error={fieldErrorText(t, formState.errors.Agree)} {...register('Agree')} />
      <button type="submit">Send</button>
    </form>
  )
}

describe('TextField and CheckboxField', () => {
  it('label the control, name the hint and the error beneath it, and take react-hook-form register()', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    renderWithProviders(<ZipForm onSubmit={onSubmit} />)
    const zip = screen.getByRole('textbox', { name: 'Postnummer' })
    expect(zip).toHaveAccessibleDescription('4 cifre')
    expect(zip).toHaveAttribute('aria-required', 'true')
    expect(screen.getByRole('textbox', { name: 'Note (valgfrit)' })).not.toHaveAttribute('aria-required')

    await user.type(zip, '80')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(zip).toHaveAttribute('aria-invalid', 'true')
    expect(zip).toHaveAccessibleDescription('4 cifre Skriv et postnummer på 4 cifre.')
    expect(zip).toHaveFocus()
    const agree = screen.getByRole('checkbox', { name: 'Jeg er enig' })
    expect(agree).toHaveAccessibleDescription('Sæt kryds for at fortsætte.')

    await user.type(zip, '00')
    expect(zip).not.toHaveAttribute('aria-invalid')
    await user.click(agree)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ Zip: '8000', Note: '', Agree: true })
  })
})
