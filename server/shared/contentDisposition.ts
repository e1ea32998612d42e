import { create } from 'content-disposition';

/**
 * `attachment` with the German file name for every browser (RFC 6266): the name itself in `filename*` (UTF-8), and
 * for the few clients that read only `filename` the same name with every character outside printable ASCII as `_`
 * (jshttp's own fallback would write `?`, which no file system takes).
 */
export function contentDisposition(dateiname: string): string {
  return create(dateiname, { fallback: dateiname.replace(/[^\x20-\x7e]/g, '_') });
}
