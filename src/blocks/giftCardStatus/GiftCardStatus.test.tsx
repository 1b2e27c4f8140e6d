import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { AppToaster } from '@/components/Toasts/Toasts'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi, type FakeHandler, type FakeRequest } from '@/test/fakeShopApi'
import { renderWithProviders } from '@/test/render'
import { RenderComponents } from '../RenderComponents'

const VIEW_PATH = '/giftcard/view/'

const card = (over: Record<string, unknown> = {}) => ({
  MaskedCode: '•••• •••• •••• PQRS',
  Balance: { Amount: 32550, Text: '325,50' },
  InitialAmount: { Amount: 50000, Text: '500,-' },
  ExpiresAt: '2027-03-14T23:00:00.000Z',
  IsExpired: false,
  ...over,
})

let restoreShop: (() => void) | undefined

function renderStatus(handler: FakeHandler) {
  const fake = installFakeShopApi(handler)
  restoreShop = fake.restore
  renderWithProviders(
    <>
      <RenderComponents components={[{ Type: 'giftCardStatus', Id: 'g2', Title: 'Saldo på gavekort', Text: null }]} />
      <AppToaster />
    </>,
  )
  return fake
}

const codeField = () => screen.getByRole('textbox', { name: 'Gavekortets kode' })
const checkButton = () => screen.getByRole('button', { name: 'Tjek saldo' })
const lookups = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'POST' && r.path === VIEW_PATH)

beforeAll(() => {
  installBrowserStubs()
})

afterEach(() => {
  restoreShop?.()
  restoreShop = undefined
  toast.remove()
})

describe('giftCardStatus', () => {
  it('offers a code field made for codes', () => {
    renderStatus(() => ({ status: 500 }))
    const field = codeField()
    expect(field).toHaveAttribute('autocomplete', 'off')
    expect(field).toHaveAttribute('spellcheck', 'false')
    expect(field).toHaveAttribute('autocapitalize', 'characters')
    expect(checkButton()).toBeEnabled()
  })

  it("shows the card's masked code, balance, original amount and expiry date", async () => {
    const user = userEvent.setup()
    const fake = renderStatus(() => ({ status: 200, data: card() }))

    await user.type(codeField(), 'abcd-efgh jkmn pqrs')
    await user.click(checkButton())

    expect(await screen.findByText('325,50')).toBeInTheDocument()
    expect(lookups(fake.requests).map((r) => r.body)).toEqual([{ Code: 'abcd-efgh jkmn pqrs' }])
    expect(screen.getByText('•••• •••• •••• PQRS')).toBeInTheDocument()
    expect(screen.getByText('slutter på PQRS')).toBeInTheDocument()
    expect(screen.getByText('500,-')).toBeInTheDocument()
    expect(screen.getByText('15. marts 2027')).toHaveAttribute('datetime', '2027-03-14T23:00:00.000Z')
    expect(screen.queryByText(/udløbet/)).toBeNull()
    expect(screen.getByText('325,50').closest('[aria-live="polite"]')).not.toBeNull()
    expect(codeField()).toHaveValue('abcd-efgh jkmn pqrs')
  })

  it('says clearly when the card has expired', async () => {
    const user = userEvent.setup()
    renderStatus(() => ({ status: 200, data: card({ IsExpired: true, ExpiresAt: '2024-01-31T23:00:00.000Z' }) }))

    await user.type(codeField(), 'ABCDEFGHJKMNPQRS')
    await user.click(checkButton())

    expect(await screen.findByText('Gavekortet er udløbet og kan ikke længere bruges.')).toBeInTheDocument()
    expect(screen.getByText('1. februar 2024')).toBeInTheDocument()
  })

  it('clears the result when the code is changed', async () => {
    const user = userEvent.setup()
    renderStatus(() => ({ status: 200, data: card() }))

    await user.type(codeField(), 'ABCDEFGHJKMNPQRS')
    await user.click(checkButton())
    await screen.findByText('325,50')

    await user.type(codeField(), 'X')
    expect(screen.queryByText('325,50')).toBeNull()
    expect(screen.queryByText('•••• •••• •••• PQRS')).toBeNull()
  })

  it('asks for the code without calling the server when the field is empty', async () => {
    const user = userEvent.setup()
    const fake = renderStatus(() => ({ status: 200, data: card() }))

    await user.type(codeField(), '   ')
    await user.click(checkButton())

    expect(screen.getByRole('alert')).toHaveTextContent('Skriv koden fra gavekortet')
    expect(codeField()).toHaveFocus()
    expect(codeField()).toHaveAttribute('aria-invalid', 'true')
    expect(codeField()).toHaveAccessibleDescription('Skriv koden fra gavekortet')
    expect(fake.requests).toEqual([])

    await user.type(codeField(), 'A')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("shows the server's message beneath the field when the card is not found, and keeps the code", async () => {
    const user = userEvent.setup()
    renderStatus(() => ({
      status: 400,
      data: {
        ErrorCode: 'GiftCardNotFound',
        Message: 'Gavekortet blev ikke fundet. Tjek koden.',
        Errors: { Code: 'Gavekortet blev ikke fundet. Tjek koden.' },
      },
    }))

    await user.type(codeField(), 'ABCD EFGH JKMN PQRZ')
    await user.click(checkButton())

    expect(await screen.findByRole('alert')).toHaveTextContent('Gavekortet blev ikke fundet. Tjek koden.')
    expect(codeField()).toHaveAccessibleDescription('Gavekortet blev ikke fundet. Tjek koden.')
    expect(codeField()).toHaveValue('ABCD EFGH JKMN PQRZ')
    // Beneath the field only, not in a toast as well.
    expect(screen.getAllByText('Gavekortet blev ikke fundet. Tjek koden.')).toHaveLength(1)
  })

  it('shows when to try again after too many wrong codes', async () => {
    const user = userEvent.setup()
    renderStatus(() => ({
      status: 429,
      data: { ErrorCode: 'TooManyAttempts', Message: 'For mange forkerte koder. Prøv igen om 12 minutter.' },
    }))

    await user.type(codeField(), 'ABCDEFGHJKMNPQRS')
    await user.click(checkButton())

    expect(await screen.findByRole('alert')).toHaveTextContent('For mange forkerte koder. Prøv igen om 12 minutter.')
    expect(codeField()).toHaveAttribute('aria-invalid', 'true')
    expect(codeField()).toHaveValue('ABCDEFGHJKMNPQRS')
  })

  it('shows other failures in the error toast', async () => {
    const user = userEvent.setup()
    renderStatus(() => ({ status: 500 }))

    await user.type(codeField(), 'ABCDEFGHJKMNPQRS')
    await user.click(checkButton())

    expect(await screen.findByText('Noget gik galt. Prøv igen.')).toBeInTheDocument()
    expect(within(codeField().closest('form')!).queryByText('Noget gik galt. Prøv igen.')).toBeNull()
    expect(codeField()).not.toHaveAttribute('aria-invalid')
    await waitFor(() => expect(checkButton()).toBeEnabled())
  })
})
