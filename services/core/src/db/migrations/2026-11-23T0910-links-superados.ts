import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * A password stored (change, reset, set by an administrator, registration) ends every unused reset or registration link
 * of that user, whichever path wrote it: an old e-mail in someone's inbox no longer opens the account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function encerrar_links_de_senha() returns trigger language plpgsql as $$
    begin
      update links_senha set usado_em = now()
        where participante_id = new.participante_id and finalidade in ('redefinir', 'cadastro') and usado_em is null;
      return null;
    end $$`.execute(db);
  await sql`create trigger credenciais_encerram_links after insert or update of senha_hash on credenciais
    for each row execute function encerrar_links_de_senha()`.execute(db);
  await sql`create index links_senha_participante on links_senha (participante_id, finalidade) where usado_em is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists credenciais_encerram_links on credenciais`.execute(db);
  await sql`drop function if exists encerrar_links_de_senha()`.execute(db);
  await sql`drop index if exists links_senha_participante`.execute(db);
}
