import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Box, Button, LinearProgress, List, ListItem, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { dateiAccept, DATEI_MELDUNG, DOKUMENT_REGELN, type DateiRegeln, type Dokument } from '../../../domain/dokumente';
import { formatDateigroesse } from '../../../domain/format';
import { fehlermeldung } from '../errors/fehlertext';
import { FEHLER_ALLGEMEIN } from '../notifications/useMeldung';
import { checkFile } from './checkFile';
import { sendeDatei } from '../../api/http/upload';

/** Where one file's upload stands (SPEC.md section 3: key, file, progress, response). */
export interface UploadStand {
  /** the `schluessel` of the upload field, so a page with several can tell them apart */
  schluessel?: string;
  datei: File;
  prozent: number;
  /** the server's answer, once the file is stored */
  antwort?: Dokument;
}

export interface FileUploadProps {
  /** where the file goes, e.g. `/api/upload/ausschreibung/12` */
  url: string;
  schluessel?: string;
  /** sent with every file besides the portal's own headers */
  kopfzeilen?: Readonly<Record<string, string>>;
  /** shown under a stored file instead of 'Hochgeladen.' */
  erfolgsMeldung?: string;
  /** shown for a file the server refused or the connection lost, before the server's reason */
  fehlerMeldung?: string;
  onFortschritt?: (stand: UploadStand) => void;
  onHochgeladen?: (dokument: Dokument, stand: UploadStand) => void;
  /** narrows the portal's allowed types (`.pdf,image/*`); the portal's list always applies */
  accept?: string;
  /** types and size limit of an upload of another kind than a tender's documents (an offer's attachments) */
  regeln?: DateiRegeln;
  /** what the drop zone says is allowed, when `regeln` or `accept` narrow the portal's list */
  hinweis?: string;
  mehrere?: boolean;
  disabled?: boolean;
}

export const HOCHGELADEN = 'Hochgeladen.';

interface Eintrag {
  schluessel: number;
  name: string;
  groesse: number;
  zustand: 'laedt' | 'fertig' | 'fehler' | 'abgebrochen';
  prozent: number;
  meldung?: string;
  abbruch?: AbortController;
}

/**
 * Choose files by button or drag and drop; each is checked here first (type, 20 MB) and then sent on its
 * own with a progress bar and an Abbrechen button (DESIGN.md section 9: long work shows progress).
 */
