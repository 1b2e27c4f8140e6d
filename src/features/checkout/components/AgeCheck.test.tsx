import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Basket } from '@/features/basket/api/schemas'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi } from '@/test/fakeShopApi'
import { basket as basketFixture } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { linesAboveVerifiedAge, needsAgeVerification, parseAgeOutcome, withoutAgeOutcome } from '../ageVerification'
import { reactionToError } from '../paymentReaction'
import { ApiError } from '@/lib/apiError'
import { AppToaster } from '@/components/Toasts/Toasts'
import { AgeCheck, ageCheckReturnPath } from './AgeCheck'

const leaveForAgeCheck = vi.hoisted(() => vi.fn())
vi.mock('../paymentRedirect', () => ({ leaveForAgeCheck, leaveForPayment: vi.fn() }))

/** The fixture basket with a wine (18) and a cider (16), verified at `verified`. */
function ageBasket(verified: 16 | 18 | null, required: 16 | 18 | null = 18): Basket {
  const base = basketFixture('b-age', 1)
  const wine = base.Lines[0]!
  const cider = { ...wine, basketlineUid: 'line-2', Product: { ...wine.Product, ProductId: 2, Name: 'Æblecider 5 %', RequiredAge: 16 } }
  return {
    ...base,
    Lines: required === 16 ? [cider] : [{ ...wine, Product: { ...wine.Product, Name: 'Barolo 2019', RequiredAge: 18 } }, cider],
    RequiredAge: required,
    VerifiedAge: verified,
  }
}

function renderCheck(basket: Basket, error: string | null = null, locale = 'da') {
  return renderWithProviders(
    <MockRouterProvider router={createMockRouter({ locale })}>
      <AgeCheck basket={basket} error={error} />
      <AppToaster />
    </MockRouterProvider>,
  )
}

beforeAll(() => installBrowserStubs())
afterEach(() => leaveForAgeCheck.mockReset())

describe('the age check on the payment step', () => {
  it('shows nothing for a basket without age-limited goods', () => {
    renderCheck(ageBasket(null, null))
    expect(screen.queryByTestId('age-check')).toBeNull()
  })

  it('asks an unverified visitor to confirm their age with MitID, and sends them to the provider to come back to payment', async () => {
    const api = installFakeShopApi(() => ({ status: 200, data: { Url: 'http://localhost:3001/test-mitid/authorize?state=abc' } }))
    try {
      renderCheck(ageBasket(null))
      const panel = screen.getByTestId('age-check')
      expect(panel).toHaveTextContent('kun må sælges til personer, der er fyldt 18 år')
      expect(panel).toHaveTextContent('ikke din fødselsdato eller dit CPR-nummer')
      await userEvent.click(screen.getByRole('button', { name: 'Bekræft alder med MitID' }))
      expect(api.requests).toEqual([
        { method: 'POST', path: '/ageverification/start/', body: { BasketUid: 'b-age', ReturnPath: '/kassen/?trin=betaling' } },
      ])
      expect(leaveForAgeCheck).toHaveBeenCalledWith('http://localhost:3001/test-mitid/authorize?state=abc')
    } finally {
      api.restore()
    }
  })

  it('keeps the button and says what went wrong when the check cannot start', async () => {
    const api = installFakeShopApi(() => ({
      status: 503,
      data: { ErrorCode: 'AgeVerificationUnavailable', Message: 'Alderskontrollen kan ikke startes lige nu.' },
    }))
    try {
      renderCheck(ageBasket(null))
      await userEvent.click(screen.getByRole('button', { name: 'Bekræft alder med MitID' }))
      expect(await screen.findByText('Alderskontrollen kan ikke startes lige nu.')).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Bekræft alder med MitID' })).toBeEnabled()
      expect(leaveForAgeCheck).not.toHaveBeenCalled()
    } finally {
      api.restore()
    }
  })

  it('names the lines a 17-year-old cannot buy, with the way to the basket', () => {
    renderCheck(ageBasket(16))
    expect(screen.getByText(/Du er bekræftet som fyldt 16 år/)).toBeInTheDocument()
    expect(screen.getByTestId('age-limited-lines')).toHaveTextContent('Barolo 2019 (kræver 18 år)')
    expect(screen.getByTestId('age-limited-lines')).not.toHaveTextContent('Æblecider')
    expect(screen.getByRole('link', { name: 'Ret kurven' })).toHaveAttribute('href', '/kurv')
  })

  it('confirms a visitor verified at the age asked, and says the server refusal when there is one', () => {
    const { unmount } = renderCheck(ageBasket(18))
    expect(screen.getByTestId('age-check')).toHaveTextContent('Din alder er bekræftet med MitID: du er fyldt 18 år.')
    expect(screen.queryByRole('button')).toBeNull()
    unmount()
    renderCheck(ageBasket(null), 'Bekræft din alder med MitID, før du betaler.')
    expect(screen.getByRole('alert')).toHaveTextContent('Bekræft din alder med MitID, før du betaler.')
  })

  it('comes back to the English checkout under /en', () => {
    expect(ageCheckReturnPath('en')).toBe('/en/kassen/?trin=betaling')
    expect(ageCheckReturnPath('da')).toBe('/kassen/?trin=betaling')
  })
})

describe('the age rules of the checkout', () => {
  it("needs a check until the verified age reaches the basket's, and marks only the lines above it", () => {
    expect(needsAgeVerification(ageBasket(null))).toBe(true)
    expect(needsAgeVerification(ageBasket(16))).toBe(true)
    expect(needsAgeVerification(ageBasket(16, 16))).toBe(false)
    expect(needsAgeVerification(ageBasket(null, null))).toBe(false)
    expect(linesAboveVerifiedAge(ageBasket(16)).map((l) => l.Product.Name)).toEqual(['Barolo 2019'])
    expect(linesAboveVerifiedAge(ageBasket(null))).toEqual([])
  })

  it('reads the outcome the callback puts in the address, and takes it out again', () => {
    expect(parseAgeOutcome({ ageVerification: 'Verified', age: '18', trin: 'betaling' })).toEqual({ outcome: 'Verified', age: 18 })
    expect(parseAgeOutcome({ ageVerification: 'TooYoung' })).toEqual({ outcome: 'TooYoung', age: null })
    expect(parseAgeOutcome({ ageVerification: 'Hacked' })).toBeNull()
    expect(withoutAgeOutcome('/kassen/?trin=betaling&ageVerification=Verified&age=18')).toBe('/kassen/?trin=betaling')
  })

  it('answers the payment refusal by turning to the age check', () => {
    const refusal = new ApiError({
      status: 403,
      ErrorCode: 'AgeVerificationRequired',
      Message: 'Bekræft din alder.',
      description: 'payment',
    })
    expect(reactionToError(refusal)).toEqual({ kind: 'ageRequired', message: 'Bekræft din alder.' })
  })
})
