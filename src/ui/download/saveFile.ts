import type { Download } from '../../api/http';

/** Hands a downloaded file to the browser's "save" (an object URL clicked through a temporary link). */
export function saveFile({ blob, fileName }: Download, ersatzname: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? ersatzname;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
