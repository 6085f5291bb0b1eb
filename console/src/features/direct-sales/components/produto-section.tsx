import { Checkbox } from 'primereact/checkbox';
import { useDerivativos, useMarcas, useModelos } from '../../../shared/lookups.ts';
import { useVersoes } from '../hooks/use-lookups.ts';
import { camposDoVeiculo, type ProdutoForm } from '../form-pedido.ts';
import { MASCARA } from '../mascaras.ts';
import { Campo, CampoMascara, CampoSelect, CampoTexto, Secao, ligacao } from './campos.tsx';

/** Product description (spec §2.3 item 8); the fields the vehicle filled are read-only (spec §5.1). */
export function ProdutoSection({ valor, onChange, desabilitado }: { valor: ProdutoForm; onChange: (p: Partial<ProdutoForm>) => void; desabilitado: boolean }) {
  const modelos = useModelos();
  // GET marca; the order keeps the brand's name (spec §3: J9220 the first brand, N6610 the second)
  const marcas = (useMarcas().data ?? []).map((m) => ({ id: m.nome, nome: m.nome }));
  const derivativos = useDerivativos(valor.tipoModeloAgrupadoId);
  const versoes = useVersoes(valor.derivativoId);
  const fixos = camposDoVeiculo(valor);
  const ro = (k: keyof ProdutoForm) => desabilitado || fixos.has(k);
  const ligar = ligacao(valor, onChange, ro);
  return (
    <Secao id="sec-produto" titulo="Descrição do produto">
      <div className="master-form-grid">
        <CampoTexto id="prod-codigo" rotulo="Código do pedido" obrigatorio max={40} {...ligar('codigoPedido')} />
        <CampoTexto
          id="prod-chassi"
          rotulo="Chassi"
          max={17}
          valor={valor.chassi}
          desabilitado={ro('chassi')}
          onChange={(chassi) => onChange({ chassi: chassi.toUpperCase() })}
        />
        <CampoSelect<string>
          id="prod-marca"
          rotulo="Marca"
          obrigatorio
          valor={valor.marca || null}
          opcoes={marcas}
          desabilitado={ro('marca')}
          onChange={(marca) => onChange({ marca: marca ?? '' })}
        />
        <CampoSelect
          id="prod-modelo"
          rotulo="Modelo"
          obrigatorio
          valor={valor.tipoModeloAgrupadoId}
          opcoes={modelos.data}
          texto="descricao"
          busca
          desabilitado={ro('tipoModeloAgrupadoId')}
          onChange={(tipoModeloAgrupadoId) => onChange({ tipoModeloAgrupadoId, derivativoId: null, versaoId: null })}
        />
        <CampoSelect
          id="prod-derivativo"
          rotulo="Derivativo"
          obrigatorio
          valor={valor.derivativoId}
          opcoes={derivativos.data}
          texto="descricao"
          busca
          desabilitado={ro('derivativoId')}
          onChange={(derivativoId) => onChange({ derivativoId, versaoId: null })}
        />
        <CampoSelect id="prod-versao" rotulo="Versão" obrigatorio opcoes={versoes.data} texto="descricao" busca {...ligar('versaoId')} />
        <CampoTexto id="prod-cor-externa" rotulo="Cor externa" obrigatorio max={60} {...ligar('corExterna')} />
        <CampoTexto id="prod-cor-interna" rotulo="Cor interna" obrigatorio max={60} {...ligar('corInterna')} />
        <CampoMascara id="prod-ano-modelo" rotulo="Ano modelo" obrigatorio mascara={MASCARA.ano} {...ligar('anoModelo')} />
        <CampoMascara id="prod-ano-producao" rotulo="Ano produção" obrigatorio mascara={MASCARA.ano} {...ligar('anoProducao')} />
        <Campo id="prod-edicao" rotulo="Edição limitada">
          <Checkbox inputId="prod-edicao" checked={valor.edicaoLimitada} disabled />
        </Campo>
      </div>
      {valor.descricao && <p className="muted">{valor.descricao}</p>}
    </Secao>
  );
}
