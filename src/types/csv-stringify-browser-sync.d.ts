// The browser project's view of csv-stringify's browser build, for the same reason as csv-parse-browser-sync.d.ts:
// the package's declarations reference Node's types. Only what domain/lieferstellenImport/vorlage.ts uses.
export interface Options {
  delimiter?: string;
  bom?: boolean;
  record_delimiter?: 'windows' | 'unix' | string;
  header?: boolean;
  columns?: string[];
}

export function stringify(input: unknown[][], options?: Options): string;
