import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { TabView, TabPanel } from 'primereact/tabview';
import { UsersTab } from '../components/users-tab.tsx';

const TABS = ['Usuários', 'Dealers', 'Grupos', 'Região', 'Tipo de Perfil'] as const;
const TAB_KEY = 'portal.usersmanagment.tab';

/** /usersmanagment/{tabIndex}: the chosen tab is kept locally and in the URL. */
export default function UsersManagementPage() {
  const { tabIndex } = useParams();
  const navigate = useNavigate();
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
    <TabView activeIndex={index} onTabChange={(e) => navigate(`/usersmanagment/${e.index}`)} className="users-tabs">
      {TABS.map((t, i) => (
        <TabPanel key={t} header={t}>
          {i === 0 ? (
            <UsersTab />
          ) : (
            <p className="pending-screen">
              A lista de {t} chega com a entrega da administração do portal (cadastros de dealers, grupos, regiões e tipos de perfil).
            </p>
          )}
        </TabPanel>
      ))}
    </TabView>
  );
}
