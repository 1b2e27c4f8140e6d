'use client'
/**
 * "Ordrehåndtering" on an order in the admin (docs/adr/0044-order-fulfilment.md): customer service and admins ship
 * (and so capture), hand over, cancel (and so void), refund and mark invoices paid through the shop's staff API with
 * their own session, and see the order's lines, shipments with tracking and labels, and its history. The shop's rules
 * decide (the StaffOrder's Can… flags); this panel only offers what they allow and shows what the shop answers.
 */
import { formatPrice } from '@delikat/contract/money'
import { Button, useAuth, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { AUTHORIZATION_WARNING_DAYS, REASON_MAX_LENGTH } from '../shop/orders/fulfilment/constants'
import type { StaffOrder } from '../shop/orders/fulfilment/view'
import './OrderActions.scss'

type Language = 'da' | 'en'
type OrderStatus = StaffOrder['Status']
type Outcome = StaffOrder['Events'][number]['Outcome']

/** The staff API's view of an order (GET /api/shop/staff/orders/{id}/, docs/api/staff-orders.md); amounts in øre. */
export type { StaffOrder }
export type StaffOrderLine = StaffOrder['Lines'][number]

interface Pick {
  Id: string
  Quantity: number
}

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
/** How long a success message stays. */
const SUCCESS_MS = 6000

const ROLES_THAT_HANDLE_ORDERS = ['customerService', 'admin'] as const

type Problem = 'nothingChosen' | 'badQuantity' | 'reasonMissing' | 'reasonTooLong' | 'badAmount' | 'amountTooHigh'

const DA = {
  title: 'Ordrehåndtering',
  loading: 'Henter ordren…',
  loadFailed: 'Ordren kunne ikke hentes',
  failed: 'Det lykkedes ikke',
  providerFailed: 'Betalings- eller fragtudbyderen afviste eller svarede ikke',
  working: 'Arbejder…',
  status: 'Status',
  statuses: { Created: 'Oprettet', Authorized: 'Godkendt', Settled: 'Betalt', Shipped: 'Sendt', Cancelled: 'Annulleret' } as Record<
    OrderStatus,
    string
  >,
  methods: { CreditCard: 'Kort', MobilePay: 'MobilePay', Invoice: 'Faktura' } as Record<StaffOrder['PaymentMethod'], string>,
  total: 'i alt',
  authorized: 'reserveret',
  captured: 'hævet',
  refunded: 'refunderet',
  invoicePaid: (date: string) => `faktura betalt ${date}`,
  invoiceUnpaid: 'faktura ikke betalt',
  expiresIn: (amount: number, unit: 'hours' | 'days') =>
    `Reservationen udløber om ${amount} ${unit === 'hours' ? (amount === 1 ? 'time' : 'timer') : amount === 1 ? 'dag' : 'dage'} – send ordren eller kontakt kunden`,
  expired: 'Reservationen er udløbet – kontakt kunden, før ordren sendes',
  lines: 'Varer',
  name: 'Vare',
  ordered: 'Bestilt',
  shipped: 'Sendt',
  refundedColumn: 'Refunderet',
  toShip: 'Send nu',
  toHandOver: 'Udlever nu',
  deliveredAtPurchase: 'Leveret ved køb',
  shipQuantity: (name: string, most: number) => `Antal af ${name} at sende (0–${most})`,
  handOverQuantity: (name: string, most: number) => `Antal af ${name} at udlevere (0–${most})`,
  shipChosen: 'Send valgte',
  shipRest: 'Send resten',
  handOverChosen: 'Udleveret (valgte)',
  handOverRest: 'Udleveret (resten)',
  labelNote: (method: string | null) => `Der laves en fragtlabel${method ? ` (${method})` : ''} for hver forsendelse.`,
  shippedDone: 'Forsendelsen er registreret',
  handedOverDone: 'Udleveringen er registreret',
  cancel: 'Annuller ordre',
  cancelIntro: 'Annullér ordren? En kortreservation frigives, og kunden får besked. Det kan ikke fortrydes.',
  cancelConfirm: 'Annuller ordren',
  cancelled: 'Ordren er annulleret',
  keep: 'Fortryd',
  reason: 'Begrundelse (påkrævet)',
  refund: 'Refunder…',
  refundIntro: 'Vælg de varer der refunderes (eller ingen, for et beløb uden varer), og ret beløbet om nødvendigt.',
  refundQuantity: (name: string, most: number) => `Antal af ${name} at refundere (0–${most})`,
  refundColumn: 'Refunder',
  amount: (max: string) => `Beløb i kr. (højst ${max})`,
  returned: 'Varerne er kommet retur (læg dem på lager igen)',
  refundConfirm: 'Refunder beløbet',
  refundedDone: 'Beløbet er refunderet',
  markInvoicePaid: 'Marker faktura betalt',
  invoicePaidDone: 'Fakturaen er markeret som betalt',
  shipments: 'Forsendelser',
  noShipments: 'Intet sendt endnu.',
  date: 'Dato',
  carrier: 'Fragt',
  tracking: 'Sporing',
  contents: 'Indhold',
  amountColumn: 'Beløb',
  label: 'Label (PDF)',
  history: 'Historik',
  noHistory: 'Intet gjort endnu.',
  time: 'Tid',
  action: 'Handling',
  outcome: 'Resultat',
  who: 'Hvem',
  message: 'Besked',
  theShop: 'Butikken',
  actions: {
    Ship: 'Sendt',
    HandOver: 'Udleveret',
    Capture: 'Beløb hævet',
    Cancel: 'Annulleret',
    Refund: 'Refunderet',
    InvoicePaid: 'Faktura betalt',
    Invoice: 'Faktura sendt',
    Edit: 'Rettet',
  } as Record<string, string>,
  outcomes: { Pending: 'I gang', Done: 'Udført', Refused: 'Afvist', Failed: 'Fejlede' } as Record<Outcome, string>,
  problems: {
    nothingChosen: 'Vælg mindst én vare.',
    badQuantity: 'Et antal er uden for det tilladte.',
    reasonMissing: 'Skriv en begrundelse.',
    reasonTooLong: `Begrundelsen må højst være ${REASON_MAX_LENGTH} tegn.`,
    badAmount: 'Skriv et beløb i kroner, fx 149,50.',
    amountTooHigh: 'Beløbet er større end det, der kan refunderes.',
  } as Record<Problem, string>,
}

type Texts = typeof DA

const TEXTS: Record<Language, Texts> = {
  da: DA,
  en: {
    title: 'Order handling',
    loading: 'Fetching the order…',
    loadFailed: 'The order could not be fetched',
    failed: 'It did not succeed',
    providerFailed: 'The payment or shipping provider refused or did not answer',
    working: 'Working…',
    status: 'Status',
    statuses: { Created: 'Created', Authorized: 'Authorized', Settled: 'Paid', Shipped: 'Shipped', Cancelled: 'Cancelled' },
    methods: { CreditCard: 'Card', MobilePay: 'MobilePay', Invoice: 'Invoice' },
    total: 'total',
    authorized: 'authorized',
    captured: 'captured',
    refunded: 'refunded',
    invoicePaid: (date) => `invoice paid ${date}`,
    invoiceUnpaid: 'invoice not paid',
    expiresIn: (amount, unit) =>
      `The reservation lapses in ${amount} ${unit === 'hours' ? (amount === 1 ? 'hour' : 'hours') : amount === 1 ? 'day' : 'days'} – ship the order or contact the customer`,
    expired: 'The reservation has lapsed – contact the customer before shipping the order',
    lines: 'Items',
    name: 'Item',
    ordered: 'Ordered',
    shipped: 'Shipped',
    refundedColumn: 'Refunded',
    toShip: 'Ship now',
    toHandOver: 'Hand over now',
    deliveredAtPurchase: 'Delivered at purchase',
    shipQuantity: (name, most) => `Quantity of ${name} to ship (0–${most})`,
    handOverQuantity: (name, most) => `Quantity of ${name} to hand over (0–${most})`,
    shipChosen: 'Ship chosen',
    shipRest: 'Ship the rest',
    handOverChosen: 'Handed over (chosen)',
    handOverRest: 'Handed over (the rest)',
    labelNote: (method) => `A shipping label${method ? ` (${method})` : ''} is made for each shipment.`,
    shippedDone: 'The shipment is recorded',
    handedOverDone: 'The hand-over is recorded',
    cancel: 'Cancel order',
    cancelIntro: 'Cancel the order? A card reservation is released and the customer is told. This cannot be undone.',
    cancelConfirm: 'Cancel the order',
    cancelled: 'The order is cancelled',
    keep: 'Go back',
    reason: 'Reason (required)',
    refund: 'Refund…',
    refundIntro: 'Choose the items refunded (or none, for an amount without items), and correct the amount if need be.',
    refundQuantity: (name, most) => `Quantity of ${name} to refund (0–${most})`,
    refundColumn: 'Refund',
    amount: (max) => `Amount in kr. (at most ${max})`,
    returned: 'The goods have come back (put them back in stock)',
    refundConfirm: 'Refund the amount',
    refundedDone: 'The amount is refunded',
    markInvoicePaid: 'Mark invoice paid',
    invoicePaidDone: 'The invoice is marked paid',
    shipments: 'Shipments',
    noShipments: 'Nothing shipped yet.',
    date: 'Date',
    carrier: 'Carrier',
    tracking: 'Tracking',
    contents: 'Contents',
    amountColumn: 'Amount',
    label: 'Label (PDF)',
    history: 'History',
    noHistory: 'Nothing done yet.',
    time: 'Time',
    action: 'Action',
    outcome: 'Outcome',
    who: 'Who',
    message: 'Message',
    theShop: 'The shop',
    actions: {
      Ship: 'Shipped',
      HandOver: 'Handed over',
      Capture: 'Captured',
      Cancel: 'Cancelled',
      Refund: 'Refunded',
      InvoicePaid: 'Invoice paid',
      Invoice: 'Invoice sent',
      Edit: 'Edited',
    },
    outcomes: { Pending: 'In progress', Done: 'Done', Refused: 'Refused', Failed: 'Failed' },
    problems: {
      nothingChosen: 'Choose at least one item.',
      badQuantity: 'A quantity is out of range.',
      reasonMissing: 'Give a reason.',
      reasonTooLong: `The reason may be at most ${REASON_MAX_LENGTH} characters.`,
      badAmount: 'Write an amount in kroner, e.g. 149.50.',
      amountTooHigh: 'The amount is more than can be refunded.',
    },
  },
}

// ---------------------------------------------------------------------------------------------------------------
// The panel's logic, pure so it is tested without a browser (order-actions.test.ts).

/** Whether the user's roles let them handle orders (the staff API's own rule; the panel is hidden for the others). */
export function mayHandleOrders(roles: readonly string[] | undefined): boolean {
  return (roles ?? []).some((role) => (ROLES_THAT_HANDLE_ORDERS as readonly string[]).includes(role))
}

/** An amount as staff read it: "1.234,50 kr.", "149,- kr." (formatPrice, the shop's one way to write money). */
export function kr(ore: number): string {
  return `${formatPrice(ore)} kr.`
}

/** An amount in an input: "1234,50" in Danish, "1234.50" in English; no thousands separator, so it edits easily. */
export function kronerInput(ore: number, language: Language): string {
  const text = (ore / 100).toFixed(2)
  return language === 'da' ? text.replace('.', ',') : text
}

/**
 * Kroner as staff type them, in øre, or null when it is not an amount: "149", "149,5", "1.234,50", "149,-",
 * "149.50", "1,234.50", with or without "kr.". A comma is the decimal sign unless a dot comes after it; "1,234"
 * (Danish 1,234 kr. or English 1234?) is refused rather than guessed.
 */
export function parseKroner(input: string): number | null {
  const text = input
    .replace(/kr\.?|dkk/gi, '')
    .replace(/\s/g, '')
    .replace(/,-$/, '')
  let whole: string
  let fraction = ''
  let match: RegExpMatchArray | null
  if ((match = text.match(/^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/))) [, whole, fraction = ''] = match as [string, string, string?]
  else if ((match = text.match(/^(\d{1,3}(?:,\d{3})+|\d+)\.(\d{1,2})$/))) [, whole, fraction] = match as [string, string, string]
  else return null
  const ore = Number(whole.replace(/[.,]/g, '')) * 100 + Number(fraction.padEnd(2, '0'))
  return Number.isSafeInteger(ore) ? ore : null
}

/** What is left to send of a line; nothing for a line delivered at purchase (tickets, e-gift cards). */
export function shippable(line: StaffOrderLine): number {
  return line.NeedsDelivery ? Math.max(0, line.Quantity - line.Shipped) : 0
}

/** How many of a line may be refunded: what went out (or was delivered at purchase) less what was refunded. */
export function refundableQuantity(line: StaffOrderLine): number {
  const delivered = line.NeedsDelivery ? line.Shipped : line.Quantity
  return Math.max(0, delivered - line.Refunded)
}

/** The most a refund may be (øre): what was captured less what was refunded; an invoice is credited against its total. */
export function refundMax(order: StaffOrder): number {
  const paid = order.PaymentMethod === 'Invoice' || order.Authorized === 0 ? order.Total : order.Captured
  return Math.max(0, paid - order.Refunded)
}

/** The value of chosen lines at their line prices (discounts included), as the shop shares a line out. */
export function linesValue(order: StaffOrder, picks: readonly Pick[]): number {
  return picks.reduce((sum, pick) => {
    const line = order.Lines.find((l) => l.Id === pick.Id)
    return line && line.Quantity > 0 ? sum + Math.round((line.LinePrice * pick.Quantity) / line.Quantity) : sum
  }, 0)
}

/**
 * The buttons an order shows, from the shop's own Can… answers: "Send resten" whenever the shop allows shipping,
 * "Send valgte" only when there is a line to choose from (not for tickets alone, which go out with "Send resten").
 */
export function availableActions(order: StaffOrder) {
  return {
    shipRest: order.CanShip,
    shipChosen: order.CanShip && order.Lines.some((l) => shippable(l) > 0),
    cancel: order.CanCancel,
    refund: order.CanRefund,
    invoicePaid: order.CanMarkInvoicePaid,
  }
}

/** A picked up order's shop hands it over rather than sends it. */
const isHandOver = (order: StaffOrder): boolean => order.MethodType === 'SimplePickup'

/** The warning about a card reservation that lapses within AUTHORIZATION_WARNING_DAYS (or has), or null. */
export function expiryWarning(order: StaffOrder, now: Date, language: Language): string | null {
  if (!order.AuthorizationExpiresAt || (order.Status !== 'Authorized' && order.Status !== 'Settled')) return null
  const left = new Date(order.AuthorizationExpiresAt).getTime() - now.getTime()
  if (Number.isNaN(left) || left >= AUTHORIZATION_WARNING_DAYS * DAY_MS) return null
  const t = TEXTS[language]
  if (left <= 0) return t.expired
  // Rounded down: a deadline is better told a little early than late.
  return left < DAY_MS ? t.expiresIn(Math.max(1, Math.floor(left / HOUR_MS)), 'hours') : t.expiresIn(Math.floor(left / DAY_MS), 'days')
}

/** Quantities typed into the form, by line id. */
export type Quantities = Record<string, string>

/** Whole numbers 0…most, or null. */
function quantity(text: string | undefined, most: number): number | null {
  const trimmed = (text ?? '').trim()
  if (!/^\d*$/.test(trimmed)) return null
  const value = trimmed === '' ? 0 : Number(trimmed)
  return value <= most ? value : null
}

/** The Lines of "Send valgte": the lines with a quantity above zero, each within what is left to send. */
export function shipPicks(order: StaffOrder, quantities: Quantities): { Lines: Pick[] } | { problem: Problem } {
  const Lines: Pick[] = []
  for (const line of order.Lines) {
    const most = shippable(line)
    if (most === 0) continue
    const chosen = quantity(quantities[line.Id], most)
    if (chosen === null) return { problem: 'badQuantity' }
    if (chosen > 0) Lines.push({ Id: line.Id, Quantity: chosen })
  }
  return Lines.length > 0 ? { Lines } : { problem: 'nothingChosen' }
}

/** The refund's chosen lines (those above zero); a problem when one is out of range. */
function refundPicks(order: StaffOrder, quantities: Quantities): Pick[] | { problem: Problem } {
  const picks: Pick[] = []
  for (const line of order.Lines) {
    const most = refundableQuantity(line)
    if (most === 0) continue
    const chosen = quantity(quantities[line.Id], most)
    if (chosen === null) return { problem: 'badQuantity' }
    if (chosen > 0) picks.push({ Id: line.Id, Quantity: chosen })
  }
  return picks
}

export interface RefundForm {
  quantities: Quantities
  amount: string
  reason: string
  returned: boolean
}

export interface RefundBody {
  Amount: number
  Lines?: Pick[]
  Reason: string
  Returned: boolean
}

/** A reason as the shop takes it: trimmed, required, at most 500 characters. */
function checkReason(reason: string): { Reason: string } | { problem: Problem } {
  const Reason = reason.trim()
  if (!Reason) return { problem: 'reasonMissing' }
  if (Reason.length > REASON_MAX_LENGTH) return { problem: 'reasonTooLong' }
  return { Reason }
}

/** The refund's request from the form, or what is wrong with it. Goods come back only with lines. */
export function refundRequest(order: StaffOrder, form: RefundForm): RefundBody | { problem: Problem } {
  const picks = refundPicks(order, form.quantities)
  if (!Array.isArray(picks)) return picks
  const Amount = parseKroner(form.amount)
  if (Amount === null || Amount <= 0) return { problem: 'badAmount' }
  if (Amount > refundMax(order)) return { problem: 'amountTooHigh' }
  const reason = checkReason(form.reason)
  if ('problem' in reason) return reason
  return { Amount, ...(picks.length > 0 ? { Lines: picks } : {}), Reason: reason.Reason, Returned: picks.length > 0 && form.returned }
}

/** The amount a refund form starts with for the chosen lines: their value, at most what may be refunded. */
export function refundPrefill(order: StaffOrder, quantities: Quantities): number {
  const picks = refundPicks(order, quantities)
  return Array.isArray(picks) ? Math.min(linesValue(order, picks), refundMax(order)) : 0
}

function dateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'da' ? 'da-DK' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Copenhagen',
  }).format(new Date(iso))
}

