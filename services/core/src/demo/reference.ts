import type { Funcao } from '@portal/contracts/access/functions';

export const DEMO_PASSWORD = 'Portal@2026';

export const MARCAS: Record<string, Record<string, string[]>> = {
  Jaguar: {
    'F-PACE': ['P250 R-Dynamic SE', 'P400e R-Dynamic HSE', 'SVR 575'],
    'E-PACE': ['P200 R-Dynamic S', 'P300e R-Dynamic SE'],
    'I-PACE': ['EV400 SE', 'EV400 HSE'],
    'F-TYPE': ['P450 R-Dynamic', 'P575 R 75'],
  },
  'Land Rover': {
    'Range Rover': ['P530 Autobiography', 'P550e SV', 'P400 HSE'],
    'Range Rover Sport': ['P400 Dynamic SE', 'P550e Autobiography', 'SV Edition One'],
    'Range Rover Velar': ['P250 Dynamic SE', 'P400e Autobiography'],
    'Range Rover Evoque': ['P250 S', 'P300e Dynamic SE'],
    Defender: ['110 X-Dynamic SE', '90 V8', '130 Outbound'],
    Discovery: ['D300 R-Dynamic HSE', 'P360 Metropolitan'],
    'Discovery Sport': ['P250 S', 'P300e R-Dynamic SE'],
  },
};
export const ANOS_MODELO = [2025, 2026, 2027];

export const REGIONAIS = ['Sul', 'Sudeste', 'Norte e Nordeste'];

export const GRUPOS = ['Grupo Autostar', 'Grupo Britânia', 'Grupo Premium Motors', 'Grupo Sul Luxo', 'Grupo Nordeste Prime'];

/** 20 dealers: code, name, city, UF, group index, region index, CNPJ base (12 characters). */
export const DEALERS: [string, string, string, string, number, number, string][] = [
  ['JLR001', 'Autostar Morumbi', 'São Paulo', 'SP', 0, 1, '112223330001'],
  ['JLR002', 'Autostar Jardins', 'São Paulo', 'SP', 0, 1, '112223330002'],
  ['JLR003', 'Autostar Campinas', 'Campinas', 'SP', 0, 1, '112223330003'],
  ['JLR004', 'Autostar Ribeirão Preto', 'Ribeirão Preto', 'SP', 0, 1, '112223330004'],
  ['JLR005', 'Britânia Barra', 'Rio de Janeiro', 'RJ', 1, 1, '223334440001'],
  ['JLR006', 'Britânia Botafogo', 'Rio de Janeiro', 'RJ', 1, 1, '223334440002'],
  ['JLR007', 'Britânia Niterói', 'Niterói', 'RJ', 1, 1, '223334440003'],
  ['JLR008', 'Britânia Belo Horizonte', 'Belo Horizonte', 'MG', 1, 1, '223334440004'],
  ['JLR009', 'Premium Motors Brasília', 'Brasília', 'DF', 2, 2, '334445550001'],
  ['JLR010', 'Premium Motors Goiânia', 'Goiânia', 'GO', 2, 2, '334445550002'],
  ['JLR011', 'Premium Motors Cuiabá', 'Cuiabá', 'MT', 2, 2, '334445550003'],
  ['JLR012', 'Premium Motors Campo Grande', 'Campo Grande', 'MS', 2, 2, '334445550004'],
  ['JLR013', 'Sul Luxo Porto Alegre', 'Porto Alegre', 'RS', 3, 0, '445556660001'],
  ['JLR014', 'Sul Luxo Curitiba', 'Curitiba', 'PR', 3, 0, '445556660002'],
  ['JLR015', 'Sul Luxo Florianópolis', 'Florianópolis', 'SC', 3, 0, '445556660003'],
  ['JLR016', 'Sul Luxo Joinville', 'Joinville', 'SC', 3, 0, '445556660004'],
  ['JLR017', 'Nordeste Prime Recife', 'Recife', 'PE', 4, 2, '556667770001'],
  ['JLR018', 'Nordeste Prime Salvador', 'Salvador', 'BA', 4, 2, '556667770002'],
  ['JLR019', 'Nordeste Prime Fortaleza', 'Fortaleza', 'CE', 4, 2, '556667770003'],
  ['JLR020', 'Nordeste Prime Belém', 'Belém', 'PA', 4, 2, '55666777A0B4'],
];

type Acesso = 'r' | 'u';
const ALL_ROUTES = 'all' as const;

