/**
 * The shipping provider the environment chose (docs/adr/0044-order-fulfilment.md): SHIPPING_PROVIDER=local (the
 * default: test labels made here) or shipmondo (PostNord through Shipmondo; SHIPMONDO_API_USER and SHIPMONDO_API_KEY
 * required, SHIPMONDO_SANDBOX=true for sandbox keys, SHIPMONDO_OWN_AGREEMENT=true to book on the shop's own PostNord
 * agreement, SHIPMONDO_TEST_MODE=true for Shipmondo's dummy labels).
 */
import { createLocalProvider } from './local'
import type { ShippingProvider } from './provider'
import { createShipmondoProvider, SHIPMONDO_SANDBOX_URL } from './shipmondo'

const PROVIDERS = ['local', 'shipmondo'] as const

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  return env[name]?.trim().toLowerCase() === 'true'
}

export function shippingProvider(env: NodeJS.ProcessEnv = process.env): ShippingProvider {
  const choice = env.SHIPPING_PROVIDER?.trim().toLowerCase() || 'local'
  if (choice === 'local') return createLocalProvider()
  if (choice !== 'shipmondo') {
    throw new Error(`SHIPPING_PROVIDER is "${env.SHIPPING_PROVIDER}"; it must be one of ${PROVIDERS.join(', ')}`)
  }
  const apiUser = env.SHIPMONDO_API_USER?.trim()
  const apiKey = env.SHIPMONDO_API_KEY?.trim()
  // A half configuration must not quietly fall back to the test labels, which PostNord does not accept.
  if (!apiUser) throw new Error('SHIPPING_PROVIDER=shipmondo needs SHIPMONDO_API_USER, which is not set')
  if (!apiKey) throw new Error('SHIPPING_PROVIDER=shipmondo needs SHIPMONDO_API_KEY, which is not set')
  return createShipmondoProvider({
    apiUser,
    apiKey,
    baseUrl: flag(env, 'SHIPMONDO_SANDBOX') ? SHIPMONDO_SANDBOX_URL : undefined,
    ownAgreement: flag(env, 'SHIPMONDO_OWN_AGREEMENT'),
    testMode: flag(env, 'SHIPMONDO_TEST_MODE'),
  })
}
