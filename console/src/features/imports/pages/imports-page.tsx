import { useState } from 'react';
import { TabView, TabPanel } from 'primereact/tabview';
import { ABAS, ORDEM_ABAS } from '@portal/contracts/imports/abas';
import { impmsg } from '@portal/contracts/imports/messages';
import { AbaImportacaoView } from '../components/aba-importacao.tsx';

/** /imports (002 §2.6): the ten tabs; a tab whose import is not delivered yet says so. */
export default function ImportsPage() {
  const [ativa, setAtiva] = useState(0);
  return (
    <section className="imports-page">
      <h2>Importações</h2>
      <TabView activeIndex={ativa} onTabChange={(e) => setAtiva(e.index)} scrollable>
        {ORDEM_ABAS.map((t, i) => {
          const abas = ABAS[t.chave];
          return (
            <TabPanel key={t.chave} header={t.nome}>
              {i === ativa &&
                (!abas ? (
                  <p className="importacao-em-breve">Em breve. {impmsg.emBreve}</p>
                ) : abas.length === 1 ? (
                  <AbaImportacaoView aba={abas[0]!} />
                ) : (
                  abas.map((aba) => (
                    <section key={aba.arquivo} className="importacao-arquivo" aria-label={aba.nome}>
                      <h3>{aba.nome}</h3>
                      <AbaImportacaoView aba={aba} />
                    </section>
                  ))
                ))}
            </TabPanel>
          );
        })}
      </TabView>
    </section>
  );
}