/** The one-line state: status, payment method and amounts (or the invoice's state). */
export function stateLine(order: StaffOrder, language: Language): string {
  const t = TEXTS[language]
  const parts = [
    `${t.status}: ${t.statuses[order.Status] ?? order.Status}`,
    `${t.methods[order.PaymentMethod]}: ${kr(order.Total)} ${t.total}`,
  ]
  if (order.PaymentMethod === 'Invoice')
    parts.push(order.InvoicePaidAt ? t.invoicePaid(dateTime(order.InvoicePaidAt, language)) : t.invoiceUnpaid)
  else parts.push(`${t.authorized} ${kr(order.Authorized)}`, `${t.captured} ${kr(order.Captured)}`)
  if (order.Refunded > 0 || order.PaymentMethod !== 'Invoice') parts.push(`${t.refunded} ${kr(order.Refunded)}`)
  return parts.join(' · ')
}

// ---------------------------------------------------------------------------------------------------------------
// The panel.

type Action = 'shipChosen' | 'shipRest' | 'cancel' | 'refund' | 'invoicePaid'

export interface OrderPanelProps {
  order: StaffOrder
  language: Language
  now: Date
  /** The action under way, if any: every button waits. */
  busy: Action | null
  error: string | null
  success: string | null
  /** Runs an action against the staff API and shows `done` when it succeeded (the caller then remounts the panel). */
  act: (action: Action, path: string, body: object, done: string) => Promise<void>
  /** A problem found before asking the shop, shown in the alert region. */
  complain: (message: string) => void
  labelUrl: (shipmentId: number) => string
}

