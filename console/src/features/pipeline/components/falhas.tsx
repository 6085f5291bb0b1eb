import type { FiltrosPipeline } from '../model.ts';
import { usePipeline } from '../hooks/use-pipeline.ts';

/** Failed billings: the chassis (VIN), the order number and the SAP messages, or 'Sem dados'. */
export function FalhasFaturamento({ filtros, todos }: { filtros: FiltrosPipeline; todos: boolean }) {
  const q = usePipeline(filtros, 0, todos);
  const falhas = q.data?.falhas ?? [];
  return (
    <section aria-label="Falhas de faturamento">
      <h4 className="relatorio-titulo">Falhas de Faturamento</h4>
      {!falhas.length ? (
        <div className="empty">Sem dados</div>
      ) : (
        <table className="relatorio-tabela">
          <thead>
            <tr>
              <th>VIN</th>
              <th>Pedido</th>
              <th>Mensagem</th>
            </tr>
          </thead>
          <tbody>
            {falhas.map((f) => (
              <tr key={f.vin}>
                <td>{f.vin}</td>
                <td>{f.vistaOrderNo}</td>
                <td>{f.veiculoSapItens.length ? f.veiculoSapItens.map((i) => i.texto).join('; ') : 'Sem dados'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
