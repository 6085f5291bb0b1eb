import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Timestamp } from './columns.ts';

export interface GruposPerfilTable {
  id: number;
  nome: string;
}
export interface PerfisTable {
  id: Generated<number>;
  descricao: string;
  grupo_perfil_id: number;
  ativo: Generated<boolean>;
}
export interface MenusTable {
  id: Generated<number>;
  descricao: string;
  icone: string;
  ordem: number;
  visivel: Generated<boolean>;
}
export interface SubmenusTable {
  id: Generated<number>;
  menu_id: number;
  descricao: string;
  rota_url: string;
  ordem: number;
  visivel: Generated<boolean>;
}
export interface PerfilSubmenusTable {
  perfil_id: number;
  submenu_id: number;
  read: boolean;
  edit: boolean;
}
export interface FuncoesTable {
  id: Generated<number>;
  codigo: string;
  nome: string;
}
export interface PerfilFuncoesTable {
  perfil_id: number;
  funcao_id: number;
  r: boolean;
  u: boolean;
}
export interface ClaimsTable {
  id: Generated<number>;
  nome: string;
  padrao: Generated<boolean>;
}
export interface ParticipantesTable {
  id: Generated<number>;
  nome: string;
  email: string;
  perfil_id: number;
  concessionaria_grupo_id: number | null;
  concessionaria_id: number | null;
  processos_grupo: Generated<boolean>;
  email_emplacamento: Generated<boolean>;
  data_ultimo_acesso_utc: Timestamp | null;
  criado_em: Generated<Date>;
}
export type Participante = Selectable<ParticipantesTable>;
export type NewParticipante = Insertable<ParticipantesTable>;
export type ParticipanteUpdate = Updateable<ParticipantesTable>;
export interface ParticipanteClaimsTable {
  participante_id: number;
  claim_id: number;
}
export interface CredenciaisTable {
  participante_id: number;
  senha_hash: string;
  atualizado_em: Generated<Date>;
}
export interface ContasTable {
  participante_id: number;
  status: string;
  email: string | null;
  senha_trocada_por_administrador: boolean;
  data_troca_senha_utc: Timestamp | null;
  data_bloqueio_utc: Timestamp | null;
  versao_senha: number;
  cadastro_completo: boolean;
  ultima_posicao: ColumnType<string, string | number, string | number>;
}
export type Conta = Selectable<ContasTable>;
export interface LinksSenhaTable {
  id: Generated<string>;
  participante_id: number;
  token_hash: string;
  finalidade: string;
  espelho_admin_id: number | null;
  expira_em: Timestamp;
  usado_em: Timestamp | null;
  criado_em: Generated<Date>;
}
export interface SessoesEncerradasTable {
  sid: string;
  participante_id: number;
  espelho_admin_id: number | null;
  expira_em: Timestamp;
  encerrada_em: Generated<Date>;
}
export interface AccessTables {
  grupos_perfil: GruposPerfilTable;
  perfis: PerfisTable;
  menus: MenusTable;
  submenus: SubmenusTable;
  perfil_submenus: PerfilSubmenusTable;
  funcoes: FuncoesTable;
  perfil_funcoes: PerfilFuncoesTable;
  claims: ClaimsTable;
  participantes: ParticipantesTable;
  participante_claims: ParticipanteClaimsTable;
  credenciais: CredenciaisTable;
  contas: ContasTable;
  links_senha: LinksSenhaTable;
  sessoes_encerradas: SessoesEncerradasTable;
}
