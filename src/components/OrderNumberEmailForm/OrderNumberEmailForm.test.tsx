// The order number and e-mail form shared by "Find din ordre" and the withdrawal page: both fields checked before
// anything is sent, the pair sent trimmed, the server's field errors on the fields, any other failure as a message
// that takes the focus, and the caller's texts throughout.
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError } from '@/lib/apiError'
import { renderWithProviders } from '@/test/render'
import { OrderNumberEmailForm, type OrderNumberEmail } from './OrderNumberEmailForm'

const TEXTS = {
  orderNumber: 'Ordrenummer',
  orderNumberHint: 'Står i din ordrebekræftelse.',
  email: 'E-mailadresse',
  emailHint: 'Den adresse, du bestilte med.',
  submit: 'Find ordren',
  submitting: 'Finder ordren …',
}

function renderForm(onSubmit: (pair: OrderNumberEmail) => Promise<void>, initialOrderNumber?: string) {
  renderWithProviders(
    <OrderNumberEmailForm texts={TEXTS} onSubmit={onSubmit} initialOrderNumber={initialOrderNumber} problemTestId="the-problem" />,
  )
  return {
    user: userEvent.setup(),
    number: () => screen.getByRole('textbox', { name: 'Ordrenummer' }),
    email: () => screen.getByRole('textbox', { name: 'E-mailadresse' }),
    submit: () => screen.getByRole('button', { name: 'Find ordren' }),
  }
}

describe('OrderNumberEmailForm', () => {
  it('checks both fields before sending, then sends the pair trimmed', async () => {
    const onSubmit = vi.fn(async () => {})
    const form = renderForm(onSubmit)
    expect(form.number()).toHaveAccessibleDescription(/Står i din ordrebekræftelse\./)

    await form.user.click(form.submit())
    expect(form.number()).toHaveAttribute('aria-invalid', 'true')
    expect(form.number()).toHaveFocus()
    expect(screen.getAllByText('Udfyld feltet.')).toHaveLength(2)
    await form.user.type(form.number(), ' 100234 ')
    await form.user.type(form.email(), 'gitte@')
    await form.user.click(form.submit())
    expect(screen.getByText('Skriv en gyldig e-mailadresse, f.eks. navn@eksempel.dk.')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()

    await form.user.type(form.email(), 'example.dk ')
    await form.user.click(form.submit())
    expect(onSubmit).toHaveBeenCalledWith({ OrderNumber: '100234', Email: 'gitte@example.dk' })
    expect(screen.queryByTestId('the-problem')).toBeNull()
  })

  it('starts from the order number it is given', () => {
    const form = renderForm(async () => {}, '10023')
    expect(form.number()).toHaveValue('10023')
    expect(form.email()).toHaveValue('')
  })

  it('puts the server’s field errors on the fields, and shows any other failure above the form, focused', async () => {
    const onSubmit = vi
      .fn<(pair: OrderNumberEmail) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError({ status: 400, Errors: { Email: 'Den e-mail kender vi ikke.' }, description: 'lookup' }))
      .mockRejectedValueOnce(
        new ApiError({ status: 404, Message: 'Vi kan ikke finde en ordre med det ordrenummer og den e-mail.', description: 'lookup' }),
      )
    const form = renderForm(onSubmit, '100234')
    await form.user.type(form.email(), 'gitte@example.dk')

    await form.user.click(form.submit())
    expect(await screen.findByText('Den e-mail kender vi ikke.')).toBeInTheDocument()
    expect(form.email()).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByTestId('the-problem')).toBeNull()

    await form.user.click(form.submit())
    const problem = await screen.findByTestId('the-problem')
    expect(problem).toHaveAttribute('role', 'alert')
    expect(problem).toHaveTextContent('Vi kan ikke finde en ordre med det ordrenummer og den e-mail.')
    expect(problem).toHaveFocus()
  })

  it('says it is busy while the pair is on its way', async () => {
    let finish: () => void = () => {}
    const form = renderForm(() => new Promise<void>((resolve) => (finish = resolve)), '100234')
    await form.user.type(form.email(), 'gitte@example.dk')
    await form.user.click(form.submit())
    const busy = await screen.findByRole('button', { name: 'Finder ordren …' })
    expect(busy).toBeDisabled()
    finish()
    expect(await screen.findByRole('button', { name: 'Find ordren' })).toBeEnabled()
  })
})
