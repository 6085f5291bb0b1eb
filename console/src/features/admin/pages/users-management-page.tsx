import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { TabView, TabPanel } from 'primereact/tabview';
import { UsuariosTab } from '../components/usuarios-tab.tsx';
import { DealersTab, GruposTab, TipoPerfilTab, RegiaoTab } from '../components/other-tabs.tsx';
import { EventosSegurancaTab } from '../components/eventos-seguranca-tab.tsx';
import { persisted } from '../../../shared/storage.ts';

const BASE = [
  { titulo: 'Usuários', Tab: UsuariosTab },
  { titulo: 'Dealers', Tab: DealersTab },
  { titulo: 'Grupos', Tab: GruposTab },
  { titulo: 'Região', Tab: RegiaoTab },
  { titulo: 'Tipo de Perfil', Tab: TipoPerfilTab },
];
/** last, so the other tabs keep their indexes: only for those who hold the auditoria function (the server checks it too) */
const SEGURANCA = { titulo: 'Eventos de segurança', Tab: EventosSegurancaTab };
const TAB_KEY = 'portal.usersmanagment.tab';

/** /usersmanagment/{tabIndex}: the chosen tab is kept locally and in the URL. */
export default function UsersManagementPage() {
  const { tabIndex } = useParams();
  const navigate = useNavigate();
  const auditoria = persisted.get().auth?.userClaims.funcoes.some((f) => f.nome === 'auditoria' && f.r) ?? false;
  const TABS = auditoria ? [...BASE, SEGURANCA] : BASE;
  const index = Number(tabIndex);
  const valid = Number.isInteger(index) && index >= 0 && index < TABS.length;

  useEffect(() => {
    if (valid) sessionStorage.setItem(TAB_KEY, String(index));
  }, [valid, index]);

  if (!valid) {
    const stored = Number(sessionStorage.getItem(TAB_KEY) ?? '0');
    return <Navigate to={`/usersmanagment/${stored >= 0 && stored < TABS.length ? stored : 0}`} replace />;
  }

  return (
    <TabView activeIndex={index} onTabChange={(e) => navigate(`/usersmanagment/${e.index}`)} className="users-tabs" renderActiveOnly>
      {TABS.map(({ titulo, Tab }) => (
        <TabPanel key={titulo} header={titulo}>
          <Tab />
        </TabPanel>
      ))}
    </TabView>
  );
}

/** /usersmanagment/participante/{id}: in this module's chunk (see router.tsx). */
export { default as ParticipantePage } from './participante-page.tsx';
