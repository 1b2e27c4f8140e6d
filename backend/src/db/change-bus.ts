/**
 * Changes travel between backend instances through PostgreSQL itself (docs/adr/0047): a save that makes what an
 * instance keeps in memory wrong (a page, a product, a campaign) forgets it here at once and sends `NOTIFY` on
 * CHANGE_CHANNEL; every instance LISTENs on a connection of its own and forgets the same. The notification rides the
 * saving transaction, so the others hear it when the save commits (never before, never for a save rolled back).
 *
 * An instance whose listening connection drops may miss changes: it forgets everything at once, keeps nothing while
 * it is deaf (the caches ask `keeps`), reconnects, and forgets everything again once listening, so it starts cold
 * rather than stale. The embedded database is one instance's: there the bus is local only.
 */
import pg from 'pg'

export const CHANGE_CHANNEL = 'delikat_changes'

export const CHANGE_TOPICS = ['content', 'catalogue'] as const
/** `content`: what a guest's page shows; `catalogue`: what product search keeps (search answers, word matches, offers). */
export type ChangeTopic = (typeof CHANGE_TOPICS)[number]

const isTopic = (value: string): value is ChangeTopic => (CHANGE_TOPICS as readonly string[]).includes(value)

/** Pauses before reconnecting a dropped listener: quick at first, then every few seconds. */
const RECONNECT_MS = [250, 1000, 2000, 5000]

export class ChangeBus {
  private readonly handlers = new Map<ChangeTopic, Set<() => void>>()
  private readonly subscribers = new Set<(event: ChangeTopic | 'deaf') => void>()
  private client: pg.Client | null = null
  private state: 'local' | 'connecting' | 'listening' | 'deaf' = 'local'
  private stopped = false
  private attempts = 0
  private retry: NodeJS.Timeout | null = null

  /** `name`: the listening connection's application_name, how an operator tells it apart in pg_stat_activity. */
  constructor(private readonly name = 'delikat change listener') {}

  /** Runs `handler` on every change of `topic`, here or elsewhere, and whenever the bus may have missed one. */
  on(topic: ChangeTopic, handler: () => void): void {
    const set = this.handlers.get(topic) ?? new Set()
    set.add(handler)
    this.handlers.set(topic, set)
  }

  /**
   * Every change from now on, and `deaf` when this instance may have begun to miss some (the storefronts' feed,
   * endpoints/shop/changes.ts). Answers the unsubscribe.
   */
  subscribe(listener: (event: ChangeTopic | 'deaf') => void): () => void {
    this.subscribers.add(listener)
    return () => void this.subscribers.delete(listener)
  }

  /** Whether memory may keep anything: not while this instance may be missing other instances' changes. */
  get keeps(): boolean {
    return this.state === 'local' || this.state === 'listening'
  }

  /** Whether other instances hear of this one's changes (not on the embedded database). */
  get shared(): boolean {
    return this.state !== 'local'
  }

  /** Forgets what `topic` covers in this instance. */
  deliver(topic: ChangeTopic): void {
    for (const handler of this.handlers.get(topic) ?? []) handler()
    for (const listener of this.subscribers) listener(topic)
  }

  private deliverAll(): void {
    for (const topic of CHANGE_TOPICS) this.deliver(topic)
  }

  /** Listens for other instances' changes on a connection of its own to `connectionString`, until stop(). */
  async listen(connectionString: string): Promise<void> {
    this.stopped = false
    this.state = 'connecting'
    await this.connect(connectionString)
  }

  private async connect(connectionString: string): Promise<void> {
    if (this.stopped) return
    const client = new pg.Client({ connectionString, application_name: this.name })
    this.client = client
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload && isTopic(message.payload)) this.deliver(message.payload)
    })
    const lost = () => {
      if (this.client !== client) return
      this.client = null
      this.wentDeaf(connectionString)
    }
    client.on('error', lost)
    client.on('end', lost)
    try {
      await client.connect()
      // The process ends when its server does (or a script its work); a listener does not hold it.
      ;(client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.()
      await client.query(`LISTEN ${CHANGE_CHANNEL}`)
      if (this.client !== client) return
      this.attempts = 0
      this.state = 'listening'
      // Whatever changed while this instance was deaf (or before it listened) is forgotten now.
      this.deliverAll()
    } catch {
      client.removeAllListeners('end')
      await client.end().catch(() => undefined)
      lost()
    }
  }

  private wentDeaf(connectionString: string): void {
    if (this.stopped) return
    this.state = 'deaf'
    this.deliverAll()
    for (const listener of this.subscribers) listener('deaf')
    const pause = RECONNECT_MS[Math.min(this.attempts, RECONNECT_MS.length - 1)]!
    this.attempts += 1
    this.retry = setTimeout(() => void this.connect(connectionString), pause)
    this.retry.unref()
  }

  /** Stops listening (tests, shutdown); the bus is local again. */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.retry) clearTimeout(this.retry)
    const client = this.client
    this.client = null
    this.state = 'local'
    if (client) await client.end().catch(() => undefined)
  }
}

// One per process, shared by every bundle of the backend's server that imports this module.
const GLOBAL_KEY = Symbol.for('delikat.changeBus')
const holder = globalThis as unknown as Record<symbol, ChangeBus | undefined>
export const changeBus: ChangeBus = (holder[GLOBAL_KEY] ??= new ChangeBus())
