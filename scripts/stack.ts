/**
 * Starts the whole shop: database, build, migrations and seed, backend and storefront. Shared by `npm start`,
 * the end-to-end tests and the benchmarks, so that all three run exactly the same thing.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../backend/src/db/pglite-server'
import { BOOTSTRAP_NODE_FLAGS } from '../backend/src/bootstrap-command'

export const ROOT = path.resolve(__dirname, '..')
const BACKEND_DIR = path.join(ROOT, 'backend')
const BIN = path.join(ROOT, 'node_modules', '.bin')

export interface StackOptions {
  dev?: boolean
  port?: number
  backendPort?: number
  dataDir?: string
  databaseUrl?: string
  /** Where build, bootstrap and app output goes; stdout with a prefix when not given. */
  logFile?: string
  log?: (line: string) => void
  /** Called when an app dies on its own. */
  onExit?: (name: string, code: number | null) => void
}

export interface Stack {
  storefrontUrl: string
  backendUrl: string
  databaseUrl: string
  dataDir: string
  embedded: boolean
  stop(): Promise<void>
}

export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => server.close(() => resolve(true)))
  })
}

export async function checkDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    await client.query('SELECT 1')
  } catch (error) {
    const where = (() => {
      try {
        const u = new URL(url)
        return `${u.hostname}:${u.port || 5432}${u.pathname}`
      } catch {
        return 'DATABASE_URL'
      }
    })()
    throw new Error(`cannot reach the database at ${where} (${error instanceof Error ? error.message : String(error)})`)
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Size and mtime of every source file that goes into a build, hashed: a changed file means a new build. */
function fingerprint(dir: string, entries: string[], extra: string): string {
  const hash = createHash('sha256').update(extra)
  const walk = (file: string) => {
    if (!existsSync(file)) return
    const stat = statSync(file)
    if (stat.isDirectory()) {
      for (const name of readdirSync(file).sort()) {
        if (name === 'node_modules' || name.startsWith('.next') || /\.test\.tsx?$/.test(name)) continue
        walk(path.join(file, name))
      }
    } else {
      hash.update(`${path.relative(ROOT, file)}:${stat.size}:${stat.mtimeMs}\n`)
    }
  }
  for (const entry of entries) walk(path.join(dir, entry))
  return hash.digest('hex')
}

const APPS = {
  // Each app's own sources, and the contract package both import (packages/contract); nothing else crosses.
  backend: {
    dir: BACKEND_DIR,
    sources: ['src', 'next.config.mjs', 'tsconfig.json', 'package.json', '../package-lock.json', '../packages/contract'],
  },
  storefront: {
    dir: ROOT,
    sources: [
      'src',
      'public',
      'next.config.js',
      'next-cache-handler.js',
      'next-i18next.config.js',
      'third-party.config.js',
      'tsconfig.json',
      'package.json',
      'package-lock.json',
      'packages/contract',
    ],
  },
} as const

export type AppName = keyof typeof APPS

function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; output: Output; expect?: string },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] })
    options.output.attach(child, path.basename(args[0] ?? command))
    let seen = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4000)
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`${command} ${args.join(' ')} failed with exit code ${code}${options.output.hint()}`))
      // A step that exits 0 without having done its work (it says so in a last line) is a failure too.
      if (options.expect && !seen.includes(options.expect)) {
        return reject(new Error(`${args.join(' ')} ended without "${options.expect}"${options.output.hint()}`))
      }
      resolve()
    })
  })
}

/** Child output: to a log file (tests, bench) or to the terminal with a prefix per app. */
export class Output {
  private tail: string[] = []
  /** `labelled`: the log file's lines, too, say which process wrote them (several instances of one app). */
  constructor(
    private readonly logFile?: string,
    private readonly labelled = false,
  ) {
    if (logFile) writeFileSync(logFile, '')
  }
  attach(child: ChildProcess, name: string) {
    const write = (chunk: Buffer) => {
      const text = chunk.toString()
      this.tail = [...this.tail, ...text.split('\n')].slice(-40)
      const lines = () => text.split('\n').filter((line) => line.trim() !== '')
      if (this.logFile && !this.labelled) writeFileSync(this.logFile, text, { flag: 'a' })
      else if (lines().length > 0) {
        const labelled = `${lines()
          .map((line) => `[${name}] ${line}`)
          .join('\n')}\n`
        if (this.logFile) writeFileSync(this.logFile, labelled, { flag: 'a' })
        else process.stdout.write(labelled)
      }
    }
    child.stdout?.on('data', write)
    child.stderr?.on('data', write)
  }
  hint(): string {
    return this.logFile ? ` (see ${this.logFile})\n${this.tail.join('\n')}` : ''
  }
}

