// The basket an order was placed from, kept for the receipt in this tab only (sessionStorage): with the order's uid it
// is the guest's proof for making an account from the receipt (docs/adr/0042). The uid alone travels in the order mail
// and through the payment provider; the basket id never left this browser, and the page forgets it with the basket.
const KEY_PREFIX = 'delikat-order-basket:'

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    // Storage turned off: no proof is kept, and the receipt simply offers no account.
    return null
  }
}

export function rememberOrderBasket(orderUid: string, basketUid: string): void {
  try {
    storage()?.setItem(KEY_PREFIX + orderUid, basketUid)
  } catch {
    // Full or refused: as above.
  }
}

export function orderBasketOf(orderUid: string): string | null {
  return storage()?.getItem(KEY_PREFIX + orderUid) ?? null
}

export function forgetOrderBasket(orderUid: string): void {
  storage()?.removeItem(KEY_PREFIX + orderUid)
}
