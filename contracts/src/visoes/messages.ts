/** The saved views' pt-BR messages. */
export const visaoMsg = {
  visaoSalva: 'Visão salva com sucesso',
  visaoAlterada: 'Visão alterada com sucesso',
  visaoExcluida: 'Visão excluída com sucesso',
  visaoPadrao: 'Visão definida como padrão',
  visaoSemPadrao: 'A visão deixou de ser a padrão',
  visaoNaoEncontrada: 'Visão não encontrada.',
  nomeObrigatorio: 'Informe o nome da visão.',
  nomeLongo: (max: number) => `O nome da visão tem no máximo ${max} caracteres.`,
  nomeDuplicado: (nome: string) => `Você já tem uma visão chamada "${nome}" nesta lista.`,
  filtrosGrandes: (max: number) => `Os filtros da visão passam do tamanho máximo (${max} caracteres).`,
  colunasVazias: 'A visão precisa mostrar ao menos uma coluna.',
  colunasDemais: (max: number) => `A visão mostra no máximo ${max} colunas.`,
  colunaInvalida: (coluna: string) => `Coluna inválida na visão: "${coluna}".`,
  colunaRepetida: (coluna: string) => `A coluna "${coluna}" aparece mais de uma vez na visão.`,
  visaoExcluidaAntes: 'Esta visão foi excluída.',
  visaoJaSalva: 'Visão já salva.',
} as const;
