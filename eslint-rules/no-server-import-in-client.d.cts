import type { Rule } from 'eslint';

export declare const noServerImportInClient: Rule.RuleModule;
