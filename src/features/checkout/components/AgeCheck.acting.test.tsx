// The age check while staff act as the customer (docs/api/impersonation.md, docs/adr/0028): only the customer can
// verify with MitID, and a verification the customer already has counts as usual.
import { screen } from '@testing-library/react'
import { AuthContext } from '@/features/auth/auth-context'
import { authState, customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import type { Basket } from '@/features/basket/api/schemas'
import { basket as basketFixture } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { AgeCheck } from './AgeCheck'

function wineBasket(verified: 18 | 16 | null): Basket {
  const base = basketFixture('b-age', 1)
  const wine = base.Lines[0]!
  return {
    ...base,
    Lines: [{ ...wine, Product: { ...wine.Product, Name: 'Barolo 2019', RequiredAge: 18 } }],
    RequiredAge: 18,
    VerifiedAge: verified,
  }
}

function renderCheck(basket: Basket, acting: boolean) {
  const customer = customerAnswer({ CanImpersonate: acting })
  return renderWithProviders(
    <MockRouterProvider router={createMockRouter()}>
      <AuthContext.Provider value={authState({ status: 'authenticated', customer, loginKey: customer.HardId })}>
        <AgeCheck basket={basket} />
      </AuthContext.Provider>
    </MockRouterProvider>,
  )
}

describe('the age check while staff act as the customer', () => {
  it('replaces the MitID button by a note for a customer who is not verified', () => {
    renderCheck(wineBasket(null), true)
    expect(screen.getByTestId('age-acting-note')).toHaveTextContent('Alderen skal bekræftes af kunden selv med MitID.')
    expect(screen.queryByRole('button', { name: 'Bekræft alder med MitID' })).toBeNull()
  })

  it('replaces the button to check again for a customer verified too young', () => {
    renderCheck(wineBasket(16), true)
    expect(screen.getByTestId('age-limited-lines')).toHaveTextContent('Barolo 2019')
    expect(screen.getByTestId('age-acting-note')).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it("counts the customer's own verification as usual", () => {
    renderCheck(wineBasket(18), true)
    expect(screen.getByTestId('age-check')).toHaveTextContent('Din alder er bekræftet med MitID: du er fyldt 18 år.')
    expect(screen.queryByTestId('age-acting-note')).toBeNull()
  })

  it('keeps the MitID button for the customer themselves', () => {
    renderCheck(wineBasket(null), false)
    expect(screen.getByRole('button', { name: 'Bekræft alder med MitID' })).toBeInTheDocument()
    expect(screen.queryByTestId('age-acting-note')).toBeNull()
  })
})
