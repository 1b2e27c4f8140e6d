/** The payment provider the environment chose (QuickPay when its keys are set, else the built-in test provider, its payments in the database). */
import type { Payload } from 'payload'
import { dbPool } from '../../db/pool'
import { env } from '../../env'
import { paymentProvider, type PaymentProvider } from './provider'
import { databaseTestPaymentStore } from './test-store'

export function configuredPaymentProvider(payload: Payload): PaymentProvider {
  const e = env()
  return paymentProvider({
    quickpayApiKey: e.QUICKPAY_API_KEY,
    quickpayPrivateKey: e.QUICKPAY_PRIVATE_KEY,
    secret: e.PAYLOAD_SECRET,
    backendUrl: e.BACKEND_URL,
    store: databaseTestPaymentStore(dbPool(payload)),
  })
}
