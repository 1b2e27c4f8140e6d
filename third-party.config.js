// The outside services the storefront may load in a visitor's browser, each off unless configured, and the
// Content-Security-Policy sources they need (docs/consent.md). Like the rewrites, this is read when `next build`
// runs: next.config.js puts the sources into the nonce-less policy and inlines the settings for the app
// (DELIKAT_THIRD_PARTY), and src/config/csp.ts adds the same sources to the per-page policy. The policy allows
// exactly the hosts that are configured and no more; nothing is loaded before the visitor's consent allows it.

/* global module, process, URL -- CommonJS evaluated by Node (the lint config has no Node globals) */

const CONSENT_TOOLS = ['builtin', 'cookieinformation', 'cookiebot']

/** The hosts of the outside consent tools: where their script comes from and what it calls. */
const CONSENT_TOOL_DEFAULTS = {
  cookieinformation: {
    scriptUrl: 'https://policy.app.cookieinformation.com/uc.js',
    connect: ['https://policy.app.cookieinformation.com', 'https://consent.app.cookieinformation.com'],
    frame: [],
  },
  cookiebot: {
    scriptUrl: 'https://consent.cookiebot.com/uc.js',
    connect: ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
    frame: ['https://consentcdn.cookiebot.com'],
  },
}

/**
 * Further outside scripts, each loaded only when its URL is set and only with its category's consent: a help widget
 * (chat with customer service), heatmaps, and the embedded pop-up tool (the CMS component marks where its campaigns go).
 */
const SCRIPT_SLOTS = [
  { name: 'helpWidget', env: 'HELP_WIDGET', category: 'functional' },
  { name: 'heatmaps', env: 'HEATMAP', category: 'statistic' },
  { name: 'popupTool', env: 'POPUP_TOOL', category: 'marketing' },
]

/** Where GA4 (loaded by the tag manager) sends its hits; overridable for another region or a server-side container. */
const DEFAULT_ANALYTICS_ORIGINS = 'https://*.google-analytics.com https://*.analytics.google.com'

