/**
 * A local stand-in for the outside services the shop's browser code may load (the tag manager, the marketing
 * platform's web SDK, a help widget, heatmaps and a pop-up tool), so the end-to-end tests see real script loads from another origin without the internet. It
 * serves a tiny gtm.js that announces itself in window.dataLayer, and an SDK that takes over the queue of calls the
 * shop made before it loaded and records every call in window.__marketingCalls, as the real one would send them. It
 * keeps a list of what was requested (GET /__requests) so a test can prove something was, or was not, asked for.
 */
import { createServer, type Server } from 'node:http'

const GTM_JS = `(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  layer.push({ event: 'stand-in.gtm.loaded', nonce: document.currentScript ? document.currentScript.nonce : '' });
})();
`

// Replays the queued [name, arguments] pairs, then records later calls directly (the real SDK's own protocol).
const MARKETING_SDK_JS = `(function () {
  var calls = (window.__marketingCalls = window.__marketingCalls || []);
  var queued = (window.exponea && window.exponea._) || [];
  var sdk = { _: [] };
  ['initialize', 'start', 'identify', 'anonymize', 'track', 'update'].forEach(function (name) {
    sdk[name] = function () {
      calls.push({ name: name, args: Array.prototype.slice.call(arguments) });
    };
  });
  queued.forEach(function (call) {
    sdk[call[0]].apply(sdk, Array.prototype.slice.call(call[1]));
  });
  window.exponea = sdk;
})();
`

/** The further outside scripts (help widget, heatmaps, pop-up tool): each just says it was loaded. */
const OUTSIDE_SCRIPTS = ['/help-widget.js', '/heatmaps.js', '/popup-tool.js']
const announce = (path: string) => `(window.__outsideScripts = window.__outsideScripts || []).push(${JSON.stringify(path)});\n`

export function startStandIn(port: number): Promise<Server> {
  const requests: string[] = []
  const server = createServer((req, res) => {
    const url = req.url ?? '/'
    if (url === '/__requests') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
      res.end(JSON.stringify(requests))
      return
    }
    requests.push(url)
    if (url.startsWith('/gtm.js')) {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' })
      res.end(GTM_JS)
      return
    }
    if (OUTSIDE_SCRIPTS.includes(url)) {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' })
      res.end(announce(url))
      return
    }
    if (url.startsWith('/js/exponea.min.js')) {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' })
      res.end(MARKETING_SDK_JS)
      return
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' })
    res.end('not here')
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}
