import { sql, type SqlBool } from 'kysely';
import { cleanCep, isValidCep, ufDoCep } from '@portal/contracts/br/cep';
import { lmsg } from '@portal/contracts/direct-sales/lookups';
import type { EnderecoCep } from '@portal/contracts/direct-sales/schemas';
import { InvalidInput, NotFound, type Db } from '../../kernel/index.ts';
import { dobradoPtBR, ordemPtBR } from './queries.ts';

/**
 * GET localizacoes/cep/{cep} (DECISIONS.md "CEP lookup"): the portal's own table first (`ceps`: loaded addresses and
 * the provider's earlier answers); then, when one is configured, the online provider (ViaCEP-style JSON, 3 s at most;
 * its answer is cached); then the public CEP ranges, which give at least the UF (and the city where the UF has only one,
 * Brasília). A CEP in no range and unknown everywhere is 404 with a plain instruction.
 */
export interface ProvedorCep {
  /** `https://viacep.com.br/ws/{cep}/json/`; without `{cep}` the URL is a base and `<cep>/json/` is appended */
  url: string;
  timeoutMs?: number;
}
export interface OpcoesCep {
  provedor?: ProvedorCep | null;
  /** told when the provider could not answer (timeout, error status, unreadable answer): the lookup falls back quietly */
  aoFalharProvedor?: (erro: Error) => void;
}

export const PROVEDOR_TIMEOUT_MS = 3000;
const MAX_RESPOSTA = 64 * 1024;
const MAX_TEXTO = 200;

/** The provider's URL for a CEP (8 digits). */
export function urlProvedor(url: string, cep: string): string {
  if (url.includes('{cep}')) return url.replaceAll('{cep}', cep);
  return `${url.endsWith('/') ? url : `${url}/`}${cep}/json/`;
}

export async function consultarCep(db: Db, valor: string, opcoes: OpcoesCep = {}): Promise<EnderecoCep> {
  if (!isValidCep(valor)) throw new InvalidInput(lmsg.cepInvalido);
  const cep = cleanCep(valor);
  const local = await doCache(db, cep);
  if (local) return local;
  if (opcoes.provedor) {
    try {
      const doProvedor = await consultarProvedor(db, cep, opcoes.provedor);
      if (doProvedor) return doProvedor;
    } catch (e) {
      opcoes.aoFalharProvedor?.(e instanceof Error ? e : new Error(String(e)));
    }
  }
  const porFaixa = await daFaixa(db, cep);
  if (porFaixa) return porFaixa;
  throw new NotFound(lmsg.cepNaoEncontrado);
}

async function doCache(db: Db, cep: string): Promise<EnderecoCep | null> {
  const r = await db
    .selectFrom('ceps as c')
    .innerJoin('ufs as u', 'u.id', 'c.uf_id')
    .leftJoin('municipios as m', 'm.id', 'c.cidade_id')
    .select(['c.cep', 'c.logradouro', 'c.complemento', 'c.bairro', 'c.cidade_id', 'c.uf_id', 'm.nome as cidade', 'u.sigla', 'u.nome as uf'])
    .where('c.cep', '=', cep)
    .executeTakeFirst();
  if (!r) return null;
  return endereco({ ...r, fonte: 'local' });
}

const endereco = (r: {
  cep: string;
  logradouro: string;
  complemento: string;
  bairro: string;
  cidade_id: number | null;
  uf_id: number;
  cidade: string | null;
  sigla: string;
  uf: string;
  fonte: EnderecoCep['fonte'];
}): EnderecoCep => ({
  cep: r.cep,
  logradouro: r.logradouro,
  complemento: r.complemento,
  bairro: r.bairro,
  cidadeId: r.cidade_id,
  ufId: r.uf_id,
  cidade: { nome: r.cidade ?? '' },
  uf: { sigla: r.sigla.trim(), nome: r.uf },
  fonte: r.fonte,
});

const texto = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, MAX_TEXTO) : '');

/** The provider's answer, cached; null when the provider says it does not know the CEP. Throws when it cannot answer. */
async function consultarProvedor(db: Db, cep: string, provedor: ProvedorCep): Promise<EnderecoCep | null> {
  const res = await fetch(urlProvedor(provedor.url, cep), {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(provedor.timeoutMs ?? PROVEDOR_TIMEOUT_MS),
    redirect: 'error',
  });
  if (res.status === 400 || res.status === 404) return null;
  if (!res.ok) throw new Error(`provedor de CEP respondeu ${res.status}`);
  const corpo = await res.text();
  if (corpo.length > MAX_RESPOSTA) throw new Error('resposta do provedor de CEP grande demais');
  let json: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(corpo);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('não é um objeto');
    json = parsed as Record<string, unknown>;
  } catch {
    throw new Error('resposta do provedor de CEP ilegível');
  }
  if (json.erro === true || json.erro === 'true') return null;
  if (texto(json.cep) && cleanCep(texto(json.cep)) !== cep) throw new Error('o provedor de CEP respondeu outro CEP');
  const uf = await db.selectFrom('ufs').select(['id', 'sigla', 'nome']).where('sigla', '=', texto(json.uf).toUpperCase()).executeTakeFirst();
  if (!uf) throw new Error(`o provedor de CEP respondeu uma UF desconhecida: ${texto(json.uf).slice(0, 10)}`);
  const ibge = /^\d{7}$/.test(texto(json.ibge)) ? Number(texto(json.ibge)) : null;
  const localidade = texto(json.localidade);
  const cidade =
    (ibge !== null
      ? await db.selectFrom('municipios').select(['id', 'nome']).where('id', '=', ibge).where('uf_id', '=', uf.id).executeTakeFirst()
      : undefined) ??
    (localidade
      ? await db
          .selectFrom('municipios')
          .select(['id', 'nome'])
          .where('uf_id', '=', uf.id)
          .where(sql<SqlBool>`${ordemPtBR('nome')} = ${dobradoPtBR(localidade)}`)
          .executeTakeFirst()
      : undefined);
  const linha = {
    logradouro: texto(json.logradouro),
    complemento: texto(json.complemento),
    bairro: texto(json.bairro),
    cidade_id: cidade?.id ?? null,
    uf_id: uf.id,
  };
  // only what names a municipality of ours is kept: the table answers the city by its id
  if (cidade)
    await db
      .insertInto('ceps')
      .values({ cep, ...linha, fonte: 'provedor', atualizado_em: new Date() })
      .onConflict((oc) => oc.column('cep').doUpdateSet({ ...linha, fonte: 'provedor', atualizado_em: new Date() }))
      .execute();
  return endereco({ cep, ...linha, cidade: cidade?.nome ?? localidade, sigla: uf.sigla, uf: uf.nome, fonte: 'provedor' });
}

/** Only the UF from the public CEP ranges (and the city of a UF that has only one). */
async function daFaixa(db: Db, cep: string): Promise<EnderecoCep | null> {
  const sigla = ufDoCep(cep);
  if (!sigla) return null;
  const uf = await db.selectFrom('ufs').select(['id', 'sigla', 'nome']).where('sigla', '=', sigla).executeTakeFirst();
  if (!uf) return null;
  const cidades = await db.selectFrom('municipios').select(['id', 'nome']).where('uf_id', '=', uf.id).limit(2).execute();
  const unica = cidades.length === 1 ? cidades[0]! : null;
  return endereco({
    cep,
    logradouro: '',
    complemento: '',
    bairro: '',
    cidade_id: unica?.id ?? null,
    uf_id: uf.id,
    cidade: unica?.nome ?? '',
    sigla: uf.sigla,
    uf: uf.nome,
    fonte: 'faixa',
  });
}