function setting(env, name) {
  const value = env[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : ''
}

function absoluteUrl(name, raw) {
  try {
    const url = new URL(raw)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)')
    return url
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`)
  }
}

function origins(name, raw) {
  return raw
    .split(/\s+/)
    .filter(Boolean)
    .map((source) => {
      // A wildcard host (https://*.google-analytics.com) is a CSP source of its own; anything else must be a URL.
      if (/^https:\/\/\*\.[a-z0-9.-]+$/i.test(source)) return source
      return absoluteUrl(name, source).origin
    })
}

/**
 * The settings, from the environment:
 * - CONSENT_TOOL: `builtin` (default: the shop's own dialog), `cookieinformation` or `cookiebot`;
 *   COOKIEBOT_ID (the domain group id) for Cookiebot; CONSENT_TOOL_URL to load the tool's script from elsewhere.
 * - GTM_CONTAINER_ID (`GTM-...`) switches the tag manager on; GTM_URL is where gtm.js is served (default Google's);
 *   ANALYTICS_ORIGINS where the tags send their hits.
 * - HELP_WIDGET_SCRIPT_URL, HEATMAP_SCRIPT_URL, POPUP_TOOL_SCRIPT_URL: the script of each further service, and
 *   <NAME>_ORIGINS the other hosts it talks to (its API, styles, frames).
 * - BLOOMREACH_PROJECT_TOKEN switches the marketing platform's web SDK on; BLOOMREACH_TARGET is its API endpoint
 *   (default Bloomreach's, or the shop's custom tracking domain), BLOOMREACH_SDK_URL where its script is served.
 */
function thirdPartyConfig(env = process.env) {
  const tool = (setting(env, 'CONSENT_TOOL') || 'builtin').toLowerCase()
  if (!CONSENT_TOOLS.includes(tool)) throw new Error(`CONSENT_TOOL must be one of ${CONSENT_TOOLS.join(', ')}, got "${tool}"`)
  let consentTool = { kind: 'builtin' }
  if (tool !== 'builtin') {
    const defaults = CONSENT_TOOL_DEFAULTS[tool]
    const scriptUrl = absoluteUrl('CONSENT_TOOL_URL', setting(env, 'CONSENT_TOOL_URL') || defaults.scriptUrl)
    const cookiebotId = setting(env, 'COOKIEBOT_ID')
    if (tool === 'cookiebot' && !/^[0-9a-f-]{36}$/i.test(cookiebotId))
      throw new Error('COOKIEBOT_ID must be the Cookiebot domain group id (a UUID)')
    const own = setting(env, 'CONSENT_TOOL_URL') !== ''
    consentTool = {
      kind: tool,
      scriptUrl: scriptUrl.toString(),
      ...(tool === 'cookiebot' ? { cookiebotId } : {}),
      connect: own ? [scriptUrl.origin] : defaults.connect,
      frame: own ? [] : defaults.frame,
    }
  }

  const containerId = setting(env, 'GTM_CONTAINER_ID')
  let tagManager = null
  if (containerId !== '') {
    if (!/^GTM-[A-Z0-9]{4,12}$/.test(containerId)) throw new Error(`GTM_CONTAINER_ID must look like GTM-XXXXXXX, got "${containerId}"`)
    const base = absoluteUrl('GTM_URL', setting(env, 'GTM_URL') || 'https://www.googletagmanager.com')
    tagManager = {
      containerId,
      scriptUrl: new URL(`/gtm.js?id=${encodeURIComponent(containerId)}`, base).toString(),
      origin: base.origin,
      analyticsOrigins: origins('ANALYTICS_ORIGINS', setting(env, 'ANALYTICS_ORIGINS') || DEFAULT_ANALYTICS_ORIGINS),
    }
  }
  const projectToken = setting(env, 'BLOOMREACH_PROJECT_TOKEN')
  let marketing = null
  if (projectToken !== '') {
    if (!/^[0-9a-f-]{36}$/i.test(projectToken)) throw new Error('BLOOMREACH_PROJECT_TOKEN must be the project token (a UUID)')
    const target = absoluteUrl('BLOOMREACH_TARGET', setting(env, 'BLOOMREACH_TARGET') || 'https://api.exponea.com')
    const sdk = absoluteUrl('BLOOMREACH_SDK_URL', setting(env, 'BLOOMREACH_SDK_URL') || new URL('/js/exponea.min.js', target).toString())
    marketing = { projectToken, target: target.origin, sdkUrl: sdk.toString(), origins: [...new Set([target.origin, sdk.origin])] }
  }
  const scripts = SCRIPT_SLOTS.filter((slot) => setting(env, `${slot.env}_SCRIPT_URL`) !== '').map((slot) => {
    const url = absoluteUrl(`${slot.env}_SCRIPT_URL`, setting(env, `${slot.env}_SCRIPT_URL`))
    const extra = origins(`${slot.env}_ORIGINS`, setting(env, `${slot.env}_ORIGINS`))
    return { name: slot.name, category: slot.category, url: url.toString(), origins: [...new Set([url.origin, ...extra])] }
  })
  return { consentTool, tagManager, marketing, scripts }
}

/** The CSP sources per directive that the configured services need (empty lists when nothing is configured). */
function thirdPartyCspSources(config) {
  const script = []
  const connect = []
  const img = []
  const frame = []
  const style = []
  if (config.consentTool.kind !== 'builtin') {
    script.push(new URL(config.consentTool.scriptUrl).origin)
    connect.push(...config.consentTool.connect)
    img.push(...config.consentTool.connect)
    frame.push(...config.consentTool.frame)
  }
  if (config.tagManager) {
    script.push(config.tagManager.origin)
    connect.push(config.tagManager.origin, ...config.tagManager.analyticsOrigins)
    img.push(config.tagManager.origin, ...config.tagManager.analyticsOrigins)
  }
  if (config.marketing) {
    script.push(...config.marketing.origins)
    connect.push(...config.marketing.origins)
    img.push(...config.marketing.origins)
  }
  for (const outside of config.scripts) {
    script.push(...outside.origins)
    connect.push(...outside.origins)
    img.push(...outside.origins)
    frame.push(...outside.origins)
    style.push(...outside.origins)
  }
  const unique = (list) => [...new Set(list)]
  return { script: unique(script), connect: unique(connect), img: unique(img), frame: unique(frame), style: unique(style) }
}

module.exports = { thirdPartyConfig, thirdPartyCspSources }
