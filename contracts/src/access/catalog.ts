/** Minhas Trocas (spec stock-billing-swaps §2.7), its own screen beside the swap screen /trade (§2.6); the spec names no route. */
export const ROTA_MINHAS_TROCAS = '/trade/minhas-trocas';

/** The portal's menus and their routes (spec 002 §2.1), in display order. Demo data and the console's guard use this. */
export const MENU_CATALOG: { descricao: string; icone: string; visivel: boolean; submenus: { descricao: string; rota: string; visivel?: boolean }[] }[] = [
  {
    descricao: 'HOME',
    icone: 'pi pi-home',
    visivel: false,
    submenus: [
      { descricao: 'Relatórios', rota: '/relatorios' },
      { descricao: 'Comunicados', rota: '/comunicados' },
    ],
  },
  {
    descricao: 'GESTÃO PORTAL',
    icone: 'pi pi-cog',
    visivel: true,
    submenus: [
      { descricao: 'Usuários', rota: '/usersmanagment' },
      { descricao: 'Importações', rota: '/imports' },
      { descricao: 'Configurações', rota: '/settings' },
      { descricao: 'Pop-ups', rota: '/popup-manager' },
      { descricao: 'Specs', rota: '/specs' },
      { descricao: 'Tipos de Modelo', rota: '/modelo' },
    ],
  },
  {
    descricao: 'COTA VEÍCULOS',
    icone: 'pi pi-car',
    visivel: true,
    submenus: [
      { descricao: 'Visão Geral', rota: '/reports' },
      { descricao: 'Distribuição', rota: '/distribuition' },
      { descricao: 'Pipeline Futuro', rota: '/vehiclepocket' },
      { descricao: 'BOLSÃO NSC', rota: '/vehiclepocket/bolsao', visivel: false },
      { descricao: 'Análise de Pipeline', rota: '/pipeline' },
      { descricao: 'Trocas', rota: '/trade' },
      { descricao: 'Minhas Trocas', rota: ROTA_MINHAS_TROCAS },
      { descricao: 'Liberar Faturamento', rota: '/liberarfaturamento' },
      { descricao: 'Comissões', rota: '/comission' },
    ],
  },
  {
    descricao: 'VENDA DIRETA',
    icone: 'pi pi-briefcase',
    visivel: true,
    submenus: [
      { descricao: 'Pedidos', rota: '/directselling' },
      { descricao: 'Nova Solicitação', rota: '/newrequest' },
      { descricao: 'Boletos', rota: '/boletos' },
    ],
  },
  {
    descricao: 'ORDER CALL',
    icone: 'pi pi-calendar',
    visivel: true,
    submenus: [
      { descricao: 'Produção', rota: '/producao' },
      { descricao: 'Order Call', rota: '/ordercall/edicao' },
      { descricao: 'BI Order Call', rota: '/biordercall' },
      { descricao: 'BI Plano Anual', rota: '/biplanoanual' },
    ],
  },
  {
    descricao: 'EMPLACAMENTO',
    icone: 'pi pi-id-card',
    visivel: true,
    submenus: [
      { descricao: 'Emplacamento', rota: '/emplacamento' },
      { descricao: 'Emplacamento Mobile', rota: '/mobile/emplacamento' },
      { descricao: 'Summary Mobile', rota: '/mobile/summary' },
      { descricao: 'Summary', rota: '/summary' },
    ],
  },
  {
    descricao: 'SEMI NOVOS',
    icone: 'pi pi-verified',
    visivel: true,
    submenus: [
      { descricao: 'KPI Aprovados', rota: '/kpisapproved' },
      { descricao: 'KPI NSC', rota: '/kpisapprovednsc' },
    ],
  },
  { descricao: 'AGED STOCK', icone: 'pi pi-clock', visivel: true, submenus: [{ descricao: 'Aged Stock', rota: '/agedstock' }] },
];

/** Console routes that belong to a menu route (forms under a list). */
export const ROUTE_ALIASES: Record<string, string> = {
  '/user': '/usersmanagment',
  '/ordercall/detail': '/producao',
  '/signup': '/relatorios',
};