/** Profiles: profile group (1 importer, 2 dealer, 3 manufacturer), menu routes and functions. */
export const PERFIS: {
  descricao: string;
  grupo: 1 | 2 | 3;
  rotas: Record<string, Acesso> | typeof ALL_ROUTES;
  funcoes: Partial<Record<Funcao, Acesso>> | typeof ALL_ROUTES;
}[] = [
  { descricao: 'Administrador', grupo: 1, rotas: ALL_ROUTES, funcoes: ALL_ROUTES },
  {
    descricao: 'Regionais',
    grupo: 1,
    rotas: {
      '/relatorios': 'r',
      '/comunicados': 'r',
      '/reports': 'r',
      '/distribuition': 'r',
      '/vehiclepocket': 'r',
      '/pipeline': 'r',
      '/trade': 'r',
      '/trade/minhas-trocas': 'r',
      '/agedstock': 'r',
    },
    funcoes: { relatorios: 'r', veiculos: 'r', faturamento: 'r', pipeline: 'r', trocas: 'r', concessionarias: 'r', grupos: 'r', regionais: 'r' },
  },
  {
    descricao: 'Financeiro',
    grupo: 1,
    rotas: { '/relatorios': 'r', '/comunicados': 'r', '/comission': 'u', '/boletos': 'u', '/directselling': 'u', '/liberarfaturamento': 'r' },
    funcoes: { relatorios: 'r', comissoes: 'u', boletos: 'u', vendaDireta: 'u', liberarFaturamento: 'r' },
  },
  {
    descricao: 'Venda Direta',
    grupo: 1,
    // '/comission' and comissoes: Venda Direta gives the commission invoices' sales approval (docs/decisions.md "Commissions and invoices")
    rotas: { '/relatorios': 'r', '/comunicados': 'r', '/directselling': 'u', '/newrequest': 'u', '/boletos': 'r', '/comission': 'u' },
    funcoes: { relatorios: 'r', vendaDireta: 'u', boletos: 'r', veiculos: 'r', comissoes: 'u' },
  },
  {
    descricao: 'Faturamento',
    grupo: 1,
    rotas: { '/relatorios': 'r', '/comunicados': 'r', '/vehiclepocket': 'u', '/liberarfaturamento': 'u', '/directselling': 'u', '/reports': 'r' },
    funcoes: { relatorios: 'r', faturamento: 'u', liberarFaturamento: 'u', vendaDireta: 'u', veiculos: 'r' },
  },
  {
    descricao: 'Logística',
    grupo: 1,
    rotas: { '/relatorios': 'r', '/comunicados': 'r', '/directselling': 'u', '/distribuition': 'r' },
    funcoes: { relatorios: 'r', vendaDireta: 'u', veiculos: 'r' },
  },
  {
    descricao: 'Dashboard',
    grupo: 1,
    rotas: { '/relatorios': 'r', '/comunicados': 'r', '/reports': 'r', '/biordercall': 'r', '/biplanoanual': 'r', '/summary': 'r', '/emplacamento': 'r' },
    funcoes: { relatorios: 'r', bi: 'r', veiculos: 'r' },
  },
  {
    descricao: 'Montadora',
    grupo: 3,
    rotas: { '/relatorios': 'r', '/comunicados': 'r', '/producao': 'u', '/ordercall/edicao': 'u', '/biordercall': 'r', '/biplanoanual': 'r' },
    funcoes: { relatorios: 'r', planoProducao: 'u', orderCall: 'u', bi: 'r' },
  },
  {
    descricao: 'Gerente de Vendas',
    grupo: 1,
    rotas: {
      '/relatorios': 'r',
      '/comunicados': 'r',
      '/reports': 'r',
      '/distribuition': 'u',
      '/trade': 'r',
      '/trade/minhas-trocas': 'r',
      '/kpisapproved': 'r',
      '/kpisapprovednsc': 'r',
      // spec §6: Gerente de Vendas may save an order at step 10
      '/directselling': 'u',
      // settings and specs to consult, without saving (docs/decisions.md "Settings, model types, specs")
      '/settings': 'r',
      '/modelo': 'r',
      '/specs': 'r',
    },
    funcoes: { relatorios: 'r', veiculos: 'u', trocas: 'r', kpi: 'r', vendaDireta: 'u', configuracoes: 'r', specs: 'r' },
  },
  {
    descricao: 'Dealer',
    grupo: 2,
    rotas: {
      '/relatorios': 'r',
      '/comunicados': 'r',
      '/distribuition': 'u',
      '/vehiclepocket': 'u',
      '/pipeline': 'u',
      '/trade': 'u',
      '/trade/minhas-trocas': 'u',
      '/comission': 'u',
      '/directselling': 'u',
      '/newrequest': 'u',
      '/boletos': 'r',
      '/kpisapproved': 'u',
      '/agedstock': 'r',
      '/ordercall/edicao': 'r',
    },
    funcoes: {
      relatorios: 'r',
      veiculos: 'u',
      faturamento: 'u',
      pipeline: 'u',
      trocas: 'u',
      comissoes: 'u',
      vendaDireta: 'u',
      boletos: 'r',
      kpi: 'u',
      orderCall: 'r',
    },
  },
  {
    descricao: 'Dealer Consulta',
    grupo: 2,
    rotas: { '/relatorios': 'r', '/comunicados': 'r', '/distribuition': 'r', '/vehiclepocket': 'r', '/trade': 'r', '/trade/minhas-trocas': 'r' },
    funcoes: { relatorios: 'r', veiculos: 'r', faturamento: 'r', trocas: 'r' },
  },
];

