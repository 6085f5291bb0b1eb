import type { Generated } from 'kysely';
import type { Timestamp, Json } from './columns.ts';

export interface IdempotenciaTable {
  chave: string;
  participante_id: number;
  rota: string;
  status_code: number;
  resposta: Json;
  criado_em: Generated<Date>;
}
export interface EmailsSaidaTable {
  id: Generated<string>;
  para: string;
  assunto: string;
  texto: string;
  html: string;
  criado_em: Generated<Date>;
  enviado_em: Timestamp | null;
  tentativas: Generated<number>;
  ultimo_erro: string | null;
}
export interface DevEmailsRecebidosTable {
  id: Generated<string>;
  de: string | null;
  para: string;
  assunto: string | null;
  texto: string | null;
  html: string | null;
  recebido_em: Generated<Date>;
}
export interface AuditoriaTable {
  id: Generated<string>;
  tabela: string;
  registro_id: string;
  acao: string;
  antes: Json | null;
  depois: Json | null;
  participante_id: number | null;
  espelho_admin_id: number | null;
  correlation_id: string | null;
  em: Generated<Date>;
}
/** Security events, append-only (migration 2026-11-27T1100; core seguranca/). */
export interface EventosSegurancaTable {
  id: Generated<string>;
  tipo: string;
  em: Date;
  participante_id: number | null;
  espelho_admin_id: number | null;
  email: string | null;
  documento: string | null;
  ip: string | null;
  metodo: string | null;
  rota: string | null;
  status: number | null;
  recurso: string | null;
  correlation_id: string | null;
  detalhes: Json | null;
}
export interface PlatformTables {
  idempotencia: IdempotenciaTable;
  emails_saida: EmailsSaidaTable;
  dev_emails_recebidos: DevEmailsRecebidosTable;
  auditoria: AuditoriaTable;
  eventos_seguranca: EventosSegurancaTable;
}
