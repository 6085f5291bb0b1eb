import { useNavigate, useParams } from 'react-router';
import { TabView, TabPanel } from 'primereact/tabview';
import { GeralTab } from '../components/geral-tab.tsx';
import { ModelosTab } from '../components/modelos-tab.tsx';
import { FlagsTab } from '../components/flags-tab.tsx';

const ABAS = ['Configurações gerais', 'Gestão de modelos', 'Monitoramento de veículos'];

/** /settings/{aba}: 0 general settings, 1 model management, 2 vehicle monitoring (spec §2.7). */
export default function SettingsPage() {
  const { aba } = useParams();
  const navigate = useNavigate();
  const n = Number(aba ?? 0);
  const ativa = Number.isInteger(n) && n >= 0 && n < ABAS.length ? n : 0;
  return (
    <section className="settings-page">
      <h2>Configurações</h2>
      <TabView activeIndex={ativa} onTabChange={(e) => navigate(`/settings/${e.index}`)}>
        {ABAS.map((titulo, i) => (
          <TabPanel key={titulo} header={titulo}>
            {i === ativa && (i === 0 ? <GeralTab /> : i === 1 ? <ModelosTab /> : <FlagsTab />)}
          </TabPanel>
        ))}
      </TabView>
    </section>
  );
}
