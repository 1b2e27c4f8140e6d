import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AxiosAdapter } from 'axios'
import Cookies from 'js-cookie'
import toast from 'react-hot-toast'
import { BASKET_COOKIE_NAME } from '@/config/constants'
import { customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import type { Customer } from '@/features/customer/api/schemas'
import { shopApi } from '@/lib/shopApi'
import { installBrowserStubs } from '@/test/browserStubs'
import { basket } from '@/test/fixtures'
import { ProfileView } from '@/views/account/ProfileView'
import { YourDataCard } from './YourDataCard'
import { authState, installAccountApi, renderAccount, type AccountApiAnswer, type AccountApiRequest } from '../testing/renderAccount'

const consumer = customerAnswer()
const business = customerAnswer({
  Email: 'firma@delikat.dk',
  ClientType: 'B2B',
  HardId: 'C-2002',
  Company: 'Restaurant Smagen ApS',
  Cvr: '12345674',
})

const EXPORT = {
  Version: 1,
  ExportedAt: '2026-11-26T10:00:00.000Z',
  Profile: { Email: consumer.Email },
  Orders: [{ OrderNumber: '10042' }],
}

let restore: (() => void) | undefined

function renderCard(customer: Customer, answer: (request: AccountApiRequest) => AccountApiAnswer) {
  const api = installAccountApi(answer)
  restore = api.restore
  const auth = authState({ status: 'authenticated', customer, loginKey: customer.HardId, isB2B: customer.ClientType === 'B2B' })
  const navigate = vi.fn(async () => true)
  renderAccount(<YourDataCard customer={customer} />, { auth, url: '/konto/', route: '/konto', onNavigate: navigate })
  return { api, auth, navigate }
}

/** What the page handed to the browser as a download: the file's name and its text. */
function captureDownloads() {
  const files: Array<{ name: string; blob: Blob }> = []
  const blobs = new Map<string, Blob>()
  let next = 0
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${next++}`
    blobs.set(url, blob)
    return url
  })
  URL.revokeObjectURL = vi.fn()
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.get(this.href)! })
  })
  return { files, restore: () => click.mockRestore() }
}

/** A Blob's text (jsdom's Blob has no text()). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsText(blob)
  })

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Slet din konto' }))
  return screen.findByRole('dialog', { name: 'Slet din konto' })
}

describe('YourDataCard', () => {
  beforeAll(() => installBrowserStubs())
  beforeEach(() => toast.remove())
  afterEach(() => {
    restore?.()
    restore = undefined
    Cookies.remove(BASKET_COOKIE_NAME)
  })

  it('is a section of the account front page', async () => {
    const api = installAccountApi(() => ({ status: 404, data: {} }))
    restore = api.restore
    renderAccount(<ProfileView />, {
      auth: authState({ status: 'authenticated', customer: consumer, loginKey: consumer.HardId }),
      url: '/konto/',
      route: '/konto',
    })
    const section = screen.getByRole('region', { name: 'Dine data' })
    expect(within(section).getByRole('button', { name: 'Download dine data (JSON)' })).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'Slet din konto' })).toHaveAttribute('aria-haspopup', 'dialog')
  })

  it('downloads the data as a JSON file under the name the backend gives, saying it is busy meanwhile', async () => {
    const downloads = captureDownloads()
    const { api } = renderCard(consumer, (request) =>
      request.path === '/customer/export/'
        ? { status: 200, data: EXPORT, headers: { 'content-disposition': 'attachment; filename="delikat-data-2026-11-26.json"' } }
        : { status: 404, data: {} },
    )
    const button = screen.getByRole('button', { name: 'Download dine data (JSON)' })
    await userEvent.click(button)
    expect(await screen.findByText('Dine data er hentet.')).toBeInTheDocument()
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /customer/export/'])
    expect(downloads.files).toHaveLength(1)
    expect(downloads.files[0]!.name).toBe('delikat-data-2026-11-26.json')
    expect(downloads.files[0]!.blob.type).toBe('application/json')
    expect(JSON.parse(await readText(downloads.files[0]!.blob))).toEqual(EXPORT)
    expect(button).toBeEnabled()
    downloads.restore()
  })

  it('shows the busy state while the file is on its way', async () => {
    const downloads = captureDownloads()
    let release: () => void = () => undefined
    const waiting = new Promise<void>((resolve) => (release = resolve))
    renderCard(consumer, () => ({ status: 200, data: EXPORT }))
    // The fake backend answers at once; this one waits until the test lets it.
    const answer = shopApi.defaults.adapter as AxiosAdapter
    shopApi.defaults.adapter = async (config) => {
      await waiting
      return answer(config)
    }
    await userEvent.click(screen.getByRole('button', { name: 'Download dine data (JSON)' }))
    const busy = await screen.findByRole('button', { name: 'Henter dine data …' })
    expect(busy).toBeDisabled()
    expect(busy).toHaveAttribute('aria-busy', 'true')
    release()
    expect(await screen.findByRole('button', { name: 'Download dine data (JSON)' })).toBeEnabled()
    // No name from the backend: the day of the export names the file.
    expect(downloads.files[0]!.name).toBe('delikat-data-2026-11-26.json')
    downloads.restore()
  })

  it("says why a download failed, in the backend's words, and saves nothing", async () => {
    const downloads = captureDownloads()
    renderCard(consumer, () => ({
      status: 429,
      data: { ErrorCode: 'TooManyAttempts', Message: 'Du har hentet dine data for mange gange. Prøv igen om 12 minutter.' },
    }))
    await userEvent.click(screen.getByRole('button', { name: 'Download dine data (JSON)' }))
    expect(await screen.findByText('Du har hentet dine data for mange gange. Prøv igen om 12 minutter.')).toBeInTheDocument()
    expect(downloads.files).toEqual([])
    expect(screen.getByRole('button', { name: 'Download dine data (JSON)' })).toBeEnabled()
    downloads.restore()
  })

  it('explains in a labelled dialog what is deleted and what the books keep, and checks the step before sending', async () => {
    const { api } = renderCard(consumer, () => ({ status: 404, data: {} }))
    const dialog = await openDialog()
    // The explanation is read first.
    await waitFor(() => expect(within(dialog).getByTestId('delete-explanation')).toHaveFocus())
    expect(dialog).toHaveTextContent('Din konto bliver slettet med det samme, og det kan ikke fortrydes.')
    expect(dialog).toHaveTextContent('Din profil og dit login, dine leveringsadresser, favoritter og din kurv')
    expect(dialog).toHaveTextContent('Dine ordrer i 5 år, fordi bogføringsloven kræver det')
    expect(dialog).toHaveTextContent('men ikke dit navn, din e-mailadresse, dit telefonnummer eller dine adresser')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Slet min konto' }))
    expect(await within(dialog).findByText('Skriv din adgangskode.')).toBeInTheDocument()
    expect(within(dialog).getByText('Sæt kryds for at bekræfte, at din konto skal slettes.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Din adgangskode')).toHaveFocus()
    expect(api.requests).toEqual([])
  })

  it('tells a business customer that the company and CVR stay on the invoices', async () => {
    renderCard(business, () => ({ status: 404, data: {} }))
    const dialog = await openDialog()
    expect(dialog).toHaveTextContent('firmanavn, CVR-nummer og fakturaadresse, som står på fakturaen')
  })

  it('shows a wrong password beneath the field, and the orders that stop the deletion in the dialog', async () => {
    let answer: AccountApiAnswer = {
      status: 400,
      data: { ErrorCode: 'ContainsError', Message: 'Ret de markerede felter.', Errors: { Password: 'Adgangskoden er forkert.' } },
    }
    const { api, auth } = renderCard(consumer, () => answer)
    const dialog = await openDialog()
    const password = within(dialog).getByLabelText('Din adgangskode')
    await userEvent.type(password, 'forkert-kode-1')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Jeg forstår, at min konto bliver slettet/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Slet min konto' }))
    await waitFor(() => expect(password).toHaveFocus())
    expect(password).toHaveAccessibleDescription('Adgangskoden er forkert.')
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/customer/delete/',
      body: { Password: 'forkert-kode-1', Confirm: true },
    })

    answer = {
      status: 409,
      data: {
        ErrorCode: 'OrdersInProgress',
        Message: 'Du kan ikke slette din konto, mens du har ordrer, der ikke er afsluttet: ordre 10042 (ikke afsendt endnu).',
      },
    }
    await userEvent.clear(password)
    await userEvent.type(password, 'Delikat-demo-2026')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Slet min konto' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ordre 10042 (ikke afsendt endnu)')
    expect(screen.getByRole('dialog', { name: 'Slet din konto' })).toBeInTheDocument()
    expect(auth.forgetSession).not.toHaveBeenCalled()
  })

  it('closes on "Fortryd" without a trace of the password, and gives the focus back', async () => {
    const { api } = renderCard(consumer, () => ({ status: 404, data: {} }))
    const dialog = await openDialog()
    await userEvent.type(within(dialog).getByLabelText('Din adgangskode'), 'Delikat-demo-2026')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fortryd' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Slet din konto' })).toHaveFocus()
    const again = await openDialog()
    expect(within(again).getByLabelText('Din adgangskode')).toHaveValue('')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.requests).toEqual([])
  })

  it('deletes the account: the visitor is logged out here, the basket forgotten, and the home page says so', async () => {
    const basketUid = 'b6f1c1f4-1111-4a4a-8a8a-00000000000b'
    Cookies.set(BASKET_COOKIE_NAME, basketUid)
    const { api, auth, navigate } = renderCard(consumer, (request) =>
      request.method === 'GET' && request.path === `/basket/${basketUid}/`
        ? { status: 200, data: basket(basketUid, 2) }
        : { status: 200, data: { Result: 'Deleted', OrdersKept: 2 } },
    )
    // The customer's basket is in use until the account goes.
    await waitFor(() => expect(api.requests.some((r) => r.path === `/basket/${basketUid}/`)).toBe(true))
    expect(Cookies.get(BASKET_COOKIE_NAME)).toBe(basketUid)
    const dialog = await openDialog()
    await userEvent.type(within(dialog).getByLabelText('Din adgangskode'), 'Delikat-demo-2026')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Jeg forstår/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Slet min konto' }))

    expect(await screen.findByText(`Din konto er slettet. Vi har sendt en bekræftelse til ${consumer.Email}.`)).toBeInTheDocument()
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/customer/delete/', params: expect.any(Object), body: { Password: 'Delikat-demo-2026', Confirm: true } },
    ])
    expect(auth.forgetSession).toHaveBeenCalledTimes(1)
    expect(auth.logout).not.toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith('/', undefined, undefined)
    expect(Cookies.get(BASKET_COOKIE_NAME)).toBeUndefined()
  })
})
