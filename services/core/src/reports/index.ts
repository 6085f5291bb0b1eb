/** Home reports and pipeline analysis: read-only reports over the vehicles read model (no aggregate of their own). */
export * as home from './home.ts';
export * as pipeline from './pipeline.ts';
export * as totais from './totais.ts';
