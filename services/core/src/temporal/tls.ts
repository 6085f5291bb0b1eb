import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';

/**
 * TLS to the Temporal frontend, from the environment (the same names as the Temporal CLI's):
 * - `TEMPORAL_TLS_CERT` and `TEMPORAL_TLS_KEY`: the client's certificate and key (PEM files) for mTLS;
 * - `TEMPORAL_TLS_CA`: the CA that signed the server's certificate (PEM file); default the system's CAs;
 * - `TEMPORAL_TLS_SERVER_NAME`: the name in the server's certificate, when it is not the address's host;
 * - `TEMPORAL_TLS=true`: TLS with the system's CAs and no client certificate (the others imply it).
 * The shape is the SDK's `TLSConfig`, so the API's client and the worker take it as is.
 */
export interface TlsTemporal {
  clientCertPair?: { crt: Buffer; key: Buffer };
  serverRootCACertificate?: Buffer;
  serverNameOverride?: string;
}

type Env = Record<string, string | undefined>;

export function temporalPedeTls(env: Env): boolean {
  return env.TEMPORAL_TLS === 'true' || Boolean(env.TEMPORAL_TLS_CERT || env.TEMPORAL_TLS_KEY || env.TEMPORAL_TLS_CA);
}

/** localhost, 127.0.0.0/8 and ::1: a Temporal on this machine, unreachable from the network. */
export function enderecoLocal(address: string): boolean {
  // host:port, [v6]:port, or a bare host or address
  const host = (isIP(address) ? address : (/^\[([^\]]+)\]/.exec(address)?.[1] ?? address.replace(/:\d+$/, ''))).toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * Why the Temporal connection is refused, or null. Whoever reaches the frontend can start, signal and terminate the
 * portal's workflows and read their histories (e-mails, orders), so outside development a Temporal on another
 * machine is only reached over TLS — unless `TEMPORAL_SEM_TLS=rede-interna` says the frontend is reachable only on a
 * private network (docker-compose's, where it publishes no port). `PORTAL_ENV=development` allows plaintext;
 * `bash infra/start` counts as development unless PORTAL_ENV says otherwise.
 */
export function temporalSemTlsProblema(env: Env, address = env.TEMPORAL_ADDRESS): string | null {
  if (Boolean(env.TEMPORAL_TLS_CERT) !== Boolean(env.TEMPORAL_TLS_KEY))
    return 'TEMPORAL_TLS_CERT e TEMPORAL_TLS_KEY andam juntos: informe o certificado do cliente e a sua chave (arquivos PEM).';
  if (env.PORTAL_ENV === 'development' || !address || enderecoLocal(address) || temporalPedeTls(env)) return null;
  if (env.TEMPORAL_SEM_TLS === 'rede-interna') return null;
  return (
    `TEMPORAL_ADDRESS=${address} não é local e a conexão com o Temporal está sem TLS: fora de PORTAL_ENV=development ` +
    'informe TEMPORAL_TLS_CERT e TEMPORAL_TLS_KEY (mTLS; TEMPORAL_TLS_CA se o servidor usa uma CA própria) ou TEMPORAL_TLS=true, ' +
    'ou TEMPORAL_SEM_TLS=rede-interna se o Temporal só é alcançável numa rede privada.'
  );
}

/** The TLS settings the environment gives (certificate files read now), or undefined for plaintext. */
export function tlsTemporalDoAmbiente(env: Env): TlsTemporal | undefined {
  if (!temporalPedeTls(env)) return undefined;
  const ler = (nome: 'TEMPORAL_TLS_CERT' | 'TEMPORAL_TLS_KEY' | 'TEMPORAL_TLS_CA') => {
    const arquivo = env[nome];
    if (!arquivo) return undefined;
    try {
      return readFileSync(arquivo);
    } catch (e) {
      throw new Error(`${nome}=${arquivo}: não foi possível ler o arquivo (${(e as Error).message}).`);
    }
  };
  const crt = ler('TEMPORAL_TLS_CERT');
  const key = ler('TEMPORAL_TLS_KEY');
  const ca = ler('TEMPORAL_TLS_CA');
  return {
    ...(crt && key ? { clientCertPair: { crt, key } } : {}),
    ...(ca ? { serverRootCACertificate: ca } : {}),
    ...(env.TEMPORAL_TLS_SERVER_NAME ? { serverNameOverride: env.TEMPORAL_TLS_SERVER_NAME } : {}),
  };
}
