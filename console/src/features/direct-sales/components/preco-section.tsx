import { useEffect, useRef } from 'react';
import { TIPOS_DESCONTO, TIPOS_PAGAMENTO, comissaoEditavel, formatarPercentual, type TipoDescontoId } from '@portal/contracts/direct-sales/lookups';
import { msg } from '@portal/contracts/messages';
import { ApiError } from '../../../shared/api-client.ts';
import { formatBRL } from '../../../shared/lines.ts';
import { usePercentualDesconto } from '../hooks/lookups-do-pedido.ts';
import { calcularPrecos, type PrecoForm } from '../model.ts';
import { Campo, CampoDinheiro, CampoPercentual, CampoSelect, Secao } from './campos.tsx';

interface Props {
  preco: PrecoForm;
  percentualComissao: number | null;
  derivativoId: number | null;
  versaoId: number | null;
  onChange: (p: Partial<PrecoForm>) => void;
  onComissao: (percentual: number | null) => void;
  desabilitado: boolean;
}

/**
 * Price and payment (spec §2.3 item 9) and Commissions (item 11): precoPublicoFinal = público + opcional; the discount type
 * brings the policy's discount and commission (GET pedidos/percentual/desconto) when the user picks it (a saved order keeps
 * its percents until then); the commission is typed only with D4; special price and commission value in BRL, percents with
 * 3 decimals.
 */
export function PrecoSection({ preco, percentualComissao, derivativoId, versaoId, onChange, onComissao, desabilitado }: Props) {
  const politica = usePercentualDesconto({ tipoDesconto: preco.tipoDesconto, derivativoId, versaoId });
  const escolhido = useRef(false);
  useEffect(() => {
    if (!escolhido.current || !politica.data) return;
    escolhido.current = false;
    onChange({ descontoEspecial: politica.data.desconto });
    if (!comissaoEditavel(preco.tipoDesconto as TipoDescontoId) || percentualComissao === null) onComissao(politica.data.comissao);
  }, [politica.data]);
  useEffect(() => {
    // no policy for the combination (the call's message is shown): the old percents do not stay as if they applied
    if (!escolhido.current || !politica.isError) return;
    escolhido.current = false;
    onChange({ descontoEspecial: null });
    if (!comissaoEditavel(preco.tipoDesconto as TipoDescontoId)) onComissao(null);
  }, [politica.isError]);
  const precos = calcularPrecos(preco, percentualComissao);
  const d = desabilitado;
  return (
    <>
      <Secao id="sec-preco" titulo="Preço e pagamento">
        <div className="master-form-grid">
          <CampoDinheiro
            id="preco-publico"
            rotulo="Preço público"
            obrigatorio
            valor={preco.precoPublico}
            desabilitado={d}
            onChange={(precoPublico) => onChange({ precoPublico })}
          />
          <CampoDinheiro
            id="preco-opcional"
            rotulo="Preço opcionais"
            valor={preco.precoOpcional}
            desabilitado={d}
            onChange={(precoOpcional) => onChange({ precoOpcional })}
          />
          <Campo id="preco-final" rotulo="Preço público final">
            <output id="preco-final" className="read-only-value">
              {formatBRL(precos.precoPublicoFinal)}
            </output>
          </Campo>
          <CampoSelect
            id="preco-tipo-desconto"
            rotulo="Tipo de desconto"
            obrigatorio
            valor={preco.tipoDesconto}
            opcoes={TIPOS_DESCONTO}
            desabilitado={d}
            onChange={(tipoDesconto) => {
              escolhido.current = true;
              onChange({ tipoDesconto });
              if (politica.data && tipoDesconto === preco.tipoDesconto) escolhido.current = false;
            }}
          />
          <CampoPercentual id="preco-desconto" rotulo="Desconto especial" valor={preco.descontoEspecial} />
          {politica.isError && (
            <p className="form-field-wide muted pedido-aviso" role="status">
              {politica.error instanceof ApiError ? (politica.error.errors[0] ?? msg.erroInterno) : msg.erroInterno}
            </p>
          )}
          <Campo id="preco-especial" rotulo="Preço especial">
            <output id="preco-especial" className="read-only-value">
              {formatBRL(precos.precoEspecial)}
            </output>
          </Campo>
          <CampoSelect
            id="preco-tipo-pagamento"
            rotulo="Forma de pagamento"
            obrigatorio
            valor={preco.tipoPagamento}
            opcoes={TIPOS_PAGAMENTO}
            desabilitado={d}
            onChange={(tipoPagamento) => onChange({ tipoPagamento })}
          />
        </div>
      </Secao>
      <Secao id="sec-comissoes" titulo="Comissões">
        <div className="master-form-grid">
          <CampoPercentual
            id="comissao-percentual"
            rotulo="Percentual de comissão"
            obrigatorio
            valor={percentualComissao}
            onChange={!d && comissaoEditavel(preco.tipoDesconto as TipoDescontoId) ? onComissao : undefined}
          />
          <Campo id="comissao-valor" rotulo="Valor da comissão">
            <output id="comissao-valor" className="read-only-value">
              {formatBRL(precos.valorComissao)}
            </output>
          </Campo>
          {percentualComissao !== null && <p className="muted">Comissão de {formatarPercentual(percentualComissao)}% sobre o preço especial.</p>}
        </div>
      </Secao>
    </>
  );
}
