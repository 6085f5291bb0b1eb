import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { TabPanel, TabView } from 'primereact/tabview';

export interface AbaNaUrl {
  /** its name in the address (`?aba=`) */
  chave: string;
  titulo: string;
  conteudo: ReactNode;
}

/** Tabs whose choice lives in the address (`?aba=`; the first when none or unknown): choosing one writes its name there, in place. */
export function AbasNaUrl({ abas }: { abas: [AbaNaUrl, ...AbaNaUrl[]] }) {
  const [params, setParams] = useSearchParams();
  const aba = Math.max(
    0,
    abas.findIndex((a) => a.chave === params.get('aba')),
  );
  return (
    <TabView activeIndex={aba} onTabChange={(e) => setParams({ aba: (abas[e.index] ?? abas[0]).chave }, { replace: true })}>
      {abas.map((a) => (
        <TabPanel key={a.chave} header={a.titulo}>
          {a.conteudo}
        </TabPanel>
      ))}
    </TabView>
  );
}
