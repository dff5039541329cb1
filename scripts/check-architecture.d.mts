/** Types of check-architecture.mjs for its test. */
export interface Violation {
  rule: string;
  file: string;
  target: string;
  message: string;
}
export const RULES: Record<string, string>;
export function mayImportDb(file: string): boolean;
export function importsOf(text: string, fileName: string): { spec: string; type: boolean }[];
export const REPOSITORY_IMPORTS_TODAY: string[];
export const TWO_WAY_TODAY: string[];
export function checkArchitecture(
  root: string,
  options?: { skip?: string[]; repositoryImports?: string[]; twoWay?: string[]; unused?: string[] },
): Violation[];