/** Enter in one of the panel's inputs must not submit the order's own form around it. */
const noSubmit = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault()
}

/** A button that waits while any action is under way, and says so on the one that runs (`action`). */
function ActionButton(props: {
  busy: Action | null
  action?: Action
  label: string
  working: string
  style?: 'primary' | 'secondary' | 'error'
  /** For a button that opens an inline form: whether it is open. */
  expanded?: boolean
  onClick: () => void
}) {
  const mine = props.action !== undefined && props.busy === props.action
  return (
    <Button
      buttonStyle={props.style ?? 'secondary'}
      disabled={props.busy !== null}
      margin={false}
      size="medium"
      extraButtonProps={{ 'aria-busy': mine, 'aria-expanded': props.expanded }}
      onClick={props.onClick}
    >
      {mine ? props.working : props.label}
    </Button>
  )
}

function QuantityInput(props: { label: string; most: number; value: string; onChange: (value: string) => void; autoFocus?: boolean }) {
  return (
    <input
      className="delikat-order-actions__quantity"
      type="number"
      inputMode="numeric"
      min={0}
      max={props.most}
      step={1}
      aria-label={props.label}
      autoFocus={props.autoFocus}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      onKeyDown={noSubmit}
    />
  )
}

function Table(props: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="delikat-order-actions__scroll">
      <table className="delikat-order-actions__table">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {props.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  )
}

