import { Dialog } from 'primereact/dialog';
import { formatDateTime } from '../../../shared/format.ts';
import { Historico } from '../../../shared/historico.tsx';
import { useExplicacao, type CelulaAlvo } from '../hooks/use-explicacao.ts';
const pct = (x: number) => `${(x * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;
const num = (x: number) => x.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** How one cell's quantity was reached: the rule, each input (value, total, share, weight, source), rounding, manual changes, its Histórico. */
export function ExplicacaoDialog({ alvo, onClose }: { alvo: CelulaAlvo | null; onClose: () => void }) {
  const q = useExplicacao(alvo);
  const d = q.data;
  const e = d?.explicacao;
  // the cell's id in its history: plano-dealer-modelo-ciclo
  const celula = alvo ? `${alvo.orderCallId}-${alvo.concessionariaId}-${alvo.tipoModeloId}-${alvo.cicloId}` : null;
  return (
    <Dialog header="Como esta quantidade foi calculada" visible={alvo !== null} onHide={onClose} style={{ width: 'min(1100px, 96vw)' }}>
      {q.isPending && <p>Carregando…</p>}
      {d && e && (
        <div className="explicacao">
          <p>
            <strong>
              {d.codigoDealer} {d.nomeConcessionaria} · {d.nomeTipoModelo} · {d.nomeCiclo}
            </strong>
          </p>
          <p>
            Planejado para o modelo no ciclo: <strong>{e.planejado}</strong>. Quantidade calculada: <strong>{d.quantidadeCalculada}</strong>. Quantidade final:{' '}
            <strong>{d.quantidadeFinal}</strong>.
          </p>
          <p className="muted">Regra: {e.regra}</p>
          <table className="p-datatable-table" aria-label="Entradas">
            <thead>
              <tr>
                <th>Entrada</th>
                <th>Valor do dealer</th>
                <th>Total dos dealers</th>
                <th>Participação</th>
                <th>Peso</th>
                <th>Fonte</th>
              </tr>
            </thead>
            <tbody>
              {e.entradas.map((x) => (
                <tr key={x.chave}>
                  <td>
                    {x.nome}
                    {x.detalhe ? <div className="muted">{x.detalhe}</div> : null}
                  </td>
                  <td>{num(x.valor)}</td>
                  <td>{num(x.total)}</td>
                  <td>{pct(x.participacao)}</td>
                  <td>{pct(x.peso)}</td>
                  <td>{x.fonte}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul>
            <li>Peso combinado do dealer: {pct(e.peso)}</li>
            <li>Mínimo garantido: {e.minimo}</li>
            <li>
              Cota antes do arredondamento: {num(e.cota)}
              {e.teto !== null ? ` (teto por dealer: ${e.teto}${e.limitadoPeloTeto ? ', atingido' : ''})` : ''}
            </li>
            <li>
              Arredondamento pelo maior resto: parte inteira {e.arredondamento.piso}, fração {num(e.arredondamento.fracao)};{' '}
              {e.arredondamento.recebeuSobra
                ? `recebeu 1 das ${e.arredondamento.sobras} unidades restantes`
                : `não recebeu unidade restante (as ${e.arredondamento.sobras} foram para frações maiores)`}
            </li>
            {e.observacoes.map((o) => (
              <li key={o}>{o}</li>
            ))}
          </ul>
          <h4>Alterações manuais</h4>
          {d.alteracoes.length === 0 ? (
            <p className="muted">Nenhuma alteração manual.</p>
          ) : (
            <ul aria-label="Alterações manuais">
              {d.alteracoes.map((a, i) => (
                <li key={i}>
                  {formatDateTime(a.em)}: {a.antes} → {a.depois} por {a.porNome} ({a.origem === 'planilha' ? 'importação' : 'tela'})
                </li>
              ))}
            </ul>
          )}
          <h4>Histórico</h4>
          {celula && <Historico tipo="order-call" id={celula} />}
        </div>
      )}
    </Dialog>
  );
}
