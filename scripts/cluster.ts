/**
 * The reference deployment on one machine (docs/operations.md "Several instances", docs/adr/0048): N backend and M
 * storefront instances on one PostgreSQL, behind HAProxy, laid out as production is.
 *
 *   shoppers ─▶ HAProxy :port ──────▶ storefront 1..M ─┐
 *   admin, payment callbacks ─▶ HAProxy :backendPort ◀─┘ (the storefronts' BACKEND_URL) ─▶ backend 1..N ─▶ PostgreSQL
 *
 * The storefronts reach the backends through the balancer too, so their proxied API calls, their feeds of changes
 * and the provider's callbacks may land on any backend. Migrations and the demo seed run once, before any instance.
 * `npm run cluster -- --backends 2 --storefronts 2` with DATABASE_URL naming PostgreSQL; startCluster is what the
 * multi-instance tests (tests/cluster) start.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  bootstrapDatabase,
  checkDatabase,
  ensureBuilt,
  killTree,
  launchApp,
  Output,
  portFree,
  ROOT,
  waitForHttp,
  type AppName,
} from './stack'

export interface ClusterOptions {
  backends: number
  storefronts: number
  /** PostgreSQL: the embedded database serves one process. */
  databaseUrl: string
  /** The balancer's port for shoppers (the public storefront URL). */
  port: number
  /** The balancer's port for the backend (its public URL, and the storefronts' BACKEND_URL). */
  backendPort: number
  /** The instances' own ports: backends from here, storefronts from here + 100. */
  instancePorts: number
  dataDir: string
  /** The storefront build's folder (NEXT_DIST_DIR); its rewrites name backendPort, so a cluster has its own. */
  distDir: string
  logFile?: string
  log?: (line: string) => void
  /** Settings every instance gets on top of the ones the layout sets. */
  env?: Record<string, string>
}

export interface Instance {
  readonly app: AppName
  readonly name: string
  readonly port: number
  /** Where the instance itself answers, past the balancer. */
  readonly url: string
  readonly running: boolean
  /** Ends the instance's process group with the signal (SIGKILL: as a crash) and waits for it to be gone. */
  kill(signal?: NodeJS.Signals): Promise<void>
  /** Starts it again on its port, and waits until it answers. */
  start(): Promise<void>
}

export interface Cluster {
  /** The public URLs, through the balancer. */
  storefrontUrl: string
  backendUrl: string
  backends: Instance[]
  storefronts: Instance[]
  stop(): Promise<void>
}

const HEALTH: Record<AppName, string> = {
  // The settings answer is kept in the backend's memory; robots.txt answers 200 even when no backend does.
  backend: '/api/shop/general/settings/',
  storefront: '/robots.txt',
}

/**
 * HAProxy's configuration: round robin over each app's instances, a health check every second (two misses take an
 * instance out, two answers bring it back), and a request whose connection is refused tried again on another
 * instance; a GET or HEAD also when the instance closed its connection without an answer (it died), never another
 * method, so a request that may have changed something is never sent twice. X-Forwarded-For carries the
 * shopper's address to the instances, which trust the balancer on loopback (docs/adr/0020). The feeds of changes
 * are long-lived responses with a heartbeat every 15 s, within the server timeout.
 */
