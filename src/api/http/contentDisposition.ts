import { parse } from 'content-disposition';

/**
 * The file name of a `Content-Disposition` answer header, read by jshttp's parser (the server writes the header with
 * the same library): RFC 6266's `filename*` (RFC 5987, UTF-8 or ISO-8859-1) wins over the plain `filename`; a header
 * the parser refuses names no file.
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  try {
    return parse(header).parameters.filename ?? null;
  } catch {
    return null;
  }
}
