// The console's stylesheets, in cascade order: the app shell first, then what features share, then each feature's, then the phone layout (last, so it wins at phone width).
// One ordered list (not an import per page) because the pages load lazily and a rule's place in the cascade must not
// depend on which screen was opened first. Filters come before forms: a dialog's field is `vf-field modal-field`.
import './app.css';
import '../shared/base.css';
import '../shared/filters.css';
import '../shared/forms.css';
import '../shared/public-page.css';
import '../shared/overlay.css';
import '../shared/lists.css';
import '../shared/prazo.css';
import '../shared/historico.css';
import '../shared/boletos.css';
import '../shared/relatorio.css';
import '../shared/bi.css';
import '../features/reports/reports.css';
import '../features/dev/dev.css';
import '../features/admin/admin.css';
import '../features/popups/popups.css';
import '../features/vehicles/vehicles.css';
import '../features/swaps/swaps.css';
import '../features/direct-sales/direct-sales.css';
import '../features/boletos/boletos.css';
import '../features/settings/settings.css';
import '../features/pipeline/pipeline.css';
import '../features/kpi/kpi.css';
import '../features/bi/bi.css';
import '../features/notificacoes/notificacoes.css';
import '../shared/celular.css';