export const CLAIMS: [string, boolean][] = [
  ['Cluster Premium', true],
  ['Cluster SUV', true],
  ['Cluster Esportivos', false],
  ['Cluster Elétricos', false],
];

/** Demo users: e-mail, name, profile, dealer code (dealer-side), group access, state. */
export const USUARIOS: {
  email: string;
  nome: string;
  perfil: string;
  dealer?: string;
  processosGrupo?: boolean;
  estado?: 'ativa' | 'pendente' | 'bloqueada' | 'trocaObrigatoria';
}[] = [
  { email: 'admin@demo.portal.com.br', nome: 'Ana Administradora', perfil: 'Administrador' },
  { email: 'regionais@demo.portal.com.br', nome: 'Rafael Regional', perfil: 'Regionais' },
  { email: 'financeiro@demo.portal.com.br', nome: 'Fernanda Financeiro', perfil: 'Financeiro' },
  { email: 'vendadireta@demo.portal.com.br', nome: 'Vitor Venda Direta', perfil: 'Venda Direta' },
  { email: 'faturamento@demo.portal.com.br', nome: 'Fábio Faturamento', perfil: 'Faturamento' },
  { email: 'logistica@demo.portal.com.br', nome: 'Lúcia Logística', perfil: 'Logística' },
  { email: 'dashboard@demo.portal.com.br', nome: 'Daniel Dashboard', perfil: 'Dashboard' },
  { email: 'montadora@demo.portal.com.br', nome: 'Marta Montadora', perfil: 'Montadora' },
  { email: 'gerente@demo.portal.com.br', nome: 'Gustavo Gerente', perfil: 'Gerente de Vendas' },
  { email: 'dealer.morumbi@demo.portal.com.br', nome: 'Diego Morumbi', perfil: 'Dealer', dealer: 'JLR001' },
  { email: 'dealer.jardins@demo.portal.com.br', nome: 'Júlia Jardins', perfil: 'Dealer', dealer: 'JLR002' },
  { email: 'grupo.autostar@demo.portal.com.br', nome: 'Guilherme Autostar', perfil: 'Dealer', dealer: 'JLR003', processosGrupo: true },
  { email: 'dealer.barra@demo.portal.com.br', nome: 'Beatriz Barra', perfil: 'Dealer', dealer: 'JLR005' },
  { email: 'dealer.brasilia@demo.portal.com.br', nome: 'Bruno Brasília', perfil: 'Dealer', dealer: 'JLR009' },
  { email: 'dealer.poa@demo.portal.com.br', nome: 'Paula Porto Alegre', perfil: 'Dealer', dealer: 'JLR013' },
  { email: 'dealer.recife@demo.portal.com.br', nome: 'Ricardo Recife', perfil: 'Dealer Consulta', dealer: 'JLR017' },
  { email: 'troca.senha@demo.portal.com.br', nome: 'Tiago Troca Senha', perfil: 'Dealer', dealer: 'JLR006', estado: 'trocaObrigatoria' },
  { email: 'pendente@demo.portal.com.br', nome: 'Patrícia Pendente', perfil: 'Dealer', dealer: 'JLR007', estado: 'pendente' },
  { email: 'bloqueado@demo.portal.com.br', nome: 'Bernardo Bloqueado', perfil: 'Dealer', dealer: 'JLR008', estado: 'bloqueada' },
];
