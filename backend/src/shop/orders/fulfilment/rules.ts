/**
 * The arithmetic of order handling (docs/adr/0044-order-fulfilment.md), pure so it is tested without a database:
 * what is left to ship, what a shipment captures, what may be refunded, and which operations an order allows.
 */

export interface RuleLine {
  id: string
  quantity: number
  shipped: number
  refunded: number
  linePrice: number
  /** False for tickets (events), which are delivered at purchase. */
  needsDelivery: boolean
}

export interface RuleOrder {
  status: 'Created' | 'Authorized' | 'Settled' | 'Shipped' | 'Cancelled'
  paymentMethod: 'CreditCard' | 'MobilePay' | 'Invoice'
  /** The order pays through a provider payment (a card or MobilePay order with money left after gift cards). */
  hasProviderPayment: boolean
  invoicePaid: boolean
  /** øre: the order's total, what the provider authorized for a provider payment. */
  total: number
  /** øre: the delivery charge, captured with the first shipment. */
  delivery: number
  /** øre: the face value of the e-gift cards the order bought (delivered at purchase). */
  giftCardPurchases: number
  captured: number
  refunded: number
  lines: RuleLine[]
}

export interface Pick {
  id: string
  quantity: number
}

export type RuleError = { code: string; message: { da: string; en: string } }

const error = (code: string, da: string, en: string): RuleError => ({ code, message: { da, en } })

/** A placed order that stands: paid by card (authorized), on invoice, or paid in full by gift cards. */
export function isPlaced(order: RuleOrder): boolean {
  if (order.status === 'Cancelled') return false
  if (order.hasProviderPayment) return order.status !== 'Created'
  return true
}

export const remaining = (line: RuleLine): number => line.quantity - line.shipped

/** Whether anything is left to send or hand over. */
export function canShip(order: RuleOrder): boolean {
  return isPlaced(order) && order.lines.some((l) => remaining(l) > 0)
}

/** Cancel is for an order of which nothing has gone out (tickets delivered at purchase do not count as gone out). */
export function canCancel(order: RuleOrder): boolean {
  return order.status !== 'Cancelled' && order.status !== 'Shipped' && !order.lines.some((l) => l.needsDelivery && l.shipped > 0)
}

export function refundable(order: RuleOrder): number {
  if (order.status === 'Cancelled') return 0
  if (order.hasProviderPayment) return order.captured - order.refunded
  // An invoice (or a gift-card-paid order) is credited against what it was for.
  return order.total - order.refunded
}

export function canRefund(order: RuleOrder): boolean {
  return isPlaced(order) && refundable(order) > 0 && (order.hasProviderPayment || order.lines.some((l) => l.shipped > 0))
}

export function canMarkInvoicePaid(order: RuleOrder): boolean {
  return order.paymentMethod === 'Invoice' && order.status !== 'Cancelled' && !order.invoicePaid && order.total > 0
}

/** The lines and quantities a shipment takes: those picked (checked), or all that remains. */
export function shipmentPicks(order: RuleOrder, picks: Pick[] | undefined): Pick[] | RuleError {
  if (!canShip(order)) return error('NothingToShip', 'Der er intet tilbage at sende på ordren.', 'Nothing is left to ship on the order.')
  const chosen = picks ?? order.lines.map((l) => ({ id: l.id, quantity: remaining(l) }))
  const merged = new Map<string, number>()
  for (const p of chosen) merged.set(p.id, (merged.get(p.id) ?? 0) + p.quantity)
  const out: Pick[] = []
  for (const [id, quantity] of merged) {
    const line = order.lines.find((l) => l.id === id)
    if (!line) return error('UnknownLine', 'En af linjerne findes ikke på ordren.', 'One of the lines is not on the order.')
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > remaining(line))
      return error(
        'TooMany',
        `Der kan højst sendes ${remaining(line)} af en linje.`,
        `At most ${remaining(line)} of a line can be shipped.`,
      )
    if (quantity > 0) out.push({ id, quantity })
  }
  if (out.length === 0) return error('NothingChosen', 'Vælg mindst én vare at sende.', 'Choose at least one item to ship.')
  return out
}

const value = (order: RuleOrder, picks: Pick[]) =>
  picks.reduce((sum, p) => {
    const line = order.lines.find((l) => l.id === p.id)!
    return sum + Math.round((line.linePrice * p.quantity) / line.quantity)
  }, 0)

/**
 * What a shipment of `picks` captures (øre): the order's payment shared over what it bought by value (the goods at
 * their line prices, the delivery charge, bought e-gift cards), so a voucher's discount and gift cards paid with are spread
 * evenly. The delivery charge goes with the first shipment of goods; the shipment that leaves nothing behind takes
 * the rest of the authorization, so rounding never leaves øre uncaptured.
 */
export function captureAmount(order: RuleOrder, picks: Pick[], options: { withGiftCards?: boolean } = {}): number {
  if (!order.hasProviderPayment) return 0
  const left = order.total - order.captured
  const after = order.lines.map((l) => remaining(l) - (picks.find((p) => p.id === l.id)?.quantity ?? 0))
  const nothingLeft = after.every((n) => n === 0)
  if (nothingLeft) return Math.max(0, left)
  const goods = order.lines.reduce((sum, l) => sum + l.linePrice, 0)
  const whole = goods + order.delivery + order.giftCardPurchases
  if (whole <= 0) return 0
  const firstGoods =
    picks.some((p) => order.lines.find((l) => l.id === p.id)?.needsDelivery) && !order.lines.some((l) => l.needsDelivery && l.shipped > 0)
  const share = value(order, picks) + (firstGoods ? order.delivery : 0) + (options.withGiftCards ? order.giftCardPurchases : 0)
  return Math.min(left, Math.max(0, Math.round((order.total * share) / whole)))
}

/** Tickets and e-gift cards are delivered at purchase: the picks that capture them at once (docs/adr/0044). */
export function deliveredAtPurchase(order: RuleOrder): Pick[] {
  return order.lines.filter((l) => !l.needsDelivery && remaining(l) > 0).map((l) => ({ id: l.id, quantity: remaining(l) }))
}

/** A refund's lines and amount checked against what the order has shipped (or delivered) and refunded. */
export function refundCheck(order: RuleOrder, amount: number, picks: Pick[]): RuleError | null {
  if (!canRefund(order)) return error('NothingToRefund', 'Der er intet at refundere på ordren.', 'There is nothing to refund on the order.')
  const max = refundable(order)
  if (!Number.isInteger(amount) || amount <= 0 || amount > max)
    return error(
      'AmountOutOfRange',
      `Beløbet skal være mellem 0,01 og ${(max / 100).toFixed(2).replace('.', ',')} kr.`,
      `The amount must be between 0.01 and ${(max / 100).toFixed(2)} kr.`,
    )
  for (const p of picks) {
    const line = order.lines.find((l) => l.id === p.id)
    if (!line) return error('UnknownLine', 'En af linjerne findes ikke på ordren.', 'One of the lines is not on the order.')
    const delivered = line.needsDelivery ? line.shipped : line.quantity
    const most = delivered - line.refunded
    if (!Number.isInteger(p.quantity) || p.quantity < 0 || p.quantity > most)
      return error('TooMany', `Der kan højst refunderes ${most} af en linje.`, `At most ${most} of a line can be refunded.`)
  }
  return null
}