export function FileUpload({
  url,
  schluessel: uploadSchluessel,
  kopfzeilen,
  erfolgsMeldung = HOCHGELADEN,
  fehlerMeldung,
  onFortschritt,
  onHochgeladen,
  accept,
  regeln = DOKUMENT_REGELN,
  hinweis,
  mehrere = false,
  disabled = false,
}: FileUploadProps) {
  const [eintraege, setEintraege] = useState<Eintrag[]>([]);
  const [ziehen, setZiehen] = useState(false);
  const zaehler = useRef(0);
  const laufende = useRef(new Set<AbortController>());

  // A form that closes mid-upload must not leave transfers running.
  useEffect(() => {
    const offen = laufende.current;
    return () => offen.forEach((abbruch) => abbruch.abort());
  }, []);

  const aendere = (schluessel: number, aenderung: Partial<Eintrag>) =>
    setEintraege((alle) => alle.map((e) => (e.schluessel === schluessel ? { ...e, ...aenderung } : e)));

  const hochladen = async (datei: File) => {
    const eintrag = { schluessel: ++zaehler.current, name: datei.name, groesse: datei.size, prozent: 0 };
    const pruefung = checkFile(datei, accept, regeln);
    if (pruefung.meldung !== undefined) {
      setEintraege((alle) => [...alle, { ...eintrag, zustand: 'fehler', meldung: pruefung.meldung }]);
      return;
    }
    const abbruch = new AbortController();
    laufende.current.add(abbruch);
    setEintraege((alle) => [...alle, { ...eintrag, zustand: 'laedt', abbruch }]);
    try {
      const dokument = await sendeDatei(url, datei, pruefung.contentType, {
        signal: abbruch.signal,
        kopfzeilen,
        onFortschritt: (anteil) => {
          const prozent = Math.min(100, Math.round(anteil * 100));
          aendere(eintrag.schluessel, { prozent });
          onFortschritt?.({ schluessel: uploadSchluessel, datei, prozent });
        },
      });
      aendere(eintrag.schluessel, { zustand: 'fertig', prozent: 100, name: dokument.name, groesse: dokument.size });
      onHochgeladen?.(dokument, { schluessel: uploadSchluessel, datei, prozent: 100, antwort: dokument });
    } catch (fehler) {
      const grund = fehlermeldung(fehler) || FEHLER_ALLGEMEIN;
      aendere(
        eintrag.schluessel,
        abbruch.signal.aborted
          ? { zustand: 'abgebrochen', meldung: DATEI_MELDUNG.abgebrochen }
          : { zustand: 'fehler', meldung: fehlerMeldung ? `${fehlerMeldung} ${grund}` : grund },
      );
    } finally {
      laufende.current.delete(abbruch);
    }
  };

  const waehle = (liste: FileList | null | undefined) => {
    const dateien = Array.from(liste ?? []);
    for (const datei of mehrere ? dateien : dateien.slice(0, 1)) void hochladen(datei);
  };

  const ablegen = (e: DragEvent) => {
    e.preventDefault();
    setZiehen(false);
    if (!disabled) waehle(e.dataTransfer?.files);
  };

  return (
    <Box>
      <Box
        data-testid="ablagebereich"
        // The drop zone is a control of its own: named, and marked inactive when its faded texts are.
        role="group"
        aria-label={mehrere ? 'Dateien hochladen' : 'Datei hochladen'}
        aria-disabled={disabled || undefined}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setZiehen(true);
        }}
        onDragLeave={() => setZiehen(false)}
        onDrop={ablegen}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: ziehen ? 'primary.main' : 'divider',
          bgcolor: ziehen ? 'action.hover' : undefined,
          borderRadius: 1,
          p: 2,
          textAlign: 'center',
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <Typography gutterBottom>{mehrere ? 'Ziehen Sie Dateien hierher oder' : 'Ziehen Sie eine Datei hierher oder'}</Typography>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled}>
          {mehrere ? 'Dateien auswählen' : 'Datei auswählen'}
          <input
            hidden
            type="file"
            accept={accept ?? dateiAccept(regeln)}
            multiple={mehrere}
            disabled={disabled}
            onChange={(e) => {
              waehle(e.target.files);
              // Choosing the same file again must fire a change.
              e.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {hinweis ?? (accept ? 'Höchstens 20 MB je Datei.' : 'PDF, PNG, JPEG, CSV, XLSX, XLS, DOCX oder TXT, höchstens 20 MB je Datei.')}
        </Typography>
      </Box>
      {eintraege.length > 0 && (
        <List dense aria-label="Dateien">
          {eintraege.map((e) => (
            <ListItem key={e.schluessel} disableGutters>
              <Box sx={{ width: '100%' }}>
                <Typography variant="body2">
                  {e.name} ({formatDateigroesse(e.groesse)})
                </Typography>
                {e.zustand === 'laedt' && (
                  <Stack direction="row" alignItems="center" gap={1}>
                    <LinearProgress variant="determinate" value={e.prozent} sx={{ flex: 1 }} aria-label={`Fortschritt ${e.name}`} />
                    <Typography variant="caption">{e.prozent} %</Typography>
                    <Button size="small" onClick={() => e.abbruch?.abort()}>
                      Abbrechen
                    </Button>
                  </Stack>
                )}
                {e.zustand === 'fertig' && (
                  <Typography variant="caption" color="success.main">
                    {erfolgsMeldung}
                  </Typography>
                )}
                {e.meldung && (
                  <Typography variant="caption" color={e.zustand === 'fehler' ? 'error' : 'text.secondary'} role={e.zustand === 'fehler' ? 'alert' : undefined}>
                    {e.meldung}
                  </Typography>
                )}
              </Box>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
