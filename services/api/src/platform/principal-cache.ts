import { listenTo } from '@portal/core/db/listen';
import type { Principal } from '@portal/core/access/principal';

export const PRINCIPAL_CHANNEL = 'principal_alterado';

/**
 * The callers' principals, kept between requests while nothing they are made of changes.
 * PostgreSQL triggers on users, profiles, accounts and functions NOTIFY `principal_alterado`; every notification,
 * and every write request this instance answers, drops the whole cache. A load that began before a drop is not kept
 * (generation check), so a change is seen at the next request. Without a live LISTEN connection nothing is cached.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, { principal: Principal; at: number }>();
  private generation = 0;
  private connection: { close(): Promise<void> } | null = null;
  private live = false;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly log: (msg: string, err?: unknown) => void,
    private readonly ttlMs = 60_000,
  ) {}

  async start(): Promise<void> {
    this.connection = await listenTo(
      this.url,
      PRINCIPAL_CHANNEL,
      () => this.clear(),
      (err) => this.lost(err),
    );
    this.live = true;
  }

  private lost(err: unknown) {
    if (!this.live) return;
    this.live = false;
    this.clear();
    if (this.closed) return;
    this.log('cache de sessões desligado: a conexão LISTEN caiu; tentando de novo', err);
    setTimeout(() => void this.start().catch((e: unknown) => this.lost(e)), 2000).unref();
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  async get(key: string, load: () => Promise<Principal | null>): Promise<Principal | null> {
    const now = Date.now();
    if (this.live) {
      const hit = this.entries.get(key);
      if (hit && now - hit.at < this.ttlMs) return hit.principal;
    }
    const generation = this.generation;
    const principal = await load();
    if (this.live && principal && generation === this.generation) this.entries.set(key, { principal, at: now });
    return principal;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.live = false;
    this.clear();
    await this.connection?.close();
  }
}
