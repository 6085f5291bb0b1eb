import { AjvCompiler } from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/*
 * The routes' validators (Ajv) and answer serializers (fast-json-stringify) compiled on first use instead of in
 * `ready()`. Compiling the ~250 routes' schemas is one synchronous stretch of CPU (about 3 s on this machine, 10-15 s
 * when the machine is loaded): while it ran, the port `infra/start` holds could not answer 'Iniciando o portal…', and
 * every test app paid it. Now `ready()` only wraps them; a route compiles its own on its first request (a few ms), and
 * `aquecer` compiles the rest after the API answers, a slice at a time between requests. `compilarTodos` compiles every
 * one at once, so a test still finds a schema Ajv refuses before a user does (platform/esquemas.int.test.ts).
 */

type Compilar<F> = () => F;
type Validador = ((...a: unknown[]) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type ServidorComCompiladores = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** How long one slice of the warm-up may hold the event loop. */
const FATIA_MS = 8;

export function compiladoresSobDemanda() {
  const pendentes = new Set<() => unknown>();
  /** the compiled function, once; the first caller (a request, the warm-up or `compilarTodos`) compiles it */
  const adiado = <F>(compilar: Compilar<F>) => {
    let f: F | undefined;
    const obter = () => {
      if (f === undefined) {
        f = compilar();
        pendentes.delete(obter);
      }
      return f;
    };
    pendentes.add(obter);
    return obter;
  };

  /**
   * Fastify calls the validator and then reads its `errors` (Ajv's) and, before the call, its `schemaEnv` (to let Ajv
   * coerce a root value): both read through to the compiled one, `schemaEnv` compiling it.
   */
  const validadorAdiado = (compilar: Compilar<Validador>): Validador => {
    const obter = adiado(compilar);
    let compilado: Validador | undefined;
    const v = function (this: unknown, ...a: unknown[]) {
      compilado = obter();
      return compilado.apply(this, a);
    } as Validador;
    Object.defineProperty(v, 'errors', { get: () => compilado?.errors ?? null });
    Object.defineProperty(v, 'schemaEnv', { get: () => (compilado = obter()).schemaEnv });
    return v;
  };

  const validadores = AjvCompiler();
  const serializadores = SerializerSelector();
  type Rota<F extends (...a: never[]) => (rota: never) => unknown> = Parameters<ReturnType<F>>[0];
  // Fastify's types overload the validator factory (Ajv or JTD); these wrap the Ajv one it uses by default
  const compilersFactory = {
    buildValidator: (...a: Parameters<typeof validadores>) => {
      const compilador = validadores(...a);
      return (rota: Rota<typeof validadores>) => validadorAdiado(() => compilador(rota) as unknown as Validador);
    },
    buildSerializer: (...a: Parameters<typeof serializadores>) => {
      const compilador = serializadores(...a);
      return (rota: Rota<typeof serializadores>) => {
        const obter = adiado(() => compilador(rota));
        return (dado: unknown) => obter()(dado);
      };
    },
  } as unknown as ServidorComCompiladores;

  return {
    compilersFactory,
    /** how many are still to compile */
    pendentes: () => pendentes.size,
    /** compiles every one now (a schema Ajv or fast-json-stringify refuses throws here) */
    compilarTodos() {
      for (const obter of [...pendentes]) obter();
    },
    /** compiles the rest in slices of a few ms between the requests; resolves when none is left */
    aquecer(): Promise<void> {
      return new Promise((resolve, reject) => {
        const fatia = () => {
          const fim = performance.now() + FATIA_MS;
          try {
            for (const obter of pendentes) {
              obter();
              if (performance.now() > fim) break;
            }
          } catch (e) {
            reject(e as Error);
            return;
          }
          if (pendentes.size === 0) resolve();
          else setImmediate(fatia);
        };
        setImmediate(fatia);
      });
    },
  };
}

export type CompiladoresSobDemanda = ReturnType<typeof compiladoresSobDemanda>;
