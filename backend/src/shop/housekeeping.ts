/**
 * What every backend instance does now and then on its own, so nothing waits for a shopper's next request
 * (docs/adr/0046): card orders nobody will pay are cancelled and their stock, gift-card balances and voucher uses
 * returned (checkout/unpaid-orders.ts). Every instance runs it; the row locks make each order the work of one.
 * `HOUSEKEEPING_SECONDS` sets the pause between rounds (0 turns it off), with a random part so that instances started
 * together do not run in step.
 */
import type { Payload } from 'payload'
import { cancelUnpayableOrders } from './checkout/unpaid-orders'

let started = false

export function startHousekeeping(payload: Payload, seconds: number): void {
  if (started || seconds <= 0) return
  started = true
  const round = async () => {
    try {
      const cancelled = await cancelUnpayableOrders(payload)
      if (cancelled > 0) payload.logger.info(`housekeeping: cancelled ${cancelled} card order(s) nobody will pay`)
    } catch (error) {
      payload.logger.error({ err: error, msg: 'housekeeping round failed' })
    }
    schedule()
  }
  const schedule = () => {
    const timer = setTimeout(() => void round(), seconds * 1000 * (0.75 + Math.random() / 2))
    // The process ends when its server does; a pending round does not hold it.
    timer.unref()
  }
  schedule()
}
