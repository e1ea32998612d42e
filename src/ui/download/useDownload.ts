import { useMutation } from '@tanstack/react-query';
import type { Download } from '../../api/http';
import { useEinLauf } from '../form/useEinLauf';
import { meldeHttpFehler } from '../notifications/useMeldung';
import { saveFile } from './saveFile';

/**
 * One download as a mutation: `lade` fetches the file, it is saved under the server's name or `ersatzname`, a
 * failure goes to the one HTTP error toast. useEinLauf's guard makes one click one request; `isPending`
 * disables the buttons while it runs.
 */
export function useDownload<T = void>(lade: (variablen: T) => Promise<Download>, ersatzname: (variablen: T) => string) {
  const { laeuft, starte: einLauf } = useEinLauf();
  const { mutateAsync } = useMutation({
    mutationFn: lade,
    onSuccess: (datei, variablen) => saveFile(datei, ersatzname(variablen)),
    onError: meldeHttpFehler,
  });
  // The failure is already reported by onError; the rejection is caught so it does not surface twice.
  const starte = (variablen: T) => void einLauf(() => mutateAsync(variablen)).catch(() => undefined);
  return { starte, isPending: laeuft };
}
