/**
 * Integration tests run against a real database: a fresh embedded PGlite by default, or the PostgreSQL server
 * of TEST_DATABASE_URL when INTEGRATION_DB=postgres (scripts/test.ts runs the suite once for each).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/db/pglite-server'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    dataDir: string
  }
}

let embedded: EmbeddedDatabase | undefined
let dataDir: string | undefined
let dropDatabase: (() => Promise<void>) | undefined

/** A database of its own on the given server for this run, dropped afterwards; the server's data is untouched. */
async function freshDatabase(serverUrl: string): Promise<string> {
  const name = `delikat_test_${Date.now()}_${process.pid}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(path.join(tmpdir(), 'delikat-int-'))
  let url: string
  if (process.env.INTEGRATION_DB === 'postgres') {
    if (!process.env.TEST_DATABASE_URL) throw new Error('INTEGRATION_DB=postgres needs TEST_DATABASE_URL')
    url = await freshDatabase(process.env.TEST_DATABASE_URL)
  } else {
    embedded = await startEmbeddedDatabase({ dataDir: 'memory://' })
    url = embedded.url
  }
  project.provide('databaseUrl', url)
  project.provide('dataDir', dataDir)
}

export async function teardown() {
  await embedded?.stop()
  await dropDatabase?.()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}
