// The Content-Security-Policy names exactly the outside hosts that are configured, and no more (docs/consent.md).
import { createRequire } from 'node:module'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { contentSecurityPolicy } from './csp'

type Config = { consentTool: { kind: string }; tagManager: { scriptUrl: string; origin: string } | null }
type Csp = { script: string[]; connect: string[]; img: string[]; frame: string[] }

const require = createRequire(import.meta.url)
const { thirdPartyConfig, thirdPartyCspSources } = require('../../third-party.config.js') as {
  thirdPartyConfig: (env: Record<string, string>) => Config
  thirdPartyCspSources: (config: Config) => Csp
}

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

function policyFor(env: Record<string, string>) {
  const config = thirdPartyConfig(env)
  vi.stubEnv('DELIKAT_THIRD_PARTY', JSON.stringify({ ...config, csp: thirdPartyCspSources(config) }))
  return contentSecurityPolicy({ nonce: 'n0nce' })
}

afterEach(() => vi.unstubAllEnvs())

describe('the outside services in the policy', () => {
  it('names no outside host for scripts or calls when nothing is configured', () => {
    const policy = policyFor({})
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n0nce'")
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'")
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:")
  })

  it('adds the tag manager and the analytics hosts when a container is configured, and only those', () => {
    const policy = policyFor({ GTM_CONTAINER_ID: 'GTM-AB12CD3' })
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n0nce' https://www.googletagmanager.com")
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com",
    )
    expect(thirdPartyConfig({ GTM_CONTAINER_ID: 'GTM-AB12CD3' }).tagManager?.scriptUrl).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3',
    )
  })

  it('follows GTM_URL and ANALYTICS_ORIGINS (a server-side container, or the tests stand-in)', () => {
    const policy = policyFor({
      GTM_CONTAINER_ID: 'GTM-E2ETEST',
      GTM_URL: 'http://127.0.0.1:3102',
      ANALYTICS_ORIGINS: 'http://127.0.0.1:3102',
    })
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n0nce' http://127.0.0.1:3102")
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:3102")
  })

  it('adds the hosts of an outside consent tool', () => {
    const policy = policyFor({ CONSENT_TOOL: 'cookiebot', COOKIEBOT_ID: '0f6a5c7e-1b2c-4d3e-8f90-123456789abc' })
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n0nce' https://consent.cookiebot.com")
    expect(directive(policy, 'frame-src')).toContain('https://consentcdn.cookiebot.com')
    expect(policyFor({ CONSENT_TOOL: 'cookieinformation' })).toContain('https://policy.app.cookieinformation.com')
  })

  it('refuses settings that are not what they claim, at build time', () => {
    expect(() => thirdPartyConfig({ GTM_CONTAINER_ID: 'UA-1234' })).toThrow(/GTM_CONTAINER_ID/)
    expect(() => thirdPartyConfig({ CONSENT_TOOL: 'onetrust' })).toThrow(/CONSENT_TOOL/)
    expect(() => thirdPartyConfig({ CONSENT_TOOL: 'cookiebot' })).toThrow(/COOKIEBOT_ID/)
    expect(() => thirdPartyConfig({ GTM_CONTAINER_ID: 'GTM-AB12CD3', GTM_URL: 'javascript:alert(1)' })).toThrow(/GTM_URL/)
  })
})
