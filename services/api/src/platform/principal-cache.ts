import { listenTo } from '@portal/core/db/listen';
import type { Principal } from '@portal/core/access/principal';

export const PRINCIPAL_CHANNEL = 'principal_alterado';

/**
 * The callers' principals, kept between requests while nothing they are made of changes.
 * PostgreSQL triggers on users, profiles, accounts, functions and ended sessions NOTIFY `principal_alterado` and record
 * their transaction in `versoes_principais`. Every notification drops the whole cache; so does a write this instance
 * answers when the committed version (the sum of those rows) moved since it last looked (`conferirVersao`, before the
 * write's answer is sent: the write's own change is seen at the caller's next request, whatever the notification's
 * timing). A write that changed no principal keeps the cache: under a day's load, every request used to load its
 * principal again (two statements) because some write had just been answered. The version only counts committed
 * changes, so a check taken by another write while a principal change is still uncommitted cannot hide it from the
 * check after its commit (a sequence could: 2026-11-28T1600-versoes-principais). A load that began before a drop is not
 * kept (generation check). Without a live LISTEN connection nothing is cached.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, { principal: Principal; at: number }>();
  private generation = 0;
  private connection: { close(): Promise<void> } | null = null;
  private live = false;
  private closed = false;
  /** the committed version at the last check (null: not read yet) */
  private versao: string | null = null;
  private acertos = 0;
  private faltas = 0;

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

  /** After a write: drops the cache if the principals' committed version moved since the last reading (or was never read). */
  async conferirVersao(ler: () => Promise<string>): Promise<void> {
    const generation = this.generation;
    let v: string;
    try {
      v = await ler();
    } catch (err) {
      // unknown: drop, and keep the write's answer (it has committed)
      this.log('cache de sessões: versão dos principais ilegível; cache esvaziado', err);
      this.versao = null;
      this.clear();
      return;
    }
    if (v === this.versao) return;
    this.clear();
    // a reading that raced a drop is not kept: the next write reads again
    if (generation + 1 === this.generation) this.versao = v;
  }

  /** hits and misses since the start (tests and load benches) */
  estatisticas(): { acertos: number; faltas: number } {
    return { acertos: this.acertos, faltas: this.faltas };
  }

  async get(key: string, load: () => Promise<Principal | null>): Promise<Principal | null> {
    const now = Date.now();
    if (this.live) {
      const hit = this.entries.get(key);
      if (hit && now - hit.at < this.ttlMs) {
        this.acertos++;
        return hit.principal;
      }
    }
    this.faltas++;
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
