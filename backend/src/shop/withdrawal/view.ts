/**
 * What an order's withdrawal looks like to the consumer (docs/api/withdrawal.md `Withdrawal`): which lines may be
 * withdrawn and how many of each, which may not and why, until when, and what was withdrawn already. A pure function
 * of the order's state as service.ts reads it, so the page and the confirmation (under the order's lock) apply the
 * very same rules.
 */
import type { Culture } from '../constants'
import { formatPrice, money, type Money } from '@delikat/contract/money'
import type { LineExemption, WithdrawalRefusal, WithdrawalStatus } from './constants'
import { resolveExemption } from './exemption'
import { periodEnded, withdrawalPeriod } from './period'

export interface OrderState {
  id: number
  uid: string
  orderNumber: string
  email: string
  culture: 'da' | 'en'
  customerId: number | null
  isB2B: boolean
  placedAt: Date
  deliveredAt: Date | null
  status: string
  methodType: string | null
  firstName: string
  lines: Array<{
    id: string
    name: string
    productNumber: string | null
    quantity: number
    unitPrice: number
    isFreeGift: boolean
    /** The snapshot taken at checkout; null on orders from before it existed. */
    exemption: LineExemption | null
    /** The product now, for those older orders (null when it is gone). */
    product: { type: string; storage: string | null; setting: string | null } | null
  }>
  giftCardLines: Array<{ id: string; amount: number; quantity: number }>
  /** Quantities withdrawn so far, by order line id. */
  withdrawn: Map<string, number>
  /** The order's issued gift cards by face value: how many, and how many are untouched and active. */
  giftCards: Map<number, { issued: number; unused: number }>
  withdrawals: Array<{ withdrawnAt: Date; lines: Array<{ name: string; quantity: number }> }>
}

export interface WithdrawalLine {
  LineId: string
  Kind: 'Product' | 'GiftCard'
  Name: string
  ProductNumber: string | null
  Quantity: number
  UnitPrice: Money
  WithdrawnQuantity: number
  /** How many may be withdrawn now; 0 when the line is exempt, all withdrawn, or the order cannot be withdrawn from. */
  WithdrawableQuantity: number
  /** Why the line cannot be withdrawn at all, or null. */
  Refusal: WithdrawalRefusal | null
  /** A condition the return must meet: sealed health or hygiene goods only with the seal unbroken. */
  Condition: 'SealUnbroken' | null
}

export interface Withdrawal {
  OrderNumber: string
  PlacedAt: string
  DeliveredAt: string | null
  /** The last day one may withdraw (YYYY-MM-DD, Danish time); null until the goods are delivered. */
  LastDay: string | null
  /** The instant the period closes (ISO); null until the goods are delivered. */
  Deadline: string | null
  Status: WithdrawalStatus
  Lines: WithdrawalLine[]
  Withdrawals: Array<{ WithdrawnAt: string; Lines: Array<{ Name: string; Quantity: number }> }>
}

const REFUSAL_OF: Partial<Record<LineExemption, WithdrawalRefusal>> = {
  perishable: 'Perishable',
  event: 'Event',
  personalised: 'Personalised',
}

/** A line's exemption: the checkout snapshot, else the product now, else none (in doubt the consumer keeps the right). */
function exemptionOf(line: OrderState['lines'][number]): LineExemption {
  if (line.exemption) return line.exemption
  if (!line.product) return 'none'
  return resolveExemption({ type: line.product.type, storage: line.product.storage, withdrawalExemption: line.product.setting })
}

/** A gift-card line's name, as the receipt calls it. */
export const giftCardName = (culture: Culture, amount: number) =>
  culture === 'en' ? `E-gift card of ${formatPrice(amount)} kr.` : `E-gavekort på ${formatPrice(amount)} kr.`

export function describeWithdrawal(state: OrderState, now: Date, culture: Culture): Withdrawal {
  const period = withdrawalPeriod({ placedAt: state.placedAt, deliveredAt: state.deliveredAt, methodType: state.methodType })
  const withdrawn = (id: string) => state.withdrawn.get(id) ?? 0

  const lines: WithdrawalLine[] = state.lines.map((line) => {
    const exemption = exemptionOf(line)
    const refusal: WithdrawalRefusal | null = line.isFreeGift ? 'FreeGift' : (REFUSAL_OF[exemption] ?? null)
    const left = line.quantity - withdrawn(line.id)
    return {
      LineId: line.id,
      Kind: 'Product',
      Name: line.name,
      ProductNumber: line.productNumber,
      Quantity: line.quantity,
      UnitPrice: money(line.unitPrice),
      WithdrawnQuantity: withdrawn(line.id),
      WithdrawableQuantity: refusal ? 0 : Math.max(0, left),
      Refusal: refusal,
      Condition: exemption === 'sealedHygiene' ? 'SealUnbroken' : null,
    }
  })

  // An e-gift card may be withdrawn while it is untouched: withdrawing blocks it, so it cannot be spent after the
  // refund. Cards of the same value are interchangeable; an order whose cards were never issued has none to block.
  const anyIssued = [...state.giftCards.values()].some((c) => c.issued > 0)
  for (const line of state.giftCardLines) {
    const left = Math.max(0, line.quantity - withdrawn(line.id))
    const unused = anyIssued ? (state.giftCards.get(line.amount)?.unused ?? 0) : left
    const may = Math.min(left, unused)
    lines.push({
      LineId: line.id,
      Kind: 'GiftCard',
      Name: giftCardName(culture, line.amount),
      ProductNumber: null,
      Quantity: line.quantity,
      UnitPrice: money(line.amount),
      WithdrawnQuantity: withdrawn(line.id),
      WithdrawableQuantity: may,
      Refusal: left > 0 && may === 0 ? 'GiftCardUsed' : null,
      Condition: null,
    })
  }

  let status: WithdrawalStatus
  if (state.status === 'Cancelled') status = 'Cancelled'
  else if (state.isB2B) status = 'BusinessOrder'
  else if (periodEnded(period, now)) status = 'PeriodEnded'
  else if (lines.some((l) => l.WithdrawableQuantity > 0)) status = 'Open'
  else if (state.withdrawn.size > 0) status = 'AllWithdrawn'
  else status = 'NothingToWithdraw'

  return {
    OrderNumber: state.orderNumber,
    PlacedAt: state.placedAt.toISOString(),
    DeliveredAt: state.deliveredAt?.toISOString() ?? null,
    LastDay: period.lastDay,
    Deadline: period.closesAt?.toISOString() ?? null,
    Status: status,
    Lines: status === 'Open' ? lines : lines.map((l) => ({ ...l, WithdrawableQuantity: 0 })),
    Withdrawals: state.withdrawals.map((w) => ({
      WithdrawnAt: w.withdrawnAt.toISOString(),
      Lines: w.lines.map((l) => ({ Name: l.name, Quantity: l.quantity })),
    })),
  }
}
