// "Find kunde": debounced, from two characters, with the hits' details, keyboard moves and "Vis flere".
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { installFakeShopApi, type FakeAnswer } from '@/test/fakeShopApi'
import { renderWithProviders } from '@/test/render'
import { customerHit } from '../testing/staffFixtures'
import { CustomerSearch, SEARCH_DEBOUNCE_MS } from './CustomerSearch'

const anna = customerHit()
const karen = customerHit({
  Id: 8,
  Name: 'Karen Kunde',
  Email: 'kunde@delikat.dk',
  ClientType: 'B2C',
  Company: null,
  Cvr: null,
  CustomerNumber: 'C-1001',
})
const blocked = customerHit({
  Id: 9,
  Name: 'Bent Blokeret',
  Email: 'bent@delikat.dk',
  ClientType: 'B2C',
  Company: null,
  Cvr: null,
  Blocked: true,
})

let restore: (() => void) | undefined
afterEach(() => {
  restore?.()
  restore = undefined
})

function renderSearch(answers: FakeAnswer[]) {
  const queue = [...answers]
  const fake = installFakeShopApi(({ method, path }) =>
    method === 'GET' && path === '/auth/impersonation/search/' ? (queue.shift() ?? { status: 500 }) : { status: 404 },
  )
  restore = fake.restore
  const onActAs = vi.fn(async () => undefined)
  renderWithProviders(<CustomerSearch onActAs={onActAs} />)
  const searches = () => fake.requests.filter((request) => request.path === '/auth/impersonation/search/')
  return { onActAs, searches }
}

const page = (Customers: unknown[], Page = 1, TotalPages = 1, TotalCount = Customers.length): FakeAnswer => ({
  status: 200,
  data: { Customers, TotalCount, TotalPages, Page },
})

describe('CustomerSearch', () => {
  it('waits for two characters and a pause in the typing, then lists the hits', async () => {
    const user = userEvent.setup()
    const { searches } = renderSearch([page([anna, karen, blocked])])
    const field = screen.getByRole('searchbox', { name: 'Find kunde' })
    await user.type(field, 'f')
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100)))
    expect(searches()).toHaveLength(0)

    await user.type(field, 'irma')
    // One request for the whole word, not one per keystroke.
    const list = await screen.findByRole('list', { name: 'Kunder' })
    expect(searches()).toHaveLength(1)
    expect(screen.getByRole('status')).toHaveTextContent('3 kunder')

    const [first, second, third] = within(list).getAllByRole('listitem')
    expect(first).toHaveTextContent('Anna Jensen')
    expect(first).toHaveTextContent('firma@delikat.dk')
    expect(first).toHaveTextContent('Restaurant Smagen ApS · CVR 12345674')
    expect(first).toHaveTextContent('Erhverv')
    expect(first).toHaveTextContent('Kundenr. C-2001')
    expect(second).toHaveTextContent('Privat')
    // A blocked customer is listed but cannot be acted as.
    expect(third).toHaveTextContent('Spærret')
    expect(within(third!).queryByRole('button')).not.toBeInTheDocument()
    expect(within(list).getAllByRole('button', { name: 'Handl som kunden' })).toHaveLength(2)
  })

  it('says when nothing matches, and when the search fails', async () => {
    const user = userEvent.setup()
    renderSearch([page([]), { status: 500 }])
    const field = screen.getByRole('searchbox', { name: 'Find kunde' })
    await user.type(field, 'zz')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Ingen kunder matcher "zz".'))
    await user.type(field, 'z')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Kunderne kunne ikke hentes lige nu.'))
  })

  it('goes from the field to the hits with the arrow keys and acts with Enter', async () => {
    const user = userEvent.setup()
    const { onActAs } = renderSearch([page([anna, karen])])
    const field = screen.getByRole('searchbox', { name: 'Find kunde' })
    await user.type(field, 'firma')
    const buttons = await screen.findAllByRole('button', { name: 'Handl som kunden' })
    expect(buttons[0]).toHaveAccessibleDescription('Anna Jensen')
    await user.keyboard('{ArrowDown}')
    expect(buttons[0]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(buttons[1]).toHaveFocus()
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(field).toHaveFocus()
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(onActAs).toHaveBeenCalledWith(expect.objectContaining({ Id: 7, Email: 'firma@delikat.dk' })))
  })

  it('loads the next page with "Vis flere"', async () => {
    const user = userEvent.setup()
    const { searches } = renderSearch([page([anna], 1, 2, 2), page([karen], 2, 2, 2)])
    await user.type(screen.getByRole('searchbox', { name: 'Find kunde' }), 'delikat')
    await screen.findByText('Anna Jensen')
    await user.click(screen.getByRole('button', { name: 'Vis flere' }))
    await screen.findByText('Karen Kunde')
    expect(screen.getByText('Anna Jensen')).toBeInTheDocument()
    expect(searches()).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Vis flere' })).not.toBeInTheDocument()
  })
})
