import type { ColumnType, Selectable } from 'kysely';
import type { Numeric, NumNull, Timestamp } from './columns.ts';

/** notificacoes: the read model of the events that someone must act on (one row per source event). */
export interface NotificacoesTable {
  /** `<stream>@<version>` of the source event */
  id: string;
  evento_posicao: Numeric;
  stream_id: string;
  versao: number;
  tipo: string;
  /** 'dealer' (the dealer or group below), 'importador', 'perfis' (the profile groups below), 'usuario' (the user below) or 'papeis' (the profiles below) */
  publico: string;
  concessionaria_id: number | null;
  concessionaria_grupo_id: number | null;
  grupos_perfil: number[] | null;
  participante_id: number | null;
  /** 'papeis': the profiles (by name) that move the record's step; 'Dealer' for the record's dealer (the ids above) */
  papeis: string[] | null;
  /** the profile function a recipient needs (read); null: none (a comunicado) */
  funcao: string | null;
  /** who acted: never notified of their own act */
  ator_id: number | null;
  titulo: string;
  texto: string;
  /** the record's screen in the console */
  link: string;
  criado_em: Timestamp;
}
export type NotificacaoRow = Selectable<NotificacoesTable>;

export interface NotificacoesLidasTable {
  participante_id: number;
  notificacao_id: string;
  lida_em: Timestamp;
}
export interface NotificacoesPreferenciasTable {
  participante_id: number;
  tipo: string;
  canal: string;
}
export interface NotificacoesEmailsTable {
  notificacao_id: string;
  participante_id: number;
  email_id: NumNull;
  criado_em: Timestamp;
}
/** Meu perfil's daily digest: one e-mail a day with the day's unread notifications, instead of one per notification. */
export interface NotificacoesResumoTable {
  participante_id: number;
  ativo: boolean;
}
/** One digest per user × São Paulo day (`email_id` null: nothing unread that day). */
export interface NotificacoesResumosEnviadosTable {
  participante_id: number;
  dia: ColumnType<string, string, string>;
  email_id: NumNull;
  criado_em: Timestamp;
}
export interface NotificacoesTables {
  notificacoes: NotificacoesTable;
  notificacoes_lidas: NotificacoesLidasTable;
  notificacoes_preferencias: NotificacoesPreferenciasTable;
  notificacoes_emails: NotificacoesEmailsTable;
  notificacoes_resumo: NotificacoesResumoTable;
  notificacoes_resumos_enviados: NotificacoesResumosEnviadosTable;
}