const initialShip = (order: StaffOrder): Quantities =>
  Object.fromEntries(order.Lines.filter((l) => shippable(l) > 0).map((l) => [l.Id, String(shippable(l))]))

/** The panel for one loaded order; the caller keys it by the order's answer, so its forms start over after each. */
export function OrderPanel({ order, language, now, busy, error, success, act, complain, labelUrl }: OrderPanelProps) {
  const t = TEXTS[language]
  const id = useId()
  const [shipQuantities, setShipQuantities] = useState<Quantities>(() => initialShip(order))
  const [open, setOpen] = useState<'cancel' | 'refund' | null>(null)
  const [cancelReason, setCancelReason] = useState('')
  const [refund, setRefund] = useState<RefundForm>({ quantities: {}, amount: '', reason: '', returned: false })

  const actions = availableActions(order)
  const handOver = isHandOver(order)
  const warning = expiryWarning(order, now, language)
  const max = refundMax(order)
  const path = `/api/shop/staff/orders/${order.Id}`

  const shipped = handOver ? t.handedOverDone : t.shippedDone
  const shipChosen = () => {
    const picks = shipPicks(order, shipQuantities)
    if ('problem' in picks) complain(t.problems[picks.problem])
    else void act('shipChosen', `${path}/ship/`, picks, shipped)
  }
  const cancel = () => {
    const reason = checkReason(cancelReason)
    if ('problem' in reason) complain(t.problems[reason.problem])
    else void act('cancel', `${path}/cancel/`, reason, t.cancelled)
  }
  const sendRefund = () => {
    const body = refundRequest(order, refund)
    if ('problem' in body) complain(t.problems[body.problem])
    else void act('refund', `${path}/refund/`, body, t.refundedDone)
  }
  const setRefundQuantity = (lineId: string, value: string) =>
    setRefund((form) => {
      const quantities = { ...form.quantities, [lineId]: value }
      // The amount follows the chosen lines; staff correct it after choosing them.
      return { ...form, quantities, amount: kronerInput(refundPrefill(order, quantities), language) }
    })
  const openRefund = () => {
    setOpen('refund')
    setRefund({ quantities: {}, amount: kronerInput(0, language), reason: '', returned: false })
  }

  const refundLines = order.Lines.filter((l) => refundableQuantity(l) > 0)

  return (
    <>
      <p className="delikat-order-actions__state">{stateLine(order, language)}</p>
      {warning ? <p className="delikat-order-actions__warning">{warning}</p> : null}

      <Table
        caption={t.lines}
        head={[t.name, t.ordered, t.shipped, t.refundedColumn, ...(actions.shipChosen ? [handOver ? t.toHandOver : t.toShip] : [])]}
      >
        {order.Lines.map((line) => (
          <tr key={line.Id}>
            <td>{line.Name}</td>
            <td>{line.Quantity}</td>
            <td>{line.NeedsDelivery ? line.Shipped : t.deliveredAtPurchase}</td>
            <td>{line.Refunded}</td>
            {actions.shipChosen ? (
              <td>
                {shippable(line) > 0 ? (
                  <QuantityInput
                    label={(handOver ? t.handOverQuantity : t.shipQuantity)(line.Name, shippable(line))}
                    most={shippable(line)}
                    value={shipQuantities[line.Id] ?? ''}
                    onChange={(value) => setShipQuantities((q) => ({ ...q, [line.Id]: value }))}
                  />
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </Table>

      <div className="delikat-order-actions__buttons">
        {actions.shipChosen ? (
          <ActionButton
            busy={busy}
            action="shipChosen"
            label={handOver ? t.handOverChosen : t.shipChosen}
            working={t.working}
            style="primary"
            onClick={shipChosen}
          />
        ) : null}
        {actions.shipRest ? (
          <ActionButton
            busy={busy}
            action="shipRest"
            label={handOver ? t.handOverRest : t.shipRest}
            working={t.working}
            style={actions.shipChosen ? 'secondary' : 'primary'}
            onClick={() => void act('shipRest', `${path}/ship/`, {}, shipped)}
          />
        ) : null}
        {actions.cancel ? (
          <ActionButton
            busy={busy}
            label={t.cancel}
            working={t.working}
            expanded={open === 'cancel'}
            onClick={() => setOpen(open === 'cancel' ? null : 'cancel')}
          />
        ) : null}
        {actions.refund ? (
          <ActionButton
            busy={busy}
            label={t.refund}
            working={t.working}
            expanded={open === 'refund'}
            onClick={() => (open === 'refund' ? setOpen(null) : openRefund())}
          />
        ) : null}
        {actions.invoicePaid ? (
          <ActionButton
            busy={busy}
            action="invoicePaid"
            label={t.markInvoicePaid}
            working={t.working}
            onClick={() => void act('invoicePaid', `${path}/invoice-paid/`, {}, t.invoicePaidDone)}
          />
        ) : null}
      </div>
      {actions.shipRest && order.NeedsLabel ? <p className="delikat-order-actions__note">{t.labelNote(order.MethodName)}</p> : null}

      {open === 'cancel' && actions.cancel ? (
        <fieldset className="delikat-order-actions__form">
          <legend>{t.cancel}</legend>
          <p>{t.cancelIntro}</p>
          <label htmlFor={`${id}-cancel-reason`}>{t.reason}</label>
          <textarea
            id={`${id}-cancel-reason`}
            autoFocus
            required
            maxLength={REASON_MAX_LENGTH}
            rows={2}
            value={cancelReason}
            onChange={(event) => setCancelReason(event.target.value)}
          />
          <div className="delikat-order-actions__buttons">
            <ActionButton busy={busy} action="cancel" label={t.cancelConfirm} working={t.working} style="error" onClick={cancel} />
            <ActionButton busy={busy} label={t.keep} working={t.working} onClick={() => setOpen(null)} />
          </div>
        </fieldset>
      ) : null}

      {open === 'refund' && actions.refund ? (
        <fieldset className="delikat-order-actions__form">
          <legend>{t.refund.replace('…', '')}</legend>
          <p>{t.refundIntro}</p>
          {refundLines.length > 0 ? (
            <Table caption={t.lines} head={[t.name, t.shipped, t.refundedColumn, t.refundColumn]}>
              {refundLines.map((line, i) => (
                <tr key={line.Id}>
                  <td>{line.Name}</td>
                  <td>{line.NeedsDelivery ? line.Shipped : t.deliveredAtPurchase}</td>
                  <td>{line.Refunded}</td>
                  <td>
                    <QuantityInput
                      label={t.refundQuantity(line.Name, refundableQuantity(line))}
                      most={refundableQuantity(line)}
                      value={refund.quantities[line.Id] ?? '0'}
                      onChange={(value) => setRefundQuantity(line.Id, value)}
                      autoFocus={i === 0}
                    />
                  </td>
                </tr>
              ))}
            </Table>
          ) : null}
          <label htmlFor={`${id}-refund-amount`}>{t.amount(kr(max))}</label>
          <input
            id={`${id}-refund-amount`}
            autoFocus={refundLines.length === 0}
            className="delikat-order-actions__amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            required
            value={refund.amount}
            onChange={(event) => setRefund((form) => ({ ...form, amount: event.target.value }))}
            onKeyDown={noSubmit}
          />
          <label htmlFor={`${id}-refund-reason`}>{t.reason}</label>
          <textarea
            id={`${id}-refund-reason`}
            required
            maxLength={REASON_MAX_LENGTH}
            rows={2}
            value={refund.reason}
            onChange={(event) => setRefund((form) => ({ ...form, reason: event.target.value }))}
          />
          {refundLines.length > 0 ? (
            <label className="delikat-order-actions__check">
              <input
                type="checkbox"
                checked={refund.returned}
                onChange={(event) => setRefund((form) => ({ ...form, returned: event.target.checked }))}
                onKeyDown={noSubmit}
              />
              {t.returned}
            </label>
          ) : null}
          <div className="delikat-order-actions__buttons">
            <ActionButton busy={busy} action="refund" label={t.refundConfirm} working={t.working} style="primary" onClick={sendRefund} />
            <ActionButton busy={busy} label={t.keep} working={t.working} onClick={() => setOpen(null)} />
          </div>
        </fieldset>
      ) : null}

      <p role="alert" className="delikat-order-actions__error">
        {error}
      </p>
      <p role="status" className="delikat-order-actions__success">
        {success}
      </p>

      {order.Shipments.length > 0 ? (
        <Table caption={t.shipments} head={[t.date, t.carrier, t.tracking, t.contents, t.amountColumn, t.label]}>
          {order.Shipments.map((shipment) => (
            <tr key={shipment.Id}>
              <td>{dateTime(shipment.ShippedAt, language)}</td>
              <td>{shipment.Carrier ?? '–'}</td>
              <td>
                {shipment.TrackingNumber && shipment.TrackingUrl ? (
                  <a href={shipment.TrackingUrl} target="_blank" rel="noopener noreferrer">
                    {shipment.TrackingNumber}
                  </a>
                ) : (
                  (shipment.TrackingNumber ?? '–')
                )}
              </td>
              <td>{shipment.Lines.map((l) => `${l.Quantity} × ${l.Name}`).join(', ')}</td>
              <td>{kr(shipment.Amount)}</td>
              <td>
                {shipment.HasLabel ? (
                  <a href={labelUrl(shipment.Id)} target="_blank" rel="noopener noreferrer">
                    {t.label}
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </Table>
      ) : (
        <p className="delikat-order-actions__note">
          {t.shipments}: {t.noShipments}
        </p>
      )}

      {order.Events.length > 0 ? (
        <Table caption={t.history} head={[t.time, t.action, t.outcome, t.amountColumn, t.who, t.message]}>
          {order.Events.map((event, i) => (
            <tr
              key={`${event.At}-${i}`}
              className={event.Outcome === 'Refused' || event.Outcome === 'Failed' ? 'delikat-order-actions__refused' : undefined}
            >
              <td>{dateTime(event.At, language)}</td>
              <td>{t.actions[event.Action] ?? event.Action}</td>
              <td>{t.outcomes[event.Outcome] ?? event.Outcome}</td>
              <td>{event.Amount === null ? '–' : kr(event.Amount)}</td>
              <td>{event.ActorName ?? t.theShop}</td>
              <td>{event.Message ?? ''}</td>
            </tr>
          ))}
        </Table>
      ) : (
        <p className="delikat-order-actions__note">
          {t.history}: {t.noHistory}
        </p>
      )}
    </>
  )
}

/**
 * The staff API's error body ({ ErrorCode, Message }) as one line after `lead`; a 502 is the payment or shipping
 * provider's refusal or failure and says so instead.
 */
async function errorText(response: Response, lead: string, language: Language): Promise<string> {
  let message: unknown = null
  try {
    message = ((await response.json()) as { Message?: unknown }).Message
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  return `${response.status === 502 ? TEXTS[language].providerFailed : lead}: ${typeof message === 'string' && message ? message : response.status}`
}

/** The Orders collection's UI field (the lead's `orderActions`): loads the order from the staff API and acts on it. */
export function OrderActions() {
  const { id } = useDocumentInfo()
  const { user } = useAuth<{ roles?: string[] }>()
  const { i18n } = useTranslation()
  const router = useRouter()
  const language: Language = i18n.language === 'en' ? 'en' : 'da'
  const t = TEXTS[language]
  const mayAct = mayHandleOrders(user?.roles)
  const [order, setOrder] = useState<StaffOrder | null>(null)
  const [revision, setRevision] = useState(0)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [busy, setBusy] = useState<Action | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  const successTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const focusAfter = useRef(false)
  const base = id ? `/api/shop/staff/orders/${encodeURIComponent(String(id))}` : null

  useEffect(() => {
    if (!base || !mayAct) return
    const controller = new AbortController()
    setLoadError(null)
    fetch(`${base}/?culture=${language}`, { credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return setLoadError(await errorText(response, t.loadFailed, language))
        setOrder((await response.json()) as StaffOrder)
        setRevision((r) => r + 1)
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return
        setLoadError(`${t.loadFailed}: ${reason instanceof Error ? reason.message : String(reason)}`)
      })
    return () => controller.abort()
  }, [base, mayAct, language, t.loadFailed])

  useEffect(
    () => () => {
      if (successTimer.current) clearTimeout(successTimer.current)
    },
    [],
  )

  useEffect(() => {
    if (!focusAfter.current) return
    focusAfter.current = false
    heading.current?.focus()
  }, [revision])

  const act = useCallback(
    async (action: Action, path: string, body: object, done: string): Promise<void> => {
      setBusy(action)
      setError(null)
      setSuccess(null)
      try {
        // The staff API answers its refusals in the admin's language.
        const response = await fetch(`${path}?culture=${language}`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        if (!response.ok) {
          setError(await errorText(response, TEXTS[language].failed, language))
          return
        }
        setOrder((await response.json()) as StaffOrder)
        setRevision((r) => r + 1)
        // The panel starts over with the answer; focus stays in it (on its heading) for the keyboard.
        focusAfter.current = true
        setSuccess(done)
        if (successTimer.current) clearTimeout(successTimer.current)
        successTimer.current = setTimeout(() => setSuccess(null), SUCCESS_MS)
        // The document's own read-only fields (status, shippedAt, the payment) reload from the server.
        router.refresh()
      } catch (reason) {
        setError(`${TEXTS[language].failed}: ${reason instanceof Error ? reason.message : String(reason)}`)
      } finally {
        setBusy(null)
      }
    },
    [language, router],
  )

  if (!id || !mayAct) return null

  return (
    <section className="delikat-order-actions" aria-labelledby="delikat-order-actions-title">
      <h3 id="delikat-order-actions-title" ref={heading} tabIndex={-1} className="delikat-order-actions__title">
        {t.title}
      </h3>
      {order ? (
        <OrderPanel
          key={revision}
          order={order}
          language={language}
          now={new Date()}
          busy={busy}
          error={error}
          success={success}
          act={act}
          complain={(message) => {
            setSuccess(null)
            setError(message)
          }}
          labelUrl={(shipmentId) => `${base}/shipments/${shipmentId}/label/`}
        />
      ) : loadError ? (
        <p role="alert" className="delikat-order-actions__error">
          {loadError}
        </p>
      ) : (
        <p role="status">{t.loading}</p>
      )}
    </section>
  )
}
