import type { Rule } from 'eslint';

export declare const clientOnlyMark: Rule.RuleModule;
export declare const CLIENT_ONLY_MARK: string;
