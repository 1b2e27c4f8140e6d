// Holds the one added-to-basket dialog of the page (docs/product.md §2). A successful add opens it; an add from inside the
// open dialog (a suggestion) only changes what it shows. It closes on Escape, outside, its close button and
// "continue shopping", and by itself when the page changes; focus then goes back to the button that opened it.
// Mounted once inside BasketProvider (pages/_app.tsx). The dialog (with framer-motion and the suggestions) is a chunk of
// its own, fetched at the shopper's first press of a pointer or a key on the page (an add to basket starts with one,
// and the chunk arrives while the add is on its way), so it weighs neither on the first load nor on the tasks right
// after it, where running framer-motion was one of the longest (docs/architecture.md §7, docs/adr/0049).
import dynamic from 'next/dynamic'
import Router from 'next/router'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { AddedToBasketContext, type AddedToBasket } from './added-to-basket'
import type { SuggestionSource } from './components/AddedToBasketModal'

const loadModal = () => import('./components/AddedToBasketModal').then((module) => module.AddedToBasketModal)
const AddedToBasketModal = dynamic(loadModal, { ssr: false })

type State = { open: boolean; added: AddedToBasket | null; source: SuggestionSource | null }

const CLOSED: State = { open: false, added: null, source: null }

export function AddedToBasketProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(CLOSED)
  const openRef = useRef(false)
  const openerRef = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const options = { capture: true, passive: true } as const
    const stop = () => {
      document.removeEventListener('pointerdown', load, options)
      document.removeEventListener('keydown', load, options)
    }
    function load() {
      stop()
      void loadModal()
    }
    document.addEventListener('pointerdown', load, options)
    document.addEventListener('keydown', load, options)
    return stop
  }, [])

  const show = useCallback((added: AddedToBasket) => {
    if (openRef.current) {
      // The suggestions stay those of the product that opened the dialog; only the added product changes.
      setState((current) => ({ ...current, added }))
      return
    }
    openRef.current = true
    openerRef.current = added.opener
    setState({ open: true, added, source: { productId: added.product.ProductId, categoryId: added.categoryId } })
  }, [])

  const close = useCallback(() => {
    openRef.current = false
    setState((current) => (current.open ? { ...current, open: false } : current))
  }, [])

  // Runs after the dialog's own clean-up (which focuses what had focus when it opened, often nothing since the
  // add button is disabled while it works), so the add button gets focus back.
  useEffect(() => {
    if (state.open) return
    const opener = openerRef.current
    openerRef.current = null
    if (opener?.isConnected) opener.focus()
  }, [state.open])

  // Leaving the page (a suggestion's link, "go to basket", back) closes the dialog; a shallow change of the
  // address (an edition picked) does not.
  useEffect(() => {
    const onRouteChange = (_url: string, options?: { shallow?: boolean }) => {
      if (options?.shallow || !openRef.current) return
      openerRef.current = null
      close()
    }
    Router.events.on('routeChangeStart', onRouteChange)
    return () => Router.events.off('routeChangeStart', onRouteChange)
  }, [close])

  return (
    <AddedToBasketContext.Provider value={show}>
      {children}
      {state.added && state.source ? (
        <AddedToBasketModal open={state.open} added={state.added} source={state.source} onClose={close} />
      ) : null}
    </AddedToBasketContext.Provider>
  )
}
