import { createRoot } from 'react-dom/client';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './app/estilos.ts';
import { applyPtBrLocale } from './app/locale-pt-br.ts';
import { Providers } from './app/providers.tsx';
import { AppRouter, precarregarRotaAtual } from './app/router.tsx';

applyPtBrLocale();
precarregarRotaAtual();

createRoot(document.getElementById('root')!).render(
  <Providers>
    <AppRouter />
  </Providers>,
);
