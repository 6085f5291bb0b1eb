import { readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Reference data of the direct-sales order screen: the 27 UFs and every Brazilian municipality (IBGE codes as ids, from
 * the committed `direct-sales/lookups/municipios.json`), the CEP cache, professions, vehicle versions (a derivative in a
 * model year) and the discount policy (D1, D2, D3, D4, PCD per derivative and, optionally, version, with a start date).
 */
interface Municipios {
  ufs: [number, string, string][];
  municipios: Record<string, [number, string][]>;
}

const PROFISSOES = [
  'Administrador de Empresas',
  'Advogado',
  'Agricultor / Pecuarista',
  'Analista de Sistemas',
  'Aposentado',
  'Arquiteto',
  'Artista',
  'Atleta',
  'Autônomo',
  'Bancário',
  'Comerciante',
  'Consultor',
  'Contador',
  'Corretor de Imóveis',
  'Dentista',
  'Diplomata',
  'Do Lar',
  'Economista',
  'Empresário',
  'Enfermeiro',
  'Engenheiro',
  'Estudante',
  'Executivo',
  'Farmacêutico',
  'Fisioterapeuta',
  'Investidor',
  'Jornalista',
  'Magistrado',
  'Médico',
  'Militar',
  'Motorista / Taxista',
  'Piloto',
  'Produtor Rural',
  'Professor',
  'Profissional Liberal',
  'Promotor / Procurador',
  'Psicólogo',
  'Publicitário',
  'Representante Comercial',
  'Servidor Público',
  'Veterinário',
  'Outros',
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table ufs (id integer primary key, sigla char(2) not null unique, nome text not null)`.execute(db);
  await sql`create table municipios (id integer primary key, uf_id integer not null references ufs(id), nome text not null)`.execute(db);
  await sql`create index municipios_uf on municipios (uf_id, nome)`.execute(db);
  const dados = JSON.parse(readFileSync(new URL('../../direct-sales/lookups/municipios.json', import.meta.url), 'utf8')) as Municipios;
  await db
    .insertInto('ufs')
    .values(dados.ufs.map(([id, sigla, nome]) => ({ id, sigla, nome })))
    .execute();
  const linhas = dados.ufs.flatMap(([ufId, sigla]) => (dados.municipios[sigla] ?? []).map(([id, nome]) => ({ id, uf_id: ufId, nome })));
  for (let i = 0; i < linhas.length; i += 1000)
    await db
      .insertInto('municipios')
      .values(linhas.slice(i, i + 1000))
      .execute();

  // addresses by CEP: loaded ones and those the online provider answered (cached)
  await sql`
    create table ceps (
      cep char(8) primary key check (cep ~ '^[0-9]{8}$'),
      logradouro text not null default '',
      complemento text not null default '',
      bairro text not null default '',
      cidade_id integer references municipios(id),
      uf_id integer not null references ufs(id),
      fonte text not null check (fonte in ('carga', 'provedor')),
      atualizado_em timestamptz not null default now()
    )`.execute(db);

  await sql`create table profissoes (id integer primary key, descricao text not null unique, ativo boolean not null default true)`.execute(db);
  await db
    .insertInto('profissoes')
    .values(PROFISSOES.map((descricao, i) => ({ id: i + 1, descricao })))
    .execute();

  // a version is a derivative in a model year (what the discount policy and the order's product description name)
  await sql`
    create table versoes (
      id serial primary key,
      derivativo_id integer not null references derivativos(id),
      ano_modelo_id integer not null references anos_modelo(id),
      descricao text not null,
      ativo boolean not null default true,
      unique (derivativo_id, ano_modelo_id)
    )`.execute(db);

  // discount policy: the most specific row in force wins (a version's row over the derivative's, then the latest start)
  await sql`
    create table politica_desconto (
      id serial primary key,
      tipo_desconto smallint not null check (tipo_desconto between 1 and 5),
      derivativo_id integer not null references derivativos(id),
      versao_id integer references versoes(id),
      desconto numeric(6, 3) not null check (desconto between 0 and 100),
      comissao numeric(6, 3) not null check (comissao between 0 and 100),
      vigente_desde date not null,
      criado_em timestamptz not null default now(),
      unique nulls not distinct (tipo_desconto, derivativo_id, versao_id, vigente_desde)
    )`.execute(db);
  await sql`create index politica_desconto_busca on politica_desconto (tipo_desconto, derivativo_id, vigente_desde desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['politica_desconto', 'versoes', 'profissoes', 'ceps', 'municipios', 'ufs'])
    await sql`drop table if exists ${sql.table(t)} cascade`.execute(db);
}
