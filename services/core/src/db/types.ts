import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json = ColumnType<unknown, string, string>;

export interface EventsTable {
  position: Generated<string>;
  stream_id: string;
  stream_type: string;
  version: number;
  type: string;
  data: Json;
  metadata: Json;
  recorded_at: Generated<Date>;
}
export type EventRow = Selectable<EventsTable>;

export interface IdempotenciaTable {
  chave: string;
  participante_id: number;
  rota: string;
  status_code: number;
  resposta: Json;
  criado_em: Generated<Date>;
}

export interface MarcasTable { id: Generated<number>; nome: string }
export interface ModelosTable { id: Generated<number>; marca_id: number; descricao: string }
export interface DerivativosTable { id: Generated<number>; modelo_id: number; descricao: string }
export interface AnosModeloTable { id: Generated<number>; ano: number }

export interface RegionaisTable { id: Generated<number>; descricao: string; data_cadastro: Generated<Date> }
export interface ConcessionariaGruposTable { id: Generated<number>; nome: string; status: Generated<number> }
export interface ConcessionariasTable {
  id: Generated<number>;
  codigo_dealer: string;
  nome: string;
  concessionaria_grupo_id: number;
  regional_id: number;
  status: Generated<number>;
  cep: string | null;
  numero: string | null;
  logradouro: string | null;
  bairro: string | null;
  cidade_id: number | null;
  uf_id: number | null;
  nome_cidade: string | null;
  nome_uf: string | null;
}
export interface ConcessionariaCnpjsTable { cnpj: string; concessionaria_id: number }

export interface GruposPerfilTable { id: number; nome: string }
export interface PerfisTable { id: Generated<number>; descricao: string; grupo_perfil_id: number; ativo: Generated<boolean> }
export interface MenusTable { id: Generated<number>; descricao: string; icone: string; ordem: number; visivel: Generated<boolean> }
export interface SubmenusTable {
  id: Generated<number>;
  menu_id: number;
  descricao: string;
  rota_url: string;
  ordem: number;
  visivel: Generated<boolean>;
}
export interface PerfilSubmenusTable { perfil_id: number; submenu_id: number; read: boolean; edit: boolean }
export interface FuncoesTable { id: Generated<number>; codigo: string; nome: string }
export interface PerfilFuncoesTable { perfil_id: number; funcao_id: number; r: boolean; u: boolean }
export interface ClaimsTable { id: Generated<number>; nome: string; padrao: Generated<boolean> }

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
export interface ParticipanteClaimsTable { participante_id: number; claim_id: number }
export interface RegionalResponsaveisTable { regional_id: number; participante_id: number }
export interface CredenciaisTable { participante_id: number; senha_hash: string; atualizado_em: Generated<Date> }

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
export interface ConfiguracoesPortalTable { chave: string; valor: string }

export interface PopupsTable {
  id: Generated<number>;
  titulo: string;
  texto: string;
  ordem: number;
  status: number;
  /** date columns, written and read as 'YYYY-MM-DD' text */
  periodo_de: string;
  periodo_ate: string;
  criado_em: Generated<Date>;
  atualizado_em: Generated<Date>;
}
export interface PopupGruposTable { popup_id: number; grupo_perfil_id: number }

export interface Database {
  events: EventsTable;
  idempotencia: IdempotenciaTable;
  marcas: MarcasTable;
  modelos: ModelosTable;
  derivativos: DerivativosTable;
  anos_modelo: AnosModeloTable;
  regionais: RegionaisTable;
  concessionaria_grupos: ConcessionariaGruposTable;
  concessionarias: ConcessionariasTable;
  concessionaria_cnpjs: ConcessionariaCnpjsTable;
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
  regional_responsaveis: RegionalResponsaveisTable;
  credenciais: CredenciaisTable;
  contas: ContasTable;
  links_senha: LinksSenhaTable;
  emails_saida: EmailsSaidaTable;
  dev_emails_recebidos: DevEmailsRecebidosTable;
  auditoria: AuditoriaTable;
  configuracoes_portal: ConfiguracoesPortalTable;
  popups: PopupsTable;
  popup_grupos: PopupGruposTable;
}
export type NewParticipante = Insertable<ParticipantesTable>;
export type ParticipanteUpdate = Updateable<ParticipantesTable>;
