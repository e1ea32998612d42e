// The browser project's view of csv-parse's browser build. The package's own declarations reference Node's types
// (streams, Buffer), which would pull @types/node into the browser project and let Node globals compile there;
// tsconfig.browser.json maps the module here instead. Only what domain/lieferstellenImport/lesen.ts uses.
export interface Options {
  delimiter?: string;
  bom?: boolean;
  info?: boolean;
  relax_column_count?: boolean;
  relax_quotes?: boolean;
  skip_empty_lines?: boolean;
  trim?: boolean;
}

export function parse(input: string, options?: Options): unknown[];
