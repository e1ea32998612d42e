/** `attachment; filename="…"; filename*=UTF-8''…` so every browser gets the German name. */
export function contentDisposition(dateiname: string): string {
  const ascii = dateiname.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(dateiname)}`;
}
