/**
 * The embedded database: PostgreSQL compiled to WASM (PGlite) served on a loopback TCP port, so that Payload's
 * `pg` pool, the migrations, the seed and the tests speak to it exactly as they speak to a real PostgreSQL server.
 *
 * PGlite has one backend session. Many client connections therefore take turns holding it. A connection holds
 * the session from its first message until a unit of work is complete and no transaction is open: a unit ends
 * with Sync (extended protocol) or Query (simple protocol). Holding it across a whole extended-protocol batch
 * keeps one connection's unnamed prepared statement safe from another's, and holding it across a transaction
 * gives real isolation (the stock `PGLiteSocketServer` interleaves batches: pglite issue 1046).
 */
import { createServer, type Server, type Socket } from 'node:net'
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

const SSL_REQUEST_CODE = 80877103
const CANCEL_REQUEST_CODE = 80877102
const PROTOCOL_V3 = 196608
const MSG_SYNC = 0x53 // 'S'
const MSG_QUERY = 0x51 // 'Q'
const MSG_TERMINATE = 0x58 // 'X'

/** A fair mutex over the single PGlite session, owned by one connection at a time. */
class SessionLock {
  private owner: number | null = null
  private readonly waiting: Array<{ id: number; grant: () => void }> = []

  isOwner(id: number): boolean {
    return this.owner === id
  }

  acquire(id: number): Promise<void> {
    if (this.owner === id) return Promise.resolve()
    if (this.owner === null) {
      this.owner = id
      return Promise.resolve()
    }
    return new Promise((grant) => this.waiting.push({ id, grant }))
  }

  release(id: number): void {
    if (this.owner !== id) return
    const next = this.waiting.shift()
    this.owner = next ? next.id : null
    next?.grant()
  }

  /** A connection that went away no longer waits. */
  forget(id: number): void {
    const index = this.waiting.findIndex((w) => w.id === id)
    if (index >= 0) this.waiting.splice(index, 1)
  }
}

let nextConnectionId = 1

class Connection {
  private readonly id = nextConnectionId++
  private buffer: Buffer = Buffer.alloc(0)
  private started = false
  private chain: Promise<void> = Promise.resolve()
  private closed = false

  constructor(
    private readonly socket: Socket,
    private readonly db: PGlite,
    private readonly lock: SessionLock,
  ) {
    socket.setNoDelay(true)
    socket.on('data', (data) => {
      this.buffer = Buffer.concat([this.buffer, data])
      // Messages of one connection are handled strictly in order.
      this.chain = this.chain.then(() => this.drain()).catch((error) => this.fail(error))
    })
    socket.on('close', () => void this.close())
    socket.on('error', () => void this.close())
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.closed) return
      if (!this.started) {
        if (this.buffer.length < 8) return
        const length = this.buffer.readInt32BE(0)
        if (this.buffer.length < length) return
        const code = this.buffer.readInt32BE(4)
        const message = this.buffer.subarray(0, length)
        this.buffer = this.buffer.subarray(length)
        if (code === SSL_REQUEST_CODE) {
          this.socket.write('N')
          continue
        }
        if (code === CANCEL_REQUEST_CODE) {
          this.socket.end()
          return
        }
        if (code !== PROTOCOL_V3) throw new Error(`unsupported protocol ${code}`)
        this.started = true
        await this.run(message, true)
        continue
      }
      if (this.buffer.length < 5) return
      const length = 1 + this.buffer.readInt32BE(1)
      if (this.buffer.length < length) return
      const type = this.buffer[0]
      const message = this.buffer.subarray(0, length)
      this.buffer = this.buffer.subarray(length)
      if (type === MSG_TERMINATE) {
        await this.close()
        return
      }
      await this.run(message, type === MSG_SYNC || type === MSG_QUERY)
    }
  }

  private async run(message: Buffer, endsUnit: boolean): Promise<void> {
    await this.lock.acquire(this.id)
    if (this.closed) {
      this.lock.release(this.id)
      return
    }
    await this.db.execProtocolRawStream(new Uint8Array(message), {
      onRawData: (chunk) => {
        if (!this.closed && this.socket.writable) this.socket.write(Buffer.from(chunk))
      },
    })
    if (endsUnit && !this.db.isInTransaction()) this.lock.release(this.id)
  }

  private fail(error: unknown): void {
    console.error(`[embedded-db] connection ${this.id}: ${error instanceof Error ? error.message : String(error)}`)
    void this.close()
  }

  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    this.lock.forget(this.id)
    if (this.lock.isOwner(this.id)) {
      // A client that vanished mid-transaction must not leave the session in it.
      if (this.db.isInTransaction()) await this.db.exec('ROLLBACK').catch(() => undefined)
      this.lock.release(this.id)
    }
    this.socket.destroy()
  }
}

export interface EmbeddedDatabase {
  /** A `postgres://` URL for `pg` and Payload. */
  url: string
  port: number
  stop(): Promise<void>
}

/**
 * Opens (or creates) the database in `dataDir` (`memory://` for a throwaway one) and serves it on
 * 127.0.0.1:`port` (0 picks a free port).
 */
export async function startEmbeddedDatabase(options: { dataDir: string; port?: number }): Promise<EmbeddedDatabase> {
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true })
  const db = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm } })
  await db.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm')
  const lock = new SessionLock()
  const connections = new Set<Connection>()
  const server: Server = createServer((socket) => {
    const connection = new Connection(socket, db, lock)
    connections.add(connection)
    socket.on('close', () => connections.delete(connection))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  if (address === null || typeof address !== 'object') throw new Error('embedded database: no address')
  const port = address.port
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      await Promise.all([...connections].map((c) => c.close()))
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await db.close()
    },
  }
}
