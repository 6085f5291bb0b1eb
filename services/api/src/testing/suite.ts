import { afterAll, beforeAll } from 'vitest';
import type { AppOptions } from '../app.ts';
import { createTestApp, type TestApp } from './app.ts';

/**
 * A suite's test app, the opening every API suite writes: built before its tests (`beforeAll`, with the clock at `agora`
 * when given) and closed after them (`afterAll`). The answer stands for the app from the first hook on, so the suite
 * reads `t.call(...)`, `t.tdb.db`, `t.clock.now = …` as with its own `createTestApp`.
 */
export function appDaSuite(opcoes: { agora?: string; over?: Partial<AppOptions> } = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(opcoes.over);
    if (opcoes.agora) app.clock.now = new Date(opcoes.agora);
  });
  afterAll(async () => app?.close());
  return new Proxy({} as TestApp, {
    get(_, chave) {
      if (!app) throw new Error('o app da suíte só existe a partir do beforeAll de appDaSuite');
      const v: unknown = Reflect.get(app, chave, app);
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(app) : v;
    },
  });
}

/**
 * The demo users a suite signs in before its tests (`{ admin: 'admin', morumbi: 'dealer.morumbi' }`, as `t.entrar`
 * takes them): their tokens by the suite's short names, filled in `beforeAll`.
 */
export function usuariosDaSuite<K extends string>(t: TestApp, usuarios: Record<K, string>): Record<K, string> {
  const tk = {} as Record<K, string>;
  beforeAll(async () => {
    Object.assign(tk, await t.entrar(usuarios));
  });
  return tk;
}
