import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Row-level security on the vehicles, a second wall behind the queries' dealer scope (docs/decisions.md "Row-level
 * security"). A dealer-side user's reads of a vehicle by id (detail, history) run as the role `portal_dealer`
 * (kernel `leituraDoDealer`: SET ROLE and the dealer or group in `portal.dealer` / `portal.grupo`, for the transaction
 * alone). That role may only read `veiculos` and `veiculo_logs`, and only the rows of the dealer set (its own or requested
 * vehicles, the Bolsão); without a setting it sees none. `portal_app` (commands, inline projections, workflows, importer
 * staff, the cached lists) keeps every row through a policy that is plain `true`, so its plans are unchanged; the owner
 * (migrations, projections rebuild) bypasses row security as the tables' owner. Like `portal_app`, the role is the
 * server's, created once; where roles cannot be made (PGlite) nothing changes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    do $$
    begin
      if exists (select 1 from pg_roles where rolname = 'portal_app') and not exists (select 1 from pg_roles where rolname = 'portal_dealer') then
        create role portal_dealer nologin;
      end if;
    exception
      when duplicate_object or unique_violation then null;
      when others then raise notice 'papel portal_dealer não criado: %', sqlerrm;
    end $$`.execute(db);
  await sql`
    do $$
    begin
      if exists (select 1 from pg_roles where rolname = 'portal_dealer') and not pg_has_role('portal_app', 'portal_dealer', 'MEMBER') then
        grant portal_dealer to portal_app;
      end if;
    exception
      when others then raise notice 'portal_app não recebeu portal_dealer: %', sqlerrm;
    end $$`.execute(db);
  await sql`
    do $$
    begin
      if exists (select 1 from pg_roles where rolname = 'portal_dealer') then
        grant usage on schema public to portal_dealer;
        grant select on veiculos, veiculo_logs to portal_dealer;
        alter table veiculos enable row level security;
        alter table veiculo_logs enable row level security;
        create policy veiculos_aplicacao on veiculos for all to portal_app using (true) with check (true);
        create policy veiculo_logs_aplicacao on veiculo_logs for all to portal_app using (true) with check (true);
        create policy veiculos_dealer on veiculos for select to portal_dealer using (
          nullif(current_setting('portal.dealer', true), '')::int in (concessionaria_id, dealer_solicitante_id)
          or nullif(current_setting('portal.grupo', true), '')::int in (concessionaria_grupo_id, dealer_solicitante_grupo_id)
          or (status = 121 and coalesce(nullif(current_setting('portal.dealer', true), ''), nullif(current_setting('portal.grupo', true), '')) is not null)
        );
        -- a vehicle's history is seen with the vehicle (the subquery is itself under the vehicles' policy)
        create policy veiculo_logs_dealer on veiculo_logs for select to portal_dealer using (exists (select 1 from veiculos v where v.id = veiculo_id));
      end if;
    exception
      when others then raise notice 'segurança por linha dos veículos não configurada: %', sqlerrm;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop policy if exists veiculos_aplicacao on veiculos`.execute(db);
  await sql`drop policy if exists veiculos_dealer on veiculos`.execute(db);
  await sql`drop policy if exists veiculo_logs_aplicacao on veiculo_logs`.execute(db);
  await sql`drop policy if exists veiculo_logs_dealer on veiculo_logs`.execute(db);
  await sql`alter table veiculos disable row level security`.execute(db);
  await sql`alter table veiculo_logs disable row level security`.execute(db);
  await sql`
    do $$
    begin
      if exists (select 1 from pg_roles where rolname = 'portal_dealer') then
        revoke all on veiculos, veiculo_logs from portal_dealer;
        revoke usage on schema public from portal_dealer;
      end if;
    end $$`.execute(db);
}
