/**
 * The test provider's payments in the database (collections/TestPayments.ts), so its hosted page, the callback and
 * the confirm call agree across restarts and across backend instances.
 */
import type { Pool } from 'pg'
import type { PaymentState } from './provider'
import type { TestPaymentOperation, TestPaymentRecord, TestPaymentStore } from './test-provider'

interface Row {
  payment_id: string
  order_uid: string
  order_number: string
  amount: string
  currency: string
  culture: 'da' | 'en' | null
  method: 'CreditCard' | 'MobilePay' | null
  continue_url: string
  cancel_url: string
  callback_url: string
  state: PaymentState
  created_at: Date
  /** Captures, cancels and refunds (migration 20261127_190000_test_payment_operations); null before any. */
  operations: TestPaymentOperation[] | null
}

/** The running totals are those of the last operation that went through. */
function totals(operations: TestPaymentOperation[]): Pick<TestPaymentRecord, 'capturedAmount' | 'refundedAmount'> {
  const last = operations.findLast((op) => op.result.ok)?.result
  return last?.ok ? { capturedAmount: last.capturedAmount, refundedAmount: last.refundedAmount } : {}
}

const toRecord = (r: Row): TestPaymentRecord => ({
  id: r.payment_id,
  orderUid: r.order_uid,
  orderNumber: r.order_number,
  amount: Number(r.amount),
  currency: 'DKK',
  culture: r.culture ?? 'da',
  // Payments from before MobilePay (docs/adr/0036-mobilepay.md) were all card payments.
  method: r.method ?? 'CreditCard',
  continueUrl: r.continue_url,
  cancelUrl: r.cancel_url,
  callbackUrl: r.callback_url,
  state: r.state,
  createdAt: new Date(r.created_at).toISOString(),
  ...(r.operations?.length ? { operations: r.operations, ...totals(r.operations) } : {}),
})

export function databaseTestPaymentStore(pool: Pick<Pool, 'query'>): TestPaymentStore {
  return {
    keepsOperations: true,
    async get(id) {
      const { rows } = await pool.query<Row>('SELECT * FROM test_payments WHERE payment_id = $1', [id])
      return rows[0] ? toRecord(rows[0]) : null
    },
    async put(record, expectedState) {
      if (expectedState !== undefined) {
        // Compare-and-set: two submits of the page cannot both decide the payment.
        const { rowCount } = await pool.query(
          'UPDATE test_payments SET state = $2, updated_at = now() WHERE payment_id = $1 AND state = $3',
          [record.id, record.state, expectedState],
        )
        return (rowCount ?? 0) > 0
      }
      await pool.query(
        `INSERT INTO test_payments (payment_id, order_uid, order_number, amount, currency, culture, method, continue_url,
                                    cancel_url, callback_url, state, created_at, operations, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, now())
         ON CONFLICT (payment_id) DO UPDATE SET state = EXCLUDED.state,
           operations = COALESCE(EXCLUDED.operations, test_payments.operations), updated_at = now()`,
        [
          record.id,
          record.orderUid,
          record.orderNumber,
          record.amount,
          record.currency,
          record.culture,
          record.method,
          record.continueUrl,
          record.cancelUrl,
          record.callbackUrl,
          record.state,
          record.createdAt,
          record.operations ? JSON.stringify(record.operations) : null,
        ],
      )
      return true
    },
  }
}
