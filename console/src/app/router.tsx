import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { msg } from '@portal/contracts/messages';
import { Guarded, RequireSession } from './route-guard.tsx';
import { rotasPendentes } from './rotas-construidas.ts';

const LoginPage = lazy(() => import('../features/access/pages/login-page.tsx'));
const AlterarSenhaPage = lazy(() => import('../features/access/pages/alterar-senha-page.tsx'));
const RedefinirSenhaPage = lazy(() => import('../features/access/pages/redefinir-senha-page.tsx'));
const CompletarCadastroPage = lazy(() => import('../features/access/pages/completar-cadastro-page.tsx'));
const LoginRedirectPage = lazy(() => import('../features/access/pages/login-redirect-page.tsx'));
const SignupPage = lazy(() => import('../features/access/pages/signup-page.tsx'));
const GeraBoletoPage = lazy(() => import('../features/boletos/pages/gera-boleto-page.tsx'));
const OutboxPage = lazy(() => import('../features/dev/pages/outbox-page.tsx'));
const PrivateLayout = lazy(() => import('./private-layout.tsx'));
const RelatoriosPage = lazy(() => import('../features/reports/pages/relatorios-page.tsx'));
const TrocasPendentesButton = lazy(() =>
  import('../features/swaps/components/trocas-pendentes-button.tsx').then((m) => ({ default: m.TrocasPendentesButton })),
);
const UsersManagementPage = lazy(() => import('../features/admin/pages/users-management-page.tsx'));
const MasterFormPage = lazy(() => import('../features/admin/pages/master-form-page.tsx'));
// the participant screen shares the user administration's chunk (the first route's bundle stays within its goal)
const ParticipantePage = lazy(() => import('../features/admin/pages/users-management-page.tsx').then((m) => ({ default: m.ParticipantePage })));
const PopupManagerPage = lazy(() => import('../features/popups/pages/popup-manager-page.tsx'));
const PopupFormPage = lazy(() => import('../features/popups/pages/popup-form-page.tsx'));
const ComunicadosPage = lazy(() => import('../features/popups/pages/comunicados-page.tsx'));
const DistribuicaoPage = lazy(() => import('../features/vehicles/pages/distribuicao-page.tsx'));
const LiberarFaturamentoPage = lazy(() => import('../features/billing/pages/liberar-faturamento-page.tsx'));
const PipelineFuturoPage = lazy(() => import('../features/vehicles/pages/pipeline-futuro-page.tsx'));
const VisaoGeralPage = lazy(() => import('../features/vehicles/pages/visao-geral-page.tsx'));
const TrocasPage = lazy(() => import('../features/swaps/pages/trocas-page.tsx'));
const MinhasTrocasPage = lazy(() => import('../features/swaps/pages/minhas-trocas-page.tsx'));
const PedidosPage = lazy(() => import('../features/direct-sales/pages/pedidos-page.tsx'));
const PedidoPage = lazy(() => import('../features/direct-sales/pages/pedido-page.tsx'));
const BoletosPage = lazy(() => import('../features/boletos/pages/boletos-page.tsx'));
const ComissoesPage = lazy(() => import('../features/comissoes/pages/comissoes-page.tsx'));
const ProducaoPage = lazy(() => import('../features/order-call/pages/producao-page.tsx'));
const PlanoProducaoPage = lazy(() => import('../features/order-call/pages/plano-page.tsx'));
const OrderCallPage = lazy(() => import('../features/order-call/pages/order-call-page.tsx'));
const BiOrderCallPage = lazy(() => import('../features/order-call/pages/bi-order-call-page.tsx'));
const BiPlanoAnualPage = lazy(() => import('../features/order-call/pages/bi-plano-anual-page.tsx'));
const SettingsPage = lazy(() => import('../features/settings/pages/settings-page.tsx'));
const ImportsPage = lazy(() => import('../features/imports/pages/imports-page.tsx'));
const ModeloPage = lazy(() => import('../features/settings/pages/modelo-page.tsx'));
const SpecsPage = lazy(() => import('../features/specs/pages/specs-page.tsx'));
const PipelinePage = lazy(() => import('../features/pipeline/pages/pipeline-page.tsx'));
const AgedStockPage = lazy(() => import('../features/bi/pages/aged-stock-page.tsx'));
const SummaryPage = lazy(() => import('../features/bi/pages/summary-page.tsx'));
const EmplacamentoPage = lazy(() => import('../features/bi/pages/emplacamento-page.tsx'));
const MobileBiPage = lazy(() => import('../features/bi/pages/mobile-bi-page.tsx'));
const PendingScreenPage = lazy(() => import('./pending-screen-page.tsx'));
const KpisApprovedPage = lazy(() => import('../features/kpi/pages/kpis-approved-page.tsx'));
const VeiculoJlrPage = lazy(() => import('../features/kpi/pages/veiculo-jlr-page.tsx'));
const KpiPreparacaoPage = lazy(() => import('../features/kpi/pages/subtelas.tsx').then((m) => ({ default: m.PreparacaoPage })));
const KpiStandardPage = lazy(() => import('../features/kpi/pages/subtelas.tsx').then((m) => ({ default: m.StandardPage })));
const KpiCaptacaoPage = lazy(() => import('../features/kpi/pages/subtelas.tsx').then((m) => ({ default: m.CaptacaoPage })));
const KpiOutrosPage = lazy(() => import('../features/kpi/pages/subtelas.tsx').then((m) => ({ default: m.OutrosPage })));
const KpiNscPage = lazy(() => import('../features/kpi/pages/kpi-nsc-page.tsx'));

const PENDING = rotasPendentes();

/** The spec's camel-case spellings (/directSelling, /newRequest) land on the menu's routes, query kept. */
function Minusculas() {
  const { pathname, search } = useLocation();
  return <Navigate to={{ pathname: pathname.toLowerCase(), search }} replace />;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={<p className="loading">{msg.carregando}</p>}>
        <Routes>
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
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
