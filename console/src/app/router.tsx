import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { msg } from '@portal/contracts/messages';
import { Guarded, RequireSession } from './route-guard.tsx';
import { rotasPendentes } from './rotas-construidas.ts';
import { precarregarTelas, tela } from './telas.ts';

const LoginPage = tela(() => import('../features/access/pages/login-page.tsx'));
const AlterarSenhaPage = tela(() => import('../features/access/pages/alterar-senha-page.tsx'));
const RedefinirSenhaPage = tela(() => import('../features/access/pages/redefinir-senha-page.tsx'));
const CompletarCadastroPage = tela(() => import('../features/access/pages/completar-cadastro-page.tsx'));
const LoginRedirectPage = tela(() => import('../features/access/pages/login-redirect-page.tsx'));
const SignupPage = tela(() => import('../features/access/pages/signup-page.tsx'));
const GeraBoletoPage = tela(() => import('../features/boletos/pages/gera-boleto-page.tsx'));
const OutboxPage = tela(() => import('../features/dev/pages/outbox-page.tsx'));
const PrivateLayout = tela(() => import('./private-layout.tsx'));
const RelatoriosPage = tela(() => import('../features/reports/pages/relatorios-page.tsx'));
const TrocasPendentesButton = tela(() =>
  import('../features/swaps/components/trocas-pendentes-button.tsx').then((m) => ({ default: m.TrocasPendentesButton })),
);
const UsersManagementPage = tela(() => import('../features/admin/pages/users-management-page.tsx'));
const MasterFormPage = tela(() => import('../features/admin/pages/master-form-page.tsx'));
// the participant screen shares the user administration's chunk (the first route's bundle stays within its goal)
const ParticipantePage = tela(() => import('../features/admin/pages/users-management-page.tsx').then((m) => ({ default: m.ParticipantePage })));
const PopupManagerPage = tela(() => import('../features/popups/pages/popup-manager-page.tsx'));
const PopupFormPage = tela(() => import('../features/popups/pages/popup-form-page.tsx'));
const ComunicadosPage = tela(() => import('../features/popups/pages/comunicados-page.tsx'));
const DistribuicaoPage = tela(() => import('../features/vehicles/pages/distribuicao-page.tsx'));
const LiberarFaturamentoPage = tela(() => import('../features/billing/pages/liberar-faturamento-page.tsx'));
const PipelineFuturoPage = tela(() => import('../features/vehicles/pages/pipeline-futuro-page.tsx'));
const VisaoGeralPage = tela(() => import('../features/vehicles/pages/visao-geral-page.tsx'));
const TrocasPage = tela(() => import('../features/swaps/pages/trocas-page.tsx'));
const MinhasTrocasPage = tela(() => import('../features/swaps/pages/minhas-trocas-page.tsx'));
const PedidosPage = tela(() => import('../features/direct-sales/pages/pedidos-page.tsx'));
const PedidoPage = tela(() => import('../features/direct-sales/pages/pedido-page.tsx'));
const BoletosPage = tela(() => import('../features/boletos/pages/boletos-page.tsx'));
const ComissoesPage = tela(() => import('../features/comissoes/pages/comissoes-page.tsx'));
const ProducaoPage = tela(() => import('../features/order-call/pages/producao-page.tsx'));
const PlanoProducaoPage = tela(() => import('../features/order-call/pages/plano-page.tsx'));
const OrderCallPage = tela(() => import('../features/order-call/pages/order-call-page.tsx'));
const BiOrderCallPage = tela(() => import('../features/order-call/pages/bi-order-call-page.tsx'));
const BiPlanoAnualPage = tela(() => import('../features/order-call/pages/bi-plano-anual-page.tsx'));
const SettingsPage = tela(() => import('../features/settings/pages/settings-page.tsx'));
const ImportsPage = tela(() => import('../features/imports/pages/imports-page.tsx'));
const ModeloPage = tela(() => import('../features/settings/pages/modelo-page.tsx'));
const SpecsPage = tela(() => import('../features/specs/pages/specs-page.tsx'));
const PipelinePage = tela(() => import('../features/pipeline/pages/pipeline-page.tsx'));
const AgedStockPage = tela(() => import('../features/bi/pages/aged-stock-page.tsx'));
const SummaryPage = tela(() => import('../features/bi/pages/summary-page.tsx'));
const EmplacamentoPage = tela(() => import('../features/bi/pages/emplacamento-page.tsx'));
const MobileBiPage = tela(() => import('../features/bi/pages/mobile-bi-page.tsx'));
const PendingScreenPage = tela(() => import('./pending-screen-page.tsx'));
const KpisApprovedPage = tela(() => import('../features/kpi/pages/kpis-approved-page.tsx'));
const VeiculoJlrPage = tela(() => import('../features/kpi/pages/veiculo-jlr-page.tsx'));
const KpiPreparacaoPage = tela(() => import('../features/kpi/pages/subtelas.tsx').then((m) => ({ default: m.PreparacaoPage })));
const KpiStandardPage = tela(() => import('../features/kpi/pages/subtelas.tsx').then((m) => ({ default: m.StandardPage })));
const KpiCaptacaoPage = tela(() => import('../features/kpi/pages/subtelas.tsx').then((m) => ({ default: m.CaptacaoPage })));
const KpiOutrosPage = tela(() => import('../features/kpi/pages/subtelas.tsx').then((m) => ({ default: m.OutrosPage })));
const KpiNscPage = tela(() => import('../features/kpi/pages/kpi-nsc-page.tsx'));

