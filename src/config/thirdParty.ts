// The outside services configured for this build (third-party.config.js at the repository root reads the
// environment when `next build` runs; next.config.js inlines the result as DELIKAT_THIRD_PARTY). Unset, nothing
// outside the shop's own origin is ever loaded (docs/consent.md).

export type ConsentToolConfig =
  | { kind: 'builtin' }
  | { kind: 'cookieinformation'; scriptUrl: string; connect: string[]; frame: string[] }
  | { kind: 'cookiebot'; scriptUrl: string; cookiebotId: string; connect: string[]; frame: string[] }

export type TagManagerConfig = { containerId: string; scriptUrl: string; origin: string; analyticsOrigins: string[] }

/** The marketing platform's web SDK (Bloomreach Engagement): its project, API endpoint and script. */
export type MarketingSdkConfig = { projectToken: string; target: string; sdkUrl: string; origins: string[] }

/** A further outside script (help widget, heatmaps, pop-up tool), loaded only with its category's consent. */
export type OutsideScriptConfig = {
  name: 'helpWidget' | 'heatmaps' | 'popupTool'
  category: 'functional' | 'statistic' | 'marketing'
  url: string
  origins: string[]
}

/** The Content-Security-Policy sources per directive the configured services need (third-party.config.js). */
export type ThirdPartyCsp = { script: string[]; connect: string[]; img: string[]; frame: string[]; style: string[] }

export type ThirdPartyConfig = {
  consentTool: ConsentToolConfig
  tagManager: TagManagerConfig | null
  marketing: MarketingSdkConfig | null
  scripts: OutsideScriptConfig[]
  csp: ThirdPartyCsp
}

const NO_CSP: ThirdPartyCsp = { script: [], connect: [], img: [], frame: [], style: [] }

export const NO_THIRD_PARTY: ThirdPartyConfig = {
  consentTool: { kind: 'builtin' },
  tagManager: null,
  marketing: null,
  scripts: [],
  csp: NO_CSP,
}

let parsed: { raw: string | undefined; config: ThirdPartyConfig } | null = null

/** The build's settings; a missing or broken value (a unit test, a build without next.config.js) means none. */
export function thirdPartyConfig(raw: string | undefined = process.env.DELIKAT_THIRD_PARTY): ThirdPartyConfig {
  if (parsed && parsed.raw === raw) return parsed.config
  let config = NO_THIRD_PARTY
  if (raw) {
    try {
      const value = JSON.parse(raw) as Partial<ThirdPartyConfig>
      config = {
        consentTool: value.consentTool ?? { kind: 'builtin' },
        tagManager: value.tagManager ?? null,
        marketing: value.marketing ?? null,
        scripts: value.scripts ?? [],
        csp: { ...NO_CSP, ...value.csp },
      }
    } catch {
      config = NO_THIRD_PARTY
    }
  }
  parsed = { raw, config }
  return config
}