export async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} did not come up: the process exited with ${child.exitCode}`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

export function killTree(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve()
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // already gone
      }
    }, 8000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    try {
      process.kill(-child.pid, signal)
    } catch {
      resolve()
    }
  })
}

/**
 * What each app bakes into its build (rewrites, the inlined site key, HSTS when served over https); a change means a
 * new build. The backend's headers name no URL, only whether it is https, so `npm start` and the tests share a build.
 */
const BUILD_SETTINGS = {
  storefront: (env: NodeJS.ProcessEnv) =>
    (
      [
        'BACKEND_URL',
        'CONTENT_API_URL',
        'SITE_KEY',
        'NEXT_DIST_DIR',
        'STOREFRONT_URL',
        'SITE_URL',
        // The outside services the browser may load (third-party.config.js).
        'CONSENT_TOOL',
        'CONSENT_TOOL_URL',
        'COOKIEBOT_ID',
        'GTM_CONTAINER_ID',
        'GTM_URL',
        'ANALYTICS_ORIGINS',
        'BLOOMREACH_PROJECT_TOKEN',
        'BLOOMREACH_TARGET',
        'BLOOMREACH_SDK_URL',
        'HELP_WIDGET_SCRIPT_URL',
        'HELP_WIDGET_ORIGINS',
        'HEATMAP_SCRIPT_URL',
        'HEATMAP_ORIGINS',
        'POPUP_TOOL_SCRIPT_URL',
        'POPUP_TOOL_ORIGINS',
      ] as const
    ).map((k) => `${k}=${env[k] ?? ''}`),
  backend: (env: NodeJS.ProcessEnv) => [`BACKEND_HTTPS=${/^https:/i.test(env.BACKEND_URL ?? '')}`],
}

/**
 * The storefront builds with webpack: Turbopack puts an inline bootstrap script in each page, which the Content
 * Security Policy admits only with a per-response nonce, and a page served from Next's page cache (the product
 * page, docs/adr/0012) cannot carry a fresh one. Webpack's pages load from script files alone.
 */
const BUILD_FLAGS: Record<AppName, string[]> = { storefront: ['--webpack'], backend: [] }

export async function ensureBuilt(app: AppName, env: NodeJS.ProcessEnv, output: Output, log: (line: string) => void) {
  const { dir, sources } = APPS[app]
  const distDir = path.join(dir, app === 'storefront' ? (env.NEXT_DIST_DIR ?? '.next') : '.next')
  const stamp = path.join(distDir, 'delikat-build-fingerprint')
  const settings = BUILD_SETTINGS[app](env).join('\n')
  const want = fingerprint(dir, [...sources], `${app}\n${settings}\n${BUILD_FLAGS[app].join(' ')}`)
  if (existsSync(path.join(distDir, 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return
  log(`Building the ${app} (once; a few minutes on two cores) ...`)
  const started = Date.now()
  // Always a production build: next.config.js reads NODE_ENV (the nosniff header, the script policy), and a caller
  // such as vitest (NODE_ENV=test) would otherwise build a development variant under the same fingerprint.
  await run(path.join(BIN, 'next'), ['build', ...BUILD_FLAGS[app]], {
    cwd: dir,
    env: { ...env, NODE_ENV: 'production', NODE_OPTIONS: '--no-deprecation' },
    output,
  })
  writeFileSync(stamp, want)
  log(`Built the ${app} in ${Math.round((Date.now() - started) / 1000)} s`)
}

/** Migrates the database of env.DATABASE_URL, and seeds the demo shop into an empty one: once per deployment. */
export function bootstrapDatabase(env: NodeJS.ProcessEnv, output: Output): Promise<void> {
  return run(path.join(BIN, 'tsx'), [...BOOTSTRAP_NODE_FLAGS, 'src/bootstrap.ts'], {
    cwd: BACKEND_DIR,
    env,
    output,
    expect: 'bootstrap: database ready',
  })
}

/**
 * One instance of an app on its port, in a process group of its own (killTree ends it with its children). Both apps
 * run behind scripts/serve.ts, which settles the client's address before Next sees the request.
 */
export function launchApp(
  name: AppName,
  port: number,
  env: NodeJS.ProcessEnv,
  output: Output,
  dev = false,
  label: string = name,
): ChildProcess {
  const args = [path.join(ROOT, 'scripts', 'serve.ts'), name, '-p', String(port), ...(dev ? ['--dev'] : [])]
  const child = spawn(path.join(BIN, 'tsx'), args, {
    cwd: APPS[name].dir,
    env: { ...env, PORT: String(port), NODE_ENV: dev ? 'development' : 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  output.attach(child, label)
  return child
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? (() => undefined)
  const dev = options.dev ?? false
  const port = options.port ?? Number(process.env.PORT ?? 3000)
  const backendPort = options.backendPort ?? Number(process.env.BACKEND_PORT ?? 3001)
  const dataDir = path.resolve(options.dataDir ?? process.env.DATA_DIR ?? path.join(ROOT, 'data'))
  const output = new Output(options.logFile)
  const children: ChildProcess[] = []
  let embedded: EmbeddedDatabase | undefined
  let stopping = false

  const stop = async () => {
    stopping = true
    await Promise.all(children.map((child) => killTree(child)))
    await embedded?.stop().catch(() => undefined)
  }

  try {
    for (const [name, p, variable] of [
      ['storefront', port, 'PORT'],
      ['backend', backendPort, 'BACKEND_PORT'],
    ] as const) {
      if (!(await portFree(p))) throw new Error(`port ${p} for the ${name} is already in use (set ${variable} to use another)`)
    }

    let databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL
    if (databaseUrl) {
      await checkDatabase(databaseUrl)
    } else {
      embedded = await startEmbeddedDatabase({ dataDir: path.join(dataDir, 'pglite') })
      databaseUrl = embedded.url
    }

    const storefrontUrl = `http://localhost:${port}`
    const backendUrl = `http://localhost:${backendPort}`
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      // Payload then writes without its own transactions, which deadlock on the single-session embedded database.
      EMBEDDED_DATABASE: embedded ? 'true' : 'false',
      DATA_DIR: dataDir,
      BACKEND_URL: process.env.BACKEND_URL ?? `http://127.0.0.1:${backendPort}`,
      // The admin as people open it (the URL printed below); BACKEND_URL stays IPv4 for the storefront's proxy.
      ...(process.env.ADMIN_URL || process.env.BACKEND_URL ? {} : { ADMIN_URL: backendUrl }),
      STOREFRONT_URL: process.env.STOREFRONT_URL ?? storefrontUrl,
      NEXT_TELEMETRY_DISABLED: '1',
    }

    if (!dev) {
      await ensureBuilt('backend', env, output, log)
      await ensureBuilt('storefront', env, output, log)
    }
    log('Migrating the database (and seeding the demo shop if it is empty) ...')
    await bootstrapDatabase(env, output)

    const launch = (name: AppName, appPort: number) => {
      const child = launchApp(name, appPort, env, output, dev)
      child.once('exit', (code) => {
        if (!stopping) options.onExit?.(name, code)
      })
      children.push(child)
      return child
    }

    const backend = launch('backend', backendPort)
    await waitForHttp(`${backendUrl}/api/shop/general/settings/`, backend, dev ? 300_000 : 120_000)
    const storefront = launch('storefront', port)
    await waitForHttp(`${storefrontUrl}/`, storefront, dev ? 300_000 : 120_000)

    return { storefrontUrl, backendUrl, databaseUrl, dataDir, embedded: embedded !== undefined, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