const PENDING = rotasPendentes();

/** The spec's camel-case spellings (/directSelling, /newRequest) land on the menu's routes, query kept. */
function Minusculas() {
  const { pathname, search } = useLocation();
  return <Navigate to={{ pathname: pathname.toLowerCase(), search }} replace />;
}

/** The console's routes: rendered by `AppRouter`, and matched at start to ask for the chunks of the first screen. */
const ROTAS = (
  <>
    <Route path="/" element={<LoginPage />} />
    <Route path="/login" element={<LoginPage />} />
    <Route path="/alterarSenha" element={<AlterarSenhaPage />} />
    <Route path="/redefinir-senha" element={<RedefinirSenhaPage />} />
    <Route path="/completeregistration/:id" element={<CompletarCadastroPage />} />
    <Route path="/login-redirect" element={<LoginRedirectPage parceiro={false} />} />
    <Route path="/login-redirect-parceiro" element={<LoginRedirectPage parceiro />} />
    <Route path="/gera-boleto" element={<GeraBoletoPage />} />
    <Route path="/signup" element={<SignupPage />} />
    <Route path="/outbox" element={<OutboxPage />} />
    <Route element={<RequireSession />}>
      {/* the mobile BI pages: laid out for a phone, without the desktop menu */}
      {([1, 2] as const).map((tipo) => (
        <Route
          key={tipo}
          path={tipo === 1 ? '/mobile/emplacamento' : '/mobile/summary'}
          element={
            <Guarded>
              <MobileBiPage tipoReport={tipo} />
            </Guarded>
          }
        />
      ))}
      <Route element={<PrivateLayout />}>
        <Route
          path="/relatorios"
          element={
            <Guarded>
              <RelatoriosPage acoes={<TrocasPendentesButton />} />
            </Guarded>
          }
        />
        <Route
          path="/usersmanagment"
          element={
            <Guarded>
              <UsersManagementPage />
            </Guarded>
          }
        />
        <Route
          path="/usersmanagment/:tabIndex"
          element={
            <Guarded>
              <UsersManagementPage />
            </Guarded>
          }
        />
        <Route
          path="/usersmanagment/participante/:id"
          element={
            <Guarded>
              <ParticipantePage />
            </Guarded>
          }
        />
        <Route
          path="/user/create/:type/:typeId"
          element={
            <Guarded>
              <MasterFormPage />
            </Guarded>
          }
        />
        <Route
          path="/user/edit/:id/:type/:typeId"
          element={
            <Guarded>
              <MasterFormPage />
            </Guarded>
          }
        />
        <Route
          path="/popup-manager"
          element={
            <Guarded>
              <PopupManagerPage />
            </Guarded>
          }
        />
        <Route
          path="/popup-manager/:id"
          element={
            <Guarded>
              <PopupFormPage />
            </Guarded>
          }
        />
        <Route
          path="/comunicados"
          element={
            <Guarded>
              <ComunicadosPage />
            </Guarded>
          }
        />
        <Route
          path="/distribuition"
          element={
            <Guarded>
              <DistribuicaoPage />
            </Guarded>
          }
        />
        <Route
          path="/liberarfaturamento"
          element={
            <Guarded>
              <LiberarFaturamentoPage />
            </Guarded>
          }
        />
        <Route
          path="/vehiclepocket"
          element={
            <Guarded>
              <PipelineFuturoPage />
            </Guarded>
          }
        />
        <Route
          path="/vehiclepocket/:tipo"
          element={
            <Guarded>
              <PipelineFuturoPage />
            </Guarded>
          }
        />
        <Route
          path="/reports"
          element={
            <Guarded>
              <VisaoGeralPage />
            </Guarded>
          }
        />
        <Route
          path="/trade"
          element={
            <Guarded>
              <TrocasPage />
            </Guarded>
          }
        />
        <Route
          path="/trade/minhas-trocas"
          element={
            <Guarded>
              <MinhasTrocasPage />
            </Guarded>
          }
        />
        <Route path="/directSelling" caseSensitive element={<Minusculas />} />
        <Route path="/newRequest" caseSensitive element={<Minusculas />} />
        <Route
          path="/directselling"
          element={
            <Guarded>
              <PedidosPage />
            </Guarded>
          }
        />
        <Route
          path="/newrequest"
          element={
            <Guarded tambem="/directselling">
              <PedidoPage />
            </Guarded>
          }
        />
        <Route
          path="/boletos"
          element={
            <Guarded>
              <BoletosPage />
            </Guarded>
          }
        />
        <Route
          path="/comission"
          element={
            <Guarded>
              <ComissoesPage />
            </Guarded>
          }
        />
        <Route
          path="/imports"
          element={
            <Guarded>
              <ImportsPage />
            </Guarded>
          }
        />
        <Route
          path="/producao"
          element={
            <Guarded>
              <ProducaoPage />
            </Guarded>
          }
        />
        <Route
          path="/ordercall/detail/:id?"
          element={
            <Guarded>
              <PlanoProducaoPage />
            </Guarded>
          }
        />
        <Route
          path="/ordercall/edicao"
          element={
            <Guarded>
              <OrderCallPage />
            </Guarded>
          }
        />
        {['/settings', '/settings/:aba'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <Guarded>
                <SettingsPage />
              </Guarded>
            }
          />
        ))}
        {['/modelo', '/modelo/:id'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <Guarded tambem="/settings">
                <ModeloPage />
              </Guarded>
            }
          />
        ))}
        <Route
          path="/specs"
          element={
            <Guarded>
              <SpecsPage />
            </Guarded>
          }
        />
        <Route
          path="/pipeline"
          element={
            <Guarded>
              <PipelinePage />
            </Guarded>
          }
        />
        <Route
          path="/biordercall"
          element={
            <Guarded>
              <BiOrderCallPage />
            </Guarded>
          }
        />
        <Route
          path="/biplanoanual"
          element={
            <Guarded>
              <BiPlanoAnualPage />
            </Guarded>
          }
        />
        <Route
          path="/kpisapproved"
          element={
            <Guarded>
              <KpisApprovedPage />
            </Guarded>
          }
        />
        <Route
          path="/summary"
          element={
            <Guarded>
              <SummaryPage />
            </Guarded>
          }
        />
        <Route
          path="/kpisapproved/newVehicleJLR"
          element={
            <Guarded>
              <VeiculoJlrPage />
            </Guarded>
          }
        />
        <Route
          path="/emplacamento"
          element={
            <Guarded>
              <EmplacamentoPage />
            </Guarded>
          }
        />
        <Route
          path="/kpisapproved/preparationVehicle"
          element={
            <Guarded>
              <KpiPreparacaoPage />
            </Guarded>
          }
        />
        <Route
          path="/kpisapproved/newStandard"
          element={
            <Guarded>
              <KpiStandardPage />
            </Guarded>
          }
        />
        <Route
          path="/kpisapproved/newCaptacao"
          element={
            <Guarded>
              <KpiCaptacaoPage />
            </Guarded>
          }
        />
        <Route
          path="/kpisapproved/othersEdit"
          element={
            <Guarded>
              <KpiOutrosPage />
            </Guarded>
          }
        />
        <Route
          path="/kpisapprovednsc"
          element={
            <Guarded>
              <KpiNscPage />
            </Guarded>
          }
        />
        <Route
          path="/agedstock"
          element={
            <Guarded>
              <AgedStockPage />
            </Guarded>
          }
        />
        {PENDING.map((p) => (
          <Route
            key={p.path}
            path={`${p.path}/*`}
            element={
              <Guarded>
                <PendingScreenPage titulo={p.titulo} />
              </Guarded>
            }
          />
        ))}
      </Route>
    </Route>
    <Route path="*" element={<Navigate to="/login" replace />} />
  </>
);

/** Asks for the chunks of the screen the address opens (frame and screen together) before the first render. */
export const precarregarRotaAtual = () => precarregarTelas(ROTAS, window.location.pathname);

export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={<p className="loading">{msg.carregando}</p>}>
        <Routes>{ROTAS}</Routes>
      </Suspense>
    </BrowserRouter>
  );
}