export function haproxyConfig(layout: { port: number; backendPort: number; storefronts: number[]; backends: number[] }): string {
  const servers = (app: AppName, ports: number[]) =>
    ports.map((p, i) => `  server ${app}${i + 1} 127.0.0.1:${p} check inter 1s fall 2 rise 2`).join('\n')
  const pool = (app: AppName, ports: number[]) => `backend ${app}s
  balance roundrobin
  option httpchk
  http-check send meth GET uri ${HEALTH[app]} ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  # A GET or HEAD that met a dead instance's kept-alive connection is asked again of another; anything else only
  # when its connection was refused, so no other request is ever sent twice.
  http-request disable-l7-retry if !METH_GET
${servers(app, ports)}`
  return `# Written by scripts/cluster.ts; docs/operations.md "Several instances" describes the same layout in production.
global
  maxconn 4096

defaults
  mode http
  option forwardfor
  option redispatch
  retries 2
  retry-on conn-failure empty-response
  timeout connect 2s
  timeout client 65s
  timeout server 65s
  timeout http-keep-alive 60s

frontend shop
  bind 127.0.0.1:${layout.port}
  default_backend storefronts

frontend api
  bind 127.0.0.1:${layout.backendPort}
  default_backend backends

${pool('storefront', layout.storefronts)}

${pool('backend', layout.backends)}
`
}

