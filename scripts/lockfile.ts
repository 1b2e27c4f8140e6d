/**
 * `npm run lockfile`, after any `npm install` that changes package-lock.json: this machine's npm registry mirror
 * serves no macOS or Windows builds of Next's compiler, so npm leaves their optional entries out of the lockfile
 * and `npm ci` then refuses it as out of sync. We write those entries back from the platform each one is for;
 * npm skips them on Linux without fetching anything (docs/adr/0007).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const LOCKFILE = path.resolve(__dirname, '..', 'package-lock.json')
const PLATFORM: Record<string, { os: string; cpu: string }> = {
  'darwin-arm64': { os: 'darwin', cpu: 'arm64' },
  'darwin-x64': { os: 'darwin', cpu: 'x64' },
  'win32-arm64-msvc': { os: 'win32', cpu: 'arm64' },
  'win32-x64-msvc': { os: 'win32', cpu: 'x64' },
  'linux-arm64-gnu': { os: 'linux', cpu: 'arm64' },
  'linux-arm64-musl': { os: 'linux', cpu: 'arm64' },
  'linux-x64-gnu': { os: 'linux', cpu: 'x64' },
  'linux-x64-musl': { os: 'linux', cpu: 'x64' },
}

type Entry = { version?: string; optionalDependencies?: Record<string, string> } & Record<string, unknown>

const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8')) as { packages: Record<string, Entry> }
const next = lock.packages['node_modules/next']
if (!next?.optionalDependencies) throw new Error('package-lock.json has no next entry')
const added: string[] = []
for (const [name, version] of Object.entries(next.optionalDependencies)) {
  const key = `node_modules/${name}`
  const platform = PLATFORM[name.replace('@next/swc-', '')]
  if (lock.packages[key] || !platform) continue
  lock.packages[key] = { version, cpu: [platform.cpu], license: 'MIT', optional: true, os: [platform.os], engines: { node: '>= 10' } }
  added.push(`${name}@${version}`)
}
const [root, ...rest] = Object.entries(lock.packages)
lock.packages = Object.fromEntries([root!, ...rest.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))])
writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`)
console.log(added.length ? `package-lock.json: added ${added.join(', ')}` : 'package-lock.json: nothing to add')
