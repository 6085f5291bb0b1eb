import type { Rule } from 'eslint';

/** The project's import-boundary rule (boundaries.js). */
export declare const boundaries: Rule.RuleModule;
