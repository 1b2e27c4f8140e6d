import { fireEvent, waitFor } from '@testing-library/react'
import { createElement, lazy, Suspense, type ComponentType } from 'react'
import { renderWithProviders } from '@/test/render'
import { AddedToBasketProvider } from './AddedToBasketProvider'

// Counts when the dialog's chunk is run: the test's stand-in for the module with framer-motion and the suggestions.
const dialogModule = vi.hoisted(() => ({ evaluated: vi.fn() }))
vi.mock('./components/AddedToBasketModal', () => {
  dialogModule.evaluated()
  return { AddedToBasketModal: () => null }
})
// next/dynamic as in the browser: the chunk is fetched when the component renders or something asks for it, not when
// the module that makes it runs (the other tests' setup loads every chunk at once, tests/setup-dom.ts).
vi.mock('next/dynamic', () => ({
  default: (loader: () => Promise<ComponentType<object>>) => {
    const Lazy = lazy(() => loader().then((component) => ({ default: component })))
    return (props: object) => createElement(Suspense, { fallback: null }, createElement(Lazy, props))
  },
}))

describe('AddedToBasketProvider', () => {
  it("runs the dialog's chunk at the shopper's first press on the page, not while the page loads", async () => {
    renderWithProviders(
      <AddedToBasketProvider>
        <button type="button">Læg i kurv</button>
      </AddedToBasketProvider>,
    )
    // Longer than the browser takes to be idle after a load here (requestIdleCallback, or 1.5 s without it).
    await new Promise((resolve) => setTimeout(resolve, 1800))
    expect(dialogModule.evaluated).not.toHaveBeenCalled()
    fireEvent.pointerDown(document.body)
    await waitFor(() => expect(dialogModule.evaluated).toHaveBeenCalledTimes(1), { timeout: 500 })
    fireEvent.keyDown(document.body, { key: 'Enter' })
    expect(dialogModule.evaluated).toHaveBeenCalledTimes(1)
  })
})