/** HAProxy from Debian's packages, installed when it is missing and this is root (CI, a fresh machine). */
export function haproxyPath(): string {
  const found = () => {
    const which = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' })
    return which.status === 0 ? which.stdout.trim() : ''
  }
  if (found()) return found()
  if (process.getuid?.() !== 0) throw new Error("HAProxy is missing: install Debian's haproxy (apt-get install haproxy)")
  // Installed as a program only: no service of its own is started (policy-rc.d says no for the install's length).
  const script = `set -e
printf '#!/bin/sh\\nexit 101\\n' > /usr/sbin/policy-rc.d; chmod +x /usr/sbin/policy-rc.d
trap 'rm -f /usr/sbin/policy-rc.d' EXIT
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null`
  const result = spawnSync('sh', ['-c', script], { stdio: 'inherit' })
  if (result.status !== 0 || !found()) throw new Error('apt-get install haproxy failed')
  return found()
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => undefined)
  const output = new Output(options.logFile, true)
  const storefrontUrl = `http://localhost:${options.port}`
  const backendUrl = `http://127.0.0.1:${options.backendPort}`
  const ports = {
    backend: Array.from({ length: options.backends }, (_, i) => options.instancePorts + i),
    storefront: Array.from({ length: options.storefronts }, (_, i) => options.instancePorts + 100 + i),
  }
  for (const port of [options.port, options.backendPort, ...ports.backend, ...ports.storefront]) {
    if (!(await portFree(port))) throw new Error(`port ${port} is already in use`)
  }
  await checkDatabase(options.databaseUrl)
  const balancer = haproxyPath()
  mkdirSync(options.dataDir, { recursive: true })

  // What the caller runs under (vitest sets NODE_ENV=test) is not what the shop runs under: builds and servers set it.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'))
  const env = {
    ...inherited,
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    EMBEDDED_DATABASE: 'false',
    DATA_DIR: options.dataDir,
    NEXT_DIST_DIR: options.distDir,
    // The public URLs are the balancer's: links in mails, payment callbacks and returns reach any instance.
    BACKEND_URL: backendUrl,
    STOREFRONT_URL: storefrontUrl,
    ADMIN_URL: `http://localhost:${options.backendPort}`,
    // The storefronts trust the balancer on loopback to name the shopper; the backends trust loopback already.
    TRUSTED_PROXIES: options.env?.TRUSTED_PROXIES ?? '127.0.0.1,::1',
    NEXT_TELEMETRY_DISABLED: '1',
  } as unknown as NodeJS.ProcessEnv

  const instances: (Instance & { child: ChildProcess | null })[] = []
  let balancerProcess: ChildProcess | undefined
  let stopping = false
  const stop = async () => {
    stopping = true
    await Promise.all(instances.map((i) => i.kill()))
    if (balancerProcess) await killTree(balancerProcess)
  }

  try {
    await ensureBuilt('backend', env, output, log)
    await ensureBuilt('storefront', env, output, log)
    log('Migrating the database (and seeding the demo shop if it is empty), once for every instance ...')
    await bootstrapDatabase(env, output)

    const instance = (app: AppName, index: number, port: number) => {
      const name = `${app}-${index + 1}`
      const self: Instance & { child: ChildProcess | null } = {
        app,
        name,
        port,
        url: `http://localhost:${port}`,
        child: null,
        get running() {
          return self.child !== null && self.child.exitCode === null && self.child.signalCode === null
        },
        async kill(signal = 'SIGTERM') {
          const child = self.child
          if (!child) return
          await killTree(child, signal)
          self.child = null
        },
        async start() {
          if (self.running) return
          const child = launchApp(app, port, env, output, false, name)
          self.child = child
          child.once('exit', (code, signal) => {
            if (!stopping && self.child === child) log(`${name} exited (${signal ?? code})`)
          })
          await waitForHttp(`${self.url}${HEALTH[app]}`, child, 120_000)
        },
      }
      instances.push(self)
      return self
    }
    const backends = ports.backend.map((port, i) => instance('backend', i, port))
    const storefronts = ports.storefront.map((port, i) => instance('storefront', i, port))
    // One at a time: two Next servers preparing at once on two cores take longer than one after the other. The
    // balancer comes up between the two apps: the storefronts reach the backends through it from their first request.
    for (const b of backends) await b.start()
    const config = path.join(options.dataDir, 'haproxy.cfg')
    writeFileSync(
      config,
      haproxyConfig({ port: options.port, backendPort: options.backendPort, storefronts: ports.storefront, backends: ports.backend }),
    )
    balancerProcess = spawn(balancer, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    output.attach(balancerProcess, 'haproxy')
    balancerProcess.once('exit', (code) => {
      if (!stopping) log(`haproxy exited (${code})`)
    })
    await waitForHttp(`${backendUrl}${HEALTH.backend}`, balancerProcess, 30_000)
    for (const s of storefronts) await s.start()
    await waitForHttp(`${storefrontUrl}/`, balancerProcess, 60_000)
    return { storefrontUrl, backendUrl: `http://localhost:${options.backendPort}`, backends, storefronts, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

function flag(argv: string[], name: string, fallback: number): number {
  const at = argv.indexOf(`--${name}`)
  if (at < 0) return fallback
  const value = Number(argv[at + 1])
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} needs a positive whole number, not "${argv[at + 1]}"`)
  return value
}

async function main() {
  const argv = process.argv.slice(2)
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl?.startsWith('postgres')) {
    console.error(
      'npm run cluster needs PostgreSQL, which every instance shares: DATABASE_URL=postgres://postgres@127.0.0.1:5432/delikat npm run cluster (the embedded database serves one process)',
    )
    process.exit(1)
  }
  let cluster: Cluster | undefined
  const stop = async (code: number) => {
    await cluster?.stop()
    process.exit(code)
  }
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))
  try {
    cluster = await startCluster({
      backends: flag(argv, 'backends', 2),
      storefronts: flag(argv, 'storefronts', 2),
      databaseUrl,
      port: flag(argv, 'port', 8080),
      backendPort: flag(argv, 'backend-port', 8081),
      instancePorts: flag(argv, 'instance-ports', 4000),
      dataDir: path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data', 'cluster')),
      distDir: process.env.NEXT_DIST_DIR ?? '.next-cluster',
      log: (line) => console.log(line),
    })
  } catch (error) {
    console.error(`The cluster could not start: ${error instanceof Error ? error.message : String(error)}`)
    await stop(1)
    return
  }
  console.log('')
  console.log(`  Delikat on ${cluster.backends.length} backends and ${cluster.storefronts.length} storefronts behind HAProxy`)
  console.log(`  Shop:  ${cluster.storefrontUrl}/`)
  console.log(`  Admin: ${cluster.backendUrl}/admin`)
  for (const i of [...cluster.backends, ...cluster.storefronts]) console.log(`    ${i.name.padEnd(14)} ${i.url}`)
  console.log('  Ctrl-C stops everything.')
}

if (require.main === module) void main()
