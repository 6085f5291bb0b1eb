/** The vehicles' tables that cached reads watch (kernel leitura-em-cache): the vehicles, their log and the reference data they are named with. */
export const TABELAS_VIGIADAS = ['veiculos', 'veiculo_logs', 'marcas', 'modelos', 'derivativos', 'anos_modelo', 'tipos_venda', 'tipos_pagamento'] as const;
