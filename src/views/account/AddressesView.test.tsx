import { useQuery } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import toast from 'react-hot-toast'
import { AuthContext } from '@/features/auth/auth-context'
import { customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import { customerKeys } from '@/features/customer/api/customer-keys'
import type { Customer, DeliveryAddress } from '@/features/customer/api/schemas'
import { installBrowserStubs } from '@/test/browserStubs'
import { createTestQueryClient } from '@/test/render'
import { AddressesView } from './AddressesView'
import {
  authState,
  installAccountApi,
  renderAccount,
  type AccountApiAnswer,
  type AccountApiRequest,
} from '@/features/account/testing/renderAccount'

const HOME: DeliveryAddress = {
  Uid: 'addr-1',
  Name: 'Karen Kunde',
  Company: '',
  Address: 'Vestergade 1',
  Zip: '8000',
  City: 'Aarhus C',
  Phone: '12345678',
  IsDefault: true,
}
const SUMMERHOUSE: DeliveryAddress = {
  Uid: 'addr-2',
  Name: 'Sommerhuset',
  Company: '',
  Address: 'Klitvej 4',
  Zip: '6854',
  City: 'Henne',
  Phone: '',
  IsDefault: false,
}

/** The login as AuthProvider gives it: the customer is the cached one, so a saved change shows at once. */
function LiveAuth({ children }: { children: ReactNode }) {
  const { data } = useQuery<Customer>({
    queryKey: customerKeys.current(),
    queryFn: () => Promise.reject(new Error('cached')),
    staleTime: Infinity,
  })
  const auth = data ? authState({ status: 'authenticated', customer: data, loginKey: data.HardId }) : authState({ status: 'loading' })
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
}

type DeliveryBody = { DeliveryAddresses: Array<Partial<DeliveryAddress>> }

let restore: (() => void) | undefined

/** A backend that stores the list it is sent (giving new addresses a Uid), unless `refuse` answers first. */
function renderAddresses(addresses: DeliveryAddress[], refuse?: (request: AccountApiRequest) => AccountApiAnswer | null) {
  let customer: Customer = customerAnswer({ DeliveryAddresses: addresses })
  let next = 100
  const api = installAccountApi((request) => {
    if (request.method === 'PUT' && request.path === '/customer/') {
      const refused = refuse?.(request)
      if (refused) return refused
      const body = request.body as DeliveryBody
      customer = {
        ...customer,
        DeliveryAddresses: body.DeliveryAddresses.map((a) => ({ ...(a as DeliveryAddress), Uid: a.Uid ?? `addr-${next++}` })),
      }
      return { status: 200, data: customer }
    }
    return { status: 404, data: { ErrorCode: 'NotFound', Message: 'Not found' } }
  })
  restore = api.restore
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(customerKeys.current(), customer)
  renderAccount(
    <LiveAuth>
      <AddressesView />
    </LiveAuth>,
    { auth: authState(), queryClient, url: '/konto/adresser/', route: '/konto/adresser' },
  )
  return { api, puts: () => api.requests.filter((r) => r.method === 'PUT').map((r) => (r.body as DeliveryBody).DeliveryAddresses) }
}

const list = () => screen.getByRole('list', { name: 'Dine leveringsadresser' })

describe('AddressesView', () => {
  beforeAll(() => installBrowserStubs())
  beforeEach(() => toast.remove())
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('says there are none yet and offers to add one', () => {
    renderAddresses([])
    expect(screen.getByTestId('addresses-empty')).toHaveTextContent('Du har ingen gemte leveringsadresser.')
    expect(screen.getByRole('button', { name: 'Tilføj leveringsadresse' })).toBeEnabled()
  })

  it('lists the addresses with the default marked', () => {
    renderAddresses([HOME, SUMMERHOUSE])
    const items = within(list()).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByText('Standardadresse')).toBeInTheDocument()
    expect(within(items[0]!).getByText('Tlf. 12345678')).toBeInTheDocument()
    expect(within(items[1]!).queryByText('Standardadresse')).toBeNull()
    expect(within(items[1]!).getByRole('button', { name: 'Gør adressen til Sommerhuset til standard' })).toBeInTheDocument()
  })

  it('checks a new address (4-digit postcode, 8-digit phone) before adding it to the list', async () => {
    const { puts } = renderAddresses([HOME])
    await userEvent.click(screen.getByRole('button', { name: 'Tilføj leveringsadresse' }))
    const form = screen.getByRole('form', { name: 'Ny leveringsadresse' })
    expect(within(form).getByLabelText('Modtagerens navn')).toHaveFocus()

    await userEvent.type(within(form).getByLabelText('Modtagerens navn'), 'Mette Jensen')
    await userEvent.type(within(form).getByLabelText('Vej og husnummer'), 'Nørregade 7, 2. th.')
    await userEvent.type(within(form).getByLabelText('Postnummer'), '116')
    await userEvent.type(within(form).getByLabelText('By'), 'København K')
    await userEvent.type(within(form).getByLabelText(/Telefonnummer/), '1234')
    await userEvent.click(within(form).getByRole('button', { name: 'Gem adresse' }))

    expect(await within(form).findByText('Skriv et postnummer på 4 cifre.')).toBeInTheDocument()
    expect(within(form).getByText('Skriv et telefonnummer på 8 cifre, evt. med +45 foran.')).toBeInTheDocument()
    expect(within(form).getByLabelText('Postnummer')).toHaveFocus()
    expect(puts()).toEqual([])

    await userEvent.type(within(form).getByLabelText('Postnummer'), '5')
    await userEvent.clear(within(form).getByLabelText(/Telefonnummer/))
    await userEvent.type(within(form).getByLabelText(/Telefonnummer/), '+45 11 22 33 44')
    await userEvent.click(within(form).getByRole('button', { name: 'Gem adresse' }))

    expect(await screen.findByText('Adressen til Mette Jensen er gemt.')).toBeInTheDocument()
    expect(puts()).toEqual([
      [
        expect.objectContaining({ Uid: 'addr-1', Name: 'Karen Kunde', IsDefault: true }),
        {
          Name: 'Mette Jensen',
          Company: '',
          Address: 'Nørregade 7, 2. th.',
          Zip: '1165',
          City: 'København K',
          Phone: '+4511223344',
          IsDefault: false,
        },
      ],
    ])
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2))
    expect(screen.getByRole('heading', { name: 'Gemte adresser' })).toHaveFocus()
  })

  it('makes the first address the default', async () => {
    const { puts } = renderAddresses([])
    await userEvent.click(screen.getByRole('button', { name: 'Tilføj leveringsadresse' }))
    const form = screen.getByRole('form', { name: 'Ny leveringsadresse' })
    expect(within(form).queryByRole('checkbox')).toBeNull()
    await userEvent.type(within(form).getByLabelText('Modtagerens navn'), 'Karen Kunde')
    await userEvent.type(within(form).getByLabelText('Vej og husnummer'), 'Vestergade 1')
    await userEvent.type(within(form).getByLabelText('Postnummer'), '8000')
    await userEvent.type(within(form).getByLabelText('By'), 'Aarhus C')
    await userEvent.click(within(form).getByRole('button', { name: 'Gem adresse' }))

    await waitFor(() => expect(puts()).toHaveLength(1))
    expect(puts()[0]).toEqual([expect.objectContaining({ Name: 'Karen Kunde', IsDefault: true })])
  })

  it("shows the server's error for the edited address beneath its field", async () => {
    renderAddresses([HOME, SUMMERHOUSE], () => ({
      status: 400,
      data: {
        ErrorCode: 'ContainsError',
        Message: 'Ret de markerede felter.',
        Errors: { 'DeliveryAddresses.1.Zip': 'Vi leverer ikke til dette postnummer.' },
      },
    }))
    await userEvent.click(screen.getByRole('button', { name: 'Ret adressen til Sommerhuset' }))
    const form = screen.getByRole('form', { name: 'Ret adressen til Sommerhuset' })
    expect(within(form).getByLabelText('Vej og husnummer')).toHaveValue('Klitvej 4')
    await userEvent.click(within(form).getByRole('button', { name: 'Gem adresse' }))

    const zip = within(form).getByLabelText('Postnummer')
    await waitFor(() => expect(zip).toHaveFocus())
    expect(zip).toHaveAccessibleDescription('Vi leverer ikke til dette postnummer.')
  })

  it('makes another address the default, taking it from the old one', async () => {
    const { puts } = renderAddresses([HOME, SUMMERHOUSE])
    await userEvent.click(screen.getByRole('button', { name: 'Gør adressen til Sommerhuset til standard' }))

    expect(await screen.findByText('Adressen til Sommerhuset er nu din standardadresse.')).toBeInTheDocument()
    expect(puts()[0]?.map((a) => [a.Uid, a.IsDefault])).toEqual([
      ['addr-1', false],
      ['addr-2', true],
    ])
    const items = within(list()).getAllByRole('listitem')
    expect(within(items[1]!).getByText('Standardadresse')).toBeInTheDocument()
  })

  it('removes an address after asking, and the next one becomes the default', async () => {
    const { puts } = renderAddresses([HOME, SUMMERHOUSE])
    await userEvent.click(screen.getByRole('button', { name: 'Slet adressen til Karen Kunde' }))
    const confirm = screen.getByRole('group', { name: 'Vil du slette adressen til Karen Kunde?' })
    expect(within(confirm).getByRole('button', { name: 'Ja, slet adressen' })).toHaveFocus()
    expect(puts()).toEqual([])

    await userEvent.click(within(confirm).getByRole('button', { name: 'Ja, slet adressen' }))

    expect(await screen.findByText('Adressen til Karen Kunde er slettet.')).toBeInTheDocument()
    expect(puts()[0]).toEqual([expect.objectContaining({ Uid: 'addr-2', IsDefault: true })])
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1))
  })

  it('shows a refused change as a toast and keeps the list', async () => {
    renderAddresses([HOME, SUMMERHOUSE], () => ({
      status: 400,
      data: {
        ErrorCode: 'ContainsError',
        Message: 'Ret de markerede felter.',
        Errors: { DeliveryAddresses: 'Du kan højst gemme 10 leveringsadresser.' },
      },
    }))
    await userEvent.click(screen.getByRole('button', { name: 'Gør adressen til Sommerhuset til standard' }))
    expect(await screen.findByText('Du kan højst gemme 10 leveringsadresser.')).toBeInTheDocument()
    expect(within(within(list()).getAllByRole('listitem')[0]!).getByText('Standardadresse')).toBeInTheDocument()
  })
})
