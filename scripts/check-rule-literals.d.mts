export interface Rule {
  name: string;
  home: string | null;
  patterns: RegExp[];
  allowed?: string[];
}
export interface Repeat {
  path: string;
  line: number;
  rule: string;
  home: string | null;
  text: string;
}
export const RULES: Rule[];
export function scanned(path: string): boolean;
export function findRepeats(files: { path: string; text: string }[], rules?: Rule[]): Repeat[];
