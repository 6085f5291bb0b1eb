/** The deadlines' and holidays' messages (pt-BR). */
export const przMsg = {
  feriadoSalvo: 'Feriado salvo com sucesso.',
  feriadoExcluido: 'Feriado excluído com sucesso.',
  feriadoNaoEncontrado: 'Feriado não encontrado.',
  dataObrigatoria: 'Informe a data do feriado (dd/MM/aaaa).',
  nomeObrigatorio: 'Informe o nome do feriado.',
  feriadoDuplicado: 'Já existe um feriado nessa data.',
  feriadoNacional: 'Essa data já é feriado nacional.',
  situacaoPrazoInvalida: 'Prazo inválido: use no-prazo, vence-hoje ou atrasado.',
} as const;
