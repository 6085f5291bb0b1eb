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

export interface MarcasTable {
  id: Generated<number>;
  nome: string;
}
export interface ModelosTable {
  id: Generated<number>;
  marca_id: number;
  descricao: string;
}
export interface DerivativosTable {
  id: Generated<number>;
  modelo_id: number;
  descricao: string;
}
export interface AnosModeloTable {
  id: Generated<number>;
  ano: number;
}

export interface RegionaisTable {
  id: Generated<number>;
  descricao: string;
  data_cadastro: Generated<Date>;
}
export interface ConcessionariaGruposTable {
  id: Generated<number>;
  nome: string;
  status: Generated<number>;
}
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
export interface ConcessionariaCnpjsTable {
  cnpj: string;
  concessionaria_id: number;
}

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
export interface ParticipanteClaimsTable {
  participante_id: number;
  claim_id: number;
}
export interface RegionalResponsaveisTable {
  regional_id: number;
  participante_id: number;
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
/** A boleto's 'Código de acesso' for the public second copy (migration 2026-11-27T1000). */
export interface BoletosCodigoAcessoTable {
  boleto_id: number;
  codigo: string;
  criado_em: Generated<Date>;
}
/** Public lookups per document (SHA-256) and fixed window: core boletos/limite-documento.ts. */
export interface BoletosConsultasDocumentoTable {
  documento_hash: string;
  janela: Date;
  consultas: Generated<number>;
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
export interface ConfiguracoesPortalTable {
  chave: string;
  valor: string;
}

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
export interface PopupGruposTable {
  popup_id: number;
  grupo_perfil_id: number;
}

// ---- vehicles, stock pools and billing (issue 4)
type DateCol = ColumnType<string, string, string>;
type TsCol = ColumnType<Date, string | Date, string | Date>;
type BigCol = ColumnType<string, string | number, string | number>;
export interface VeiculoDescricoesTable {
  id: Generated<number>;
  descricao: string;
}
export interface TiposVendaTable {
  id: number;
  nome: string;
  categoria: string;
  exige_pagamento: boolean;
}
export interface TiposPagamentoTable {
  id: number;
  tipo_venda_id: number;
  nome: string;
}
export interface VeiculosTable {
  id: number;
  pedido: string;
  chassi: string;
  status: number;
  status_anterior: number | null;
  marca_id: number;
  modelo_id: number;
  derivativo_id: number;
  descricao_id: number;
  descricao: string;
  ano_modelo_id: number;
  cor_interna: string;
  cor_externa: string;
  specs: Json;
  tipo_pedido_comum: string | null;
  tipo_pedido_marca: string | null;
  concessionaria_id: number | null;
  concessionaria_grupo_id: number | null;
  dealer_origem_id: number | null;
  dealer_consignado_id: number | null;
  dealer_solicitante_id: number | null;
  dealer_solicitante_grupo_id: number | null;
  data_disponibilidade: DateCol | null;
  mes_disponibilidade: number | null;
  ano_disponibilidade: number | null;
  data_prorrogacao_faturamento: DateCol | null;
  data_entrada_estoque: DateCol | null;
  data_consignacao: DateCol | null;
  faturamento_pedido_id: number | null;
  tipo_venda_id: number | null;
  categoria_venda: string | null;
  tipo_pagamento_id: number | null;
  data_prevista_faturamento: DateCol | null;
  faturar_assim_que_possivel: boolean;
  prioridade: boolean;
  data_solicitacao_faturamento: TsCol | null;
  user_solicitado_admin_id: number | null;
  data_faturamento: DateCol | null;
  nota_fiscal: string | null;
  bloqueado_troca: boolean;
  nsc: boolean;
  dealer_principal: boolean;
  motivo: string | null;
  atualizado_em: TsCol;
  ultima_posicao: BigCol;
}
export interface BiVeiculosTable {
  veiculo_id: number;
  local: 'jlr' | 'dealer' | null;
  desde: DateCol | null;
  status: number | null;
  concessionaria_id: number | null;
  marca_id: number | null;
  modelo_id: number | null;
  data_faturamento: DateCol | null;
  test_drive: boolean;
  venda_direta: boolean;
  contexto: Json;
  ultima_posicao: BigCol;
}
export interface VeiculoLogsTable {
  veiculo_id: number;
  estado: Json;
  entradas: Json;
  ultima_posicao: BigCol;
}
export interface SolicitacoesFaturamentoTable {
  id: number;
  veiculo_id: number;
  status: number;
  tipo_venda_id: number;
  categoria: string;
  tipo_pagamento_id: number | null;
  dealer_solicitante_id: number;
  dealer_solicitante_grupo_id: number;
  data_faturamento: DateCol | null;
  faturar_assim_que_possivel: boolean;
  prioridade: boolean;
  solicitado_em: TsCol;
  solicitado_por_id: number | null;
  solicitado_por_nome: string | null;
  admin_id: number | null;
  decidido_em: TsCol | null;
  decidido_por_nome: string | null;
  motivo: string | null;
  ultima_posicao: BigCol;
}

export interface CiclosTable {
  id: number;
  ano_fiscal: number;
  ano: number;
  mes: number;
  ordem: number;
  nome: string;
}
export interface PlanoAnualTable {
  ano_fiscal: number;
  concessionaria_id: number;
  modelo_id: number;
  quantidade: number;
  fonte: Generated<string>;
  importacao_id: number | null;
  importado_em: TsCol | null;
}
export interface VarejoMensalTable {
  concessionaria_id: number;
  modelo_id: number;
  ano: number;
  mes: number;
  quantidade: number;
  fonte: Generated<string>;
  /** 1 Varejo (dealer retail), 2 Retail 2 (direct sales). */
  canal: Generated<number>;
  importacao_id: number | null;
  importado_em: TsCol | null;
}
export interface EmplacamentosTable {
  chassi: string;
  concessionaria_id: number;
  data_emplacamento: DateCol;
  placa: string | null;
  importacao_id: number;
  importado_em: TsCol;
}
export interface FloorPlanTable {
  ciclo_id: number;
  concessionaria_id: number;
  limite: string;
  utilizado: string;
  importacao_id: number;
  importado_em: TsCol;
}
export interface RelatorioValoresTable {
  tipo_id: number;
  ciclo_id: number;
  indicador: string;
  concessionaria_id: Generated<number>;
  modelo_id: Generated<number>;
  valor: string;
  importacao_id: number;
  importado_em: TsCol;
}
export interface PlanosProducaoTable {
  id: number;
  ano_fiscal: number;
  mes: number;
  celulas: Json;
  criado_em: TsCol;
  atualizado_em: TsCol;
  ultimo_processamento: TsCol | null;
  contexto: Json;
  ultima_posicao: BigCol;
}
export interface OrderCallTable {
  plano_id: number;
  concessionaria_id: number;
  concessionaria_grupo_id: number | null;
  modelo_id: number;
  ciclo_id: number;
  quantidade_calculada: number;
  quantidade_final: number;
  explicacao: Json;
  alteracoes: ColumnType<unknown, string | undefined, string>;
  processamento_id: string;
}
export interface OrderCallProcessamentosTable {
  plano_id: number;
  processamento_id: string;
  status: string;
  feitos: Generated<number>;
  total: Generated<number>;
  iniciado_em: TsCol;
  concluido_em: TsCol | null;
  iniciado_por_nome: string | null;
}

export interface Database {
  importacoes: ImportacoesTable;
  importacao_linhas: ImportacaoLinhasTable;
  precos_finais: PrecosFinaisTable;
  events: EventsTable;
  ciclos: CiclosTable;
  plano_anual: PlanoAnualTable;
  varejo_mensal: VarejoMensalTable;
  emplacamentos: EmplacamentosTable;
  floor_plan: FloorPlanTable;
  relatorio_valores: RelatorioValoresTable;
  planos_producao: PlanosProducaoTable;
  order_call: OrderCallTable;
  order_call_processamentos: OrderCallProcessamentosTable;
  sessoes_encerradas: SessoesEncerradasTable;
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
  eventos_seguranca: EventosSegurancaTable;
  configuracoes_portal: ConfiguracoesPortalTable;
  popups: PopupsTable;
  popup_grupos: PopupGruposTable;
  veiculo_descricoes: VeiculoDescricoesTable;
  tipos_venda: TiposVendaTable;
  tipos_pagamento: TiposPagamentoTable;
  veiculos: VeiculosTable;
  veiculo_logs: VeiculoLogsTable;
  bi_veiculos: BiVeiculosTable;
  solicitacoes_faturamento: SolicitacoesFaturamentoTable;
  configuracoes_gerais: ConfiguracoesGeraisTable;
  trocas: TrocasTable;
  trocas_expiracao: TrocasExpiracaoTable;
  pedidos: PedidosTable;
  boletos: BoletosTable;
  boletos_workflow: BoletosWorkflowTable;
  boletos_codigo_acesso: BoletosCodigoAcessoTable;
  boletos_consultas_documento: BoletosConsultasDocumentoTable;
  ufs: UfsTable;
  municipios: MunicipiosTable;
  ceps: CepsTable;
  profissoes: ProfissoesTable;
  versoes: VersoesTable;
  politica_desconto: PoliticaDescontoTable;
  banco_sandbox_titulos: BancoSandboxTitulosTable;
  arquivos: ArquivosTable;
  arquivos_anexados: ArquivosAnexadosTable;
  arquivos_descartados: ArquivosDescartadosTable;
  notas_fiscais: NotasFiscaisTable;
  tipos_modelo_agrupado: TiposModeloAgrupadoTable;
  tipos_modelo_codigos: TiposModeloCodigosTable;
  specs_vigencias: SpecsVigenciasTable;
  specs_conformidade: SpecsConformidadeTable;
  specs_conformidade_historico: SpecsConformidadeHistoricoTable;
  kpi_marcas: KpiMarcasTable;
  kpi_tipos_aquisicao: KpiTiposAquisicaoTable;
  kpi_modelos_incentivo: KpiModelosIncentivoTable;
  kpi_versoes_incentivo: KpiVersoesIncentivoTable;
  kpi_politicas: KpiPoliticasTable;
  kpi_standards_catalogo: KpiStandardsCatalogoTable;
  kpi_dealers_proprios: KpiDealersPropriosTable;
  kpi_veiculos: KpiVeiculosTable;
  kpi_preparacoes: KpiPreparacoesTable;
  kpi_standards: KpiStandardsTable;
  kpi_captacoes: KpiCaptacoesTable;
  kpi_outros: KpiOutrosTable;
}
export type NewParticipante = Insertable<ParticipantesTable>;
export type ParticipanteUpdate = Updateable<ParticipantesTable>;

// ---- swaps and the general settings (migration 2026-11-22T0130-swaps)
export interface ConfiguracoesGeraisTable {
  id: Generated<number>;
  tipo: number;
  valor: string;
  usuario_id: number | null;
  usuario_nome: string;
  data_alteracao: ColumnType<Date, string | Date | undefined, never>;
  /** conf10 (KPI deadline): the month it is for */
  ano: ColumnType<number | null, number | null | undefined, never>;
  mes: ColumnType<number | null, number | null | undefined, never>;
}
export interface TrocasTable {
  id: number;
  status: number;
  veiculo_interesse_id: number;
  concessionaria_dona_id: number;
  concessionaria_dona_grupo_id: number | null;
  concessionaria_solicitante_id: number;
  concessionaria_solicitante_grupo_id: number | null;
  veiculos_propostos: number[];
  veiculo_proposto_aceito_id: number | null;
  contato_nome: string;
  contato_email: string;
  contato_telefone: string;
  comentario: string | null;
  solicitado_em: TsCol;
  solicitado_por_id: number | null;
  solicitado_por_nome: string | null;
  vence_em: TsCol;
  respondido_em: TsCol | null;
  respondido_por_id: number | null;
  respondido_por_nome: string | null;
  automatica: boolean;
  motivo: string | null;
  ultima_posicao: BigCol;
}
export interface TrocasExpiracaoTable {
  troca_id: number;
  vence_em: TsCol;
  criado_em: ColumnType<Date, string | Date | undefined, never>;
  iniciado_em: TsCol | null;
}

// ---- direct-sales orders (migration 2026-11-23T1000-pedidos)
export interface PedidosTable {
  id: number;
  codigo: string;
  concessionaria_id: number;
  concessionaria_grupo_id: number | null;
  tipo_venda: number;
  pre_pagamento: boolean;
  veiculo_id: number | null;
  step: number;
  tipo_cliente: number | null;
  cliente_nome: string | null;
  cliente_documento: string | null;
  chassi: string | null;
  numero_pedido: string | null;
  modelo_id: number | null;
  marca: string | null;
  percentual_comissao: ColumnType<string | null, string | number | null, string | number | null>;
  valor_comissao: ColumnType<string | null, string | number | null, string | number | null>;
  motivo: string | null;
  criado_por_id: number | null;
  criado_por_nome: string | null;
  criado_em: TsCol;
  atualizado_em: TsCol;
  contexto: Json;
  ultima_posicao: BigCol;
}

// ---- boletos (migration 2026-11-23T1040-boletos)
type Money = ColumnType<string, string | number, string | number>;
type BoletoDate = ColumnType<Date, string, string>;
export interface BoletosTable {
  id: number;
  pedido_id: number;
  concessionaria_id: number;
  concessionaria_grupo_id: number | null;
  status: number;
  numero_parcela: number;
  quantidade_vezes: number;
  tipo_pagamento: string;
  valor_total: Money;
  valor_parcial: ColumnType<string | null, string | number | null, string | number | null>;
  valor_boleto: Money;
  entrada: ColumnType<string | null, string | number | null, string | number | null>;
  data_emissao: BoletoDate;
  data_vencimento: BoletoDate;
  data_pagamento: ColumnType<string | null, string | null, string | null>;
  valor_pago: ColumnType<string | null, string | number | null, string | number | null>;
  nosso_numero: string | null;
  banco: string | null;
  linha_digitavel: string | null;
  codigo_barras: string | null;
  substitui_boleto_id: number | null;
  substituido_por_id: number | null;
  criado_em: TsCol;
  atualizado_em: TsCol;
  contexto: Json;
  ultima_posicao: BigCol;
}
export interface BoletosWorkflowTable {
  boleto_id: number;
  criado_em: Generated<Date>;
  iniciado_em: Date | null;
}
// ---- direct-sales reference data (migration 2026-11-23T1010-referencias-venda-direta)
export interface UfsTable {
  id: number;
  sigla: string;
  nome: string;
}
export interface MunicipiosTable {
  id: number;
  uf_id: number;
  nome: string;
}
export interface CepsTable {
  cep: string;
  logradouro: ColumnType<string, string | undefined, string>;
  complemento: ColumnType<string, string | undefined, string>;
  bairro: ColumnType<string, string | undefined, string>;
  cidade_id: number | null;
  uf_id: number;
  fonte: 'carga' | 'provedor';
  atualizado_em: ColumnType<Date, string | Date | undefined, string | Date>;
}
export interface ProfissoesTable {
  id: number;
  descricao: string;
  ativo: ColumnType<boolean, boolean | undefined, boolean>;
}
export interface VersoesTable {
  id: Generated<number>;
  derivativo_id: number;
  ano_modelo_id: number;
  descricao: string;
  ativo: ColumnType<boolean, boolean | undefined, boolean>;
}
export interface PoliticaDescontoTable {
  id: Generated<number>;
  tipo_desconto: number;
  derivativo_id: number;
  versao_id: number | null;
  /** numeric(6,3): read as text */
  desconto: ColumnType<string, string | number, string | number>;
  comissao: ColumnType<string, string | number, string | number>;
  vigente_desde: ColumnType<Date, string, string>;
  criado_em: ColumnType<Date, string | Date | undefined, never>;
  /** the import that wrote the row last (migration 2026-11-25T1000-importacoes); null for the demo's */
  importacao_id: ColumnType<number | null, number | null | undefined, number | null>;
}
// ---- the sandbox bank of boletos (migration 2026-11-23T1030-banco-sandbox)
export interface BancoSandboxTitulosTable {
  boleto_id: number;
  banco: string;
  agencia: string;
  conta: string;
  carteira: string;
  nosso_numero: string;
  nosso_numero_impresso: string;
  codigo_barras: string;
  linha_digitavel: string;
  /** numeric(12,2): read as a string */
  valor: ColumnType<string, string | number, string | number>;
  vencimento: ColumnType<Date, string, string>;
  emissao: ColumnType<Date, string, string>;
  numero_documento: string;
  pagador: Json;
  situacao: ColumnType<'registrado' | 'pago' | 'baixado', 'registrado' | 'pago' | 'baixado' | undefined, 'registrado' | 'pago' | 'baixado'>;
  registrado_em: ColumnType<Date, string | Date, string | Date>;
  pago_em: ColumnType<Date | null, string | Date | null | undefined, string | Date | null>;
  valor_pago: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  pagamento_informado_em: ColumnType<Date | null, string | Date | null | undefined, string | Date | null>;
  baixado_em: ColumnType<Date | null, string | Date | null | undefined, string | Date | null>;
  motivo_baixa: string | null;
}
// ---- uploaded files' metadata (migration 2026-11-23T1020-arquivos; the bytes live in the storage, services/core/src/storage)
export interface ArquivosTable {
  id: string;
  chave: string;
  nome_original: string;
  tipo_conteudo: string;
  tamanho: BigCol;
  sha256: string;
  enviado_por_id: number;
  enviado_por_nome: string;
  espelho_admin_id: number | null;
  concessionaria_id: number | null;
  enviado_em: TsCol;
  finalidade: string;
}
// ---- the sweep of uploads never attached (migration 2026-11-26T1000-arquivos-anexados)
export interface ArquivosAnexadosTable {
  arquivo_id: string;
  contexto: string;
  anexado_em: Generated<Date>;
}
export interface ArquivosDescartadosTable {
  chave: string;
  descartado_em: Generated<Date>;
}

// ---- commission invoices (migration 2026-11-24T1100-notas-fiscais)
export interface NotasFiscaisTable {
  id: number;
  concessionaria_id: number;
  concessionaria_grupo_id: number | null;
  step: number;
  pedidos_id: number[];
  numero_nota_fiscal: string;
  data_emissao: ColumnType<Date | null, string | null, string | null>;
  valor_nota_fiscal: ColumnType<string | null, string | number | null, string | number | null>;
  valor_comissao: ColumnType<string, string | number, string | number>;
  cnpj_emitente: string;
  url_nota_fiscal: string;
  comentario: string | null;
  atrelada_em: TsCol;
  pago_em: ColumnType<Date | null, string | Date | null, string | Date | null>;
  atualizado_em: TsCol;
  versao: number;
  contexto: Json;
  ultima_posicao: BigCol;
}

// settings: model types and specs compliance (migration 2026-11-24T1400)
export interface TiposModeloAgrupadoTable {
  id: Generated<number>;
  descricao: string;
  usuario_cadastro_nome: string;
  data_cadastro: ColumnType<Date, string | Date | undefined, never>;
}
export interface TiposModeloCodigosTable {
  id: Generated<number>;
  tipo_modelo_agrupado_id: number;
  codigo: string;
  status: number;
  usuario_cadastro_id: number | null;
  usuario_cadastro_nome: string;
  data_cadastro: ColumnType<Date, string | Date | undefined, never>;
}
export interface SpecsVigenciasTable {
  id: Generated<number>;
  tipo_modelo_agrupado_id: number;
  inicio_vigencia: ColumnType<Date, string | Date, string | Date>;
  fim_vigencia: ColumnType<Date | null, string | Date | null | undefined, string | Date | null>;
  opcionais: Json;
  importacao_id: number | null;
  usuario_nome: string;
  data_cadastro: ColumnType<Date, string | Date | undefined, never>;
}
export interface SpecsConformidadeTable {
  numero_pedido: string;
  chassi: string | null;
  concessionaria_id: number | null;
  concessionaria_grupo_id: number | null;
  codigo_modelo: string | null;
  tipo_modelo_agrupado_id: number | null;
  modelo_descricao: string | null;
  situacao: number;
  status: number;
  padrao: Json;
  opcionais: Json;
  data_processamento: TsCol;
}
export interface SpecsConformidadeHistoricoTable {
  id: Generated<number>;
  numero_pedido: string;
  data_processamento: TsCol;
  situacao: number;
  opcionais_faltantes: Json;
  opcionais_extras: Json;
  importacao_id: number | null;
}

// ---- imports (migration 2026-11-25T1000-importacoes)
export interface ImportacoesTable {
  id: Generated<number>;
  arquivo: number;
  parametros: ColumnType<Record<string, number>, string, string>;
  nome_arquivo: string;
  arquivo_id: string;
  status: ColumnType<number, number | undefined, number>;
  lidas: ColumnType<number, number | undefined, number>;
  total: number | null;
  ok: ColumnType<number, number | undefined, number>;
  aviso: ColumnType<number, number | undefined, number>;
  erro: ColumnType<number, number | undefined, number>;
  duplicado: ColumnType<number, number | undefined, number>;
  mensagem: string | null;
  cancelar: ColumnType<boolean, boolean | undefined, boolean>;
  usuario_id: number;
  usuario_nome: string;
  data_importacao: ColumnType<Date, Date | string, Date | string>;
  iniciada: ColumnType<boolean, boolean | undefined, boolean>;
  concluida_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface ImportacaoLinhasTable {
  importacao_id: number;
  numero: number;
  status: number;
  mensagem: string | null;
  chave: string | null;
}
export interface PrecosFinaisTable {
  id: Generated<number>;
  derivativo_id: number;
  ano_modelo_id: number;
  preco_publico: ColumnType<string, string | number, string | number>;
  vigente_desde: ColumnType<Date, string, string>;
  importacao_id: number | null;
  atualizado_em: ColumnType<Date, Date | string | undefined, Date | string>;
}
// KPI Approved programme (migration 2026-11-25T1200)
type Num = ColumnType<string, string | number, string | number>;
type NumNull = ColumnType<string | null, string | number | null, string | number | null>;
type DiaNull = ColumnType<Date | null, string | null, string | null>;
export interface KpiMarcasTable {
  id: number;
  nome: string;
  jlr: boolean;
}
export interface KpiTiposAquisicaoTable {
  id: number;
  nome: string;
}
export interface KpiModelosIncentivoTable {
  id: number;
  marca_id: number;
  nome: string;
}
export interface KpiVersoesIncentivoTable {
  id: number;
  modelo_id: number;
  nome: string;
}
export interface KpiPoliticasTable {
  id: number;
  versao_id: number;
  ano_politica: number;
  nome: string;
  bonus: Num;
}
export interface KpiStandardsCatalogoTable {
  id: number;
  nome: string;
  ordem: number;
  peso: Num;
}
export interface KpiDealersPropriosTable {
  concessionaria_id: number;
}
export interface KpiVeiculosTable {
  id: number;
  ano: number;
  mes: number;
  concessionaria_id: number;
  concessionaria_grupo_id: number | null;
  chassi: string;
  marca_id: number;
  marca_nome: string;
  approved: boolean;
  status: string;
  valor_venda: Num;
  depreciacao: NumNull;
  contexto: Json;
  versao: number;
  ultima_posicao: BigCol;
}
export interface KpiPreparacoesTable {
  veiculo_id: number;
  custo_preparacao: NumNull;
  tempo_preparacao: number | null;
  tempo_publicacao: number | null;
  atualizado_em: ColumnType<Date, string | Date | undefined, string | Date>;
}
export interface KpiStandardsTable {
  ano: number;
  mes: number;
  concessionaria_id: number;
  standard_id: number;
  cumpriu: boolean | null;
  justificativa: string | null;
  atualizado_em: ColumnType<Date, string | Date | undefined, string | Date>;
}
export interface KpiCaptacoesTable {
  id: Generated<number>;
  ano: number;
  mes: number;
  concessionaria_id: number;
  marca_id: number;
  chassi: string;
  modelo: string | null;
  custo_aquisicao: Num;
  data_compra: DiaNull;
  tipo_aquisicao_id: number;
  caso_troca_modelo: string | null;
  tempo_estoque: number | null;
  data_venda: DiaNull;
  atualizado_em: ColumnType<Date, string | Date | undefined, string | Date>;
}
export interface KpiOutrosTable {
  ano: number;
  mes: number;
  concessionaria_id: number;
  total_venda_veiculos_novos: number | null;
  estoque_ate_30: number;
  estoque_31_60: number;
  estoque_61_90: number;
  estoque_acima_90: number;
  media_dias_carros_estoque: NumNull;
  total_seminovos_vendidos_nao_jlr: number;
  atualizado_em: ColumnType<Date, string | Date | undefined, string | Date>;
}
