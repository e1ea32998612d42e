import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import ContentPasteIcon from '@mui/icons-material/ContentPasteOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import TextField from '@mui/material/TextField';
import type { Sparte } from '../../../domain/ausschreibung';
import { formatZahl } from '../../../domain/format';
import { ImportFehler, leseEingefuegt, type Tabelle } from '../../../domain/lieferstellenImport/lesen';
import { mitVorlagenKopf, pruefeImport, type ImportBericht as Bericht } from '../../../domain/lieferstellenImport/pruefen';
import { brauchtZuordnung, rateZuordnung, spaltenUebersicht, type Festwerte, type ImportQuelle, type SpaltenUebersicht, type Zuordnung } from '../../../domain/lieferstellenImport/zuordnung';
import { vorlageCsv, vorlageDateiname, vorlageXlsx } from '../../../domain/lieferstellenImport/vorlage';
import { rateEinheiten, umrechnungText, type VerbrauchsEinheit } from '../../../domain/lieferstellenImport/einheit';
import { DialogFrame } from '../../ui/dialogs/DialogFrame';
import { meldeBehandeltenFehler } from '../../ui/errors/fehlerprotokoll';
import { saveFile } from '../../ui/download/saveFile';
import { anzahl } from '../../i18n/anzahl';
import { ImportBerichtTable } from './ImportBerichtTable';
import { leseImHintergrund } from './leseImHintergrund';
import { SpaltenZuordnung } from './SpaltenZuordnung';


function Vorlagen({ sparte }: { sparte: Sparte }) {
  const speichere = async (endung: 'xlsx' | 'csv') => {
    const name = vorlageDateiname(sparte, endung);
    saveFile({ blob: endung === 'xlsx' ? await vorlageXlsx(sparte) : vorlageCsv(sparte), fileName: name }, name);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button startIcon={<FileDownloadIcon />} onClick={() => void speichere('xlsx')}>
        Vorlage (Excel)
      </Button>
      <Button startIcon={<FileDownloadIcon />} onClick={() => void speichere('csv')}>
        Vorlage (CSV)
      </Button>
    </Stack>
  );
}

/**
 * "Aus Datei importieren" and "Aus Excel einfügen": a CSV or Excel file, or rows copied from a spreadsheet, are
 * read in the browser and checked row by row; nothing reaches the form before the user has seen the report and
 * chosen the rows. Rows taken over with errors keep their values, and the form marks the fields to correct.
 */
export function LieferstellenImport({ sparte }: { sparte: Sparte }) {
  const { getValues, setValue } = useFormContext();
  const notify = useNotify();
  const translate = useTranslate();
  const datei = useRef<HTMLInputElement>(null);
  const [offen, setOffen] = useState<'datei' | 'einfuegen' | null>(null);
  const [eingefuegt, setEingefuegt] = useState('');
  const [liest, setLiest] = useState(false);
  const [dateiname, setDateiname] = useState('');
  const [fehler, setFehler] = useState<string[]>([]);
  const [bericht, setBericht] = useState<Bericht | null>(null);
  const [ausgewaehlt, setAusgewaehlt] = useState<Set<number>>(new Set());
  // What was read and how its columns are mapped; `zuordnen` while the mapping step shows instead of the report.
  const [gelesen, setGelesen] = useState<{ tabelle: Tabelle; uebersicht: SpaltenUebersicht | null } | null>(null);
  const [zuordnung, setZuordnung] = useState<Zuordnung>([]);
  const [einheiten, setEinheiten] = useState<(VerbrauchsEinheit | null)[]>([]);
  // Values for all rows, for fields with a closed set of values that no column fills (chosen in the mapping step).
  const [festwerte, setFestwerte] = useState<Festwerte>({});
  const [zuordnen, setZuordnen] = useState(false);
  const quelle: ImportQuelle = offen === 'einfuegen' ? 'einfuegen' : 'datei';
  // The file being read: closing the dialog, pasting or choosing another file ends it, so that its late report
  // never replaces what is on screen by then.
  const lesend = useRef<AbortController | null>(null);
  const leseNichtWeiter = () => {
    lesend.current?.abort();
    lesend.current = null;
  };
  useEffect(() => leseNichtWeiter, []);

  const [zuMarkieren, setZuMarkieren] = useState<string[]>([]);
  const anzahlLieferstellen = ((useWatch({ name: 'lieferstellen' }) as unknown[] | undefined) ?? []).length;
  // Messages show on touched fields (SPEC.md section 5): the fields of rows taken over with errors count as
  // touched — once the table has rendered them, since only rendered fields are validated.
  useEffect(() => {
    if (zuMarkieren.length === 0) return;
    for (const pfad of zuMarkieren) setValue(pfad, getValues(pfad), { shouldTouch: true, shouldValidate: true });
    setZuMarkieren([]);
  }, [zuMarkieren, anzahlLieferstellen, getValues, setValue]);

  const vorhandene = () => (getValues('lieferstellen') as { maloId?: string }[] | undefined) ?? [];
  const schliessen = () => {
    leseNichtWeiter();
    setLiest(false);
    setOffen(null);
    setEingefuegt('');
    setDateiname('');
    setBericht(null);
    setFehler([]);
    setGelesen(null);
    setZuordnen(false);
  };
  const berichte = (tabelle: Tabelle, spalten: Zuordnung | undefined, woher: ImportQuelle, mitEinheiten?: (VerbrauchsEinheit | null)[], fuerAlle: Festwerte = {}) => {
    const ergebnis = pruefeImport(tabelle, sparte, vorhandene().map((l) => String(l.maloId ?? '')).filter(Boolean), { zuordnung: spalten, einheiten: mitEinheiten, quelle: woher, festwerte: fuerAlle });
    setZuordnen(false);
    setFehler(ergebnis.dateifehler);
    setBericht(ergebnis.dateifehler.length ? null : ergebnis);
    setAusgewaehlt(new Set(ergebnis.zeilen.filter((z) => z.fehler.length === 0).map((z) => z.nummer)));
  };
  /** Headings other than the template's are mapped first, with the portal's guess; the template's go straight to the report. */
  const pruefe = (tabelle: Tabelle, woher: ImportQuelle) => {
    const uebersicht = spaltenUebersicht(tabelle, sparte);
    const vorschlag = uebersicht ? rateZuordnung(uebersicht.kopfzeile.zellen, sparte) : undefined;
    setGelesen({ tabelle, uebersicht });
    setZuordnung(vorschlag ?? []);
    setEinheiten(uebersicht ? rateEinheiten(uebersicht.kopfzeile.zellen) : []);
    setFestwerte({});
    if (uebersicht && brauchtZuordnung(uebersicht.kopfzeile, sparte)) {
      setZuordnen(true);
      setBericht(null);
      setFehler([]);
      return;
    }
    berichte(tabelle, vorschlag, woher);
  };
  const zurZuordnung = () => {
    setBericht(null);
    setFehler([]);
    setZuordnen(true);
  };
  const einfuegen = (text: string) => {
    leseNichtWeiter();
    setEingefuegt(text);
    if (text.trim() === '') {
      setBericht(null);
      setFehler([]);
      setGelesen(null);
      setZuordnen(false);
      return;
    }
    try {
      pruefe(mitVorlagenKopf(leseEingefuegt(text), sparte), 'einfuegen');
    } catch (err) {
      setGelesen(null);
      setZuordnen(false);
      setBericht(null);
      setFehler([err instanceof ImportFehler ? err.message : 'Die eingefügten Zeilen lassen sich nicht lesen.']);
      if (!(err instanceof ImportFehler)) meldeBehandeltenFehler('Lieferstellenimport', err);
    }
  };
  const lesen = async (e: ChangeEvent<HTMLInputElement>) => {
    const gewaehlt = e.target.files?.[0];
    e.target.value = '';
    if (!gewaehlt) return;
    leseNichtWeiter();
    const abbruch = new AbortController();
    lesend.current = abbruch;
    setDateiname(gewaehlt.name);
    setLiest(true);
    setBericht(null);
    setFehler([]);
    setGelesen(null);
    setZuordnen(false);
    try {
      const tabelle = await leseImHintergrund(gewaehlt.name, new Uint8Array(await gewaehlt.arrayBuffer()), abbruch.signal);
      if (!abbruch.signal.aborted) pruefe(tabelle, 'datei');
    } catch (err) {
      // Ended on purpose (the dialog closed, another file or pasted rows): nothing to report.
      if (abbruch.signal.aborted) return;
      setFehler([err instanceof ImportFehler ? err.message : 'Die Datei lässt sich nicht lesen.']);
      // Not the file's fault (a missing chunk after an update, a bug): the page's error handling should know.
      if (!(err instanceof ImportFehler)) meldeBehandeltenFehler('Lieferstellenimport', err);
    } finally {
      if (lesend.current === abbruch) {
        lesend.current = null;
        setLiest(false);
      }
    }
  };
  const uebernehmen = () => {
    if (!bericht) return;
    const zeilen = bericht.zeilen.filter((z) => ausgewaehlt.has(z.nummer));
    const bisher = vorhandene();
    setValue('lieferstellen', [...bisher, ...zeilen.map((z) => z.lieferstelle)], { shouldDirty: true });
    setZuMarkieren(zeilen.flatMap((z, i) => (z.fehler.length ? Object.keys(z.lieferstelle).map((feld) => `lieferstellen.${bisher.length + i}.${feld}`) : [])));
    notify(`${anzahl('lieferstelle', zeilen.length)} übernommen.`, { type: 'success' });
    schliessen();
  };

  const mitFehlern = bericht?.zeilen.filter((z) => z.fehler.length > 0).length ?? 0;
  const mitHinweisen = bericht?.zeilen.filter((z) => z.fehler.length === 0 && z.warnungen.length > 0).length ?? 0;
  const fehlerhaftAusgewaehlt = bericht?.zeilen.filter((z) => z.fehler.length > 0 && ausgewaehlt.has(z.nummer)).length ?? 0;
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1 }}>
        <Button startIcon={<ContentPasteIcon />} onClick={() => setOffen('einfuegen')}>
          Aus Excel einfügen
        </Button>
        <Button startIcon={<UploadFileIcon />} onClick={() => setOffen('datei')}>
          Aus Datei importieren
        </Button>
      </Stack>
      <DialogFrame
        offen={offen !== null}
        titel={offen === 'einfuegen' ? 'Lieferstellen aus Excel einfügen' : 'Lieferstellen aus Datei importieren'}
        breite="lg"
        onSchliessen={schliessen}
        aktionen={
          <>
            <Button onClick={schliessen}>Abbrechen</Button>
            {bericht && (
              <Button variant="contained" disabled={ausgewaehlt.size === 0} onClick={uebernehmen}>
                {`${anzahl('lieferstelle', ausgewaehlt.size)} übernehmen`}
              </Button>
            )}
          </>
        }
      >
        <Stack spacing={2}>
          {offen === 'einfuegen' ? (
            <>
              <Typography>
                Markieren Sie in Excel die Zeilen Ihrer Lieferstellen, kopieren Sie sie (Strg+C) und fügen Sie sie hier ein (Strg+V). Ohne Überschriftenzeile
                werden die Spalten in der Reihenfolge der Vorlage gelesen; mit Überschriftenzeile ordnet das Portal die Spalten nach den Überschriften zu, und
                Sie können die Zuordnung ändern. Vor der Übernahme sehen Sie, was in jeder Zeile zu prüfen ist.
              </Typography>
              <Vorlagen sparte={sparte} />
              <TextField
                label={translate('portal.ausschreibung.zeilenAusExcel')}
                multiline
                minRows={4}
                maxRows={10}
                value={eingefuegt}
                onChange={(e) => einfuegen(e.target.value)}
                slotProps={{ htmlInput: { spellCheck: false, style: { whiteSpace: 'pre', overflowX: 'auto' } } }}
                autoFocus
              />
            </>
          ) : (
            <>
              <Typography>
                Eine Zeile je Lieferstelle, als CSV (Trennzeichen Semikolon oder Komma) oder Excel-Arbeitsmappe. Die Vorlage zeigt die erwarteten Spalten; heißen
                Ihre Spalten anders, ordnen Sie sie vor der Prüfung zu. Vor der Übernahme sehen Sie, was in jeder Zeile zu prüfen ist.
              </Typography>
              <Vorlagen sparte={sparte} />
              <div>
                <input ref={datei} type="file" accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" hidden onChange={(e) => void lesen(e)} aria-label="Lieferstellendatei" />
                <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => datei.current?.click()} disabled={liest}>
                  {bericht || fehler.length ? 'Andere Datei wählen' : 'Datei wählen'}
                </Button>
                {dateiname && !liest && <Typography component="span" sx={{ ml: 2 }}>{dateiname}</Typography>}
              </div>
            </>
          )}
          {liest && (
            <div role="status">
              <Typography variant="body2">{`${dateiname} wird gelesen und geprüft …`}</Typography>
              <LinearProgress />
            </div>
          )}
          {fehler.map((f) => (
            <Alert key={f} severity="error">
              {f}
            </Alert>
          ))}
          {zuordnen && gelesen?.uebersicht && (
            <SpaltenZuordnung
              uebersicht={gelesen.uebersicht}
              sparte={sparte}
              quelle={quelle}
              zuordnung={zuordnung}
              einheiten={einheiten}
              onAendern={setZuordnung}
              onEinheiten={setEinheiten}
              festwerte={festwerte}
              onFestwerte={setFestwerte}
              onWeiter={() => berichte(gelesen.tabelle, zuordnung, quelle, einheiten, festwerte)}
            />
          )}
          {bericht && (
            <>
              <Alert severity={mitFehlern ? 'warning' : 'success'} role="status">
                {`${anzahl(quelle === 'einfuegen' ? 'eingefuegteZeile' : 'zeile', bericht.zeilen.length)} gelesen: ${formatZahl(bericht.zeilen.length - mitFehlern - mitHinweisen)} in Ordnung, ${formatZahl(mitHinweisen)} mit Hinweisen, ${formatZahl(mitFehlern)} mit Fehlern.`}
                {mitFehlern > 0 &&
                  ` Zeilen mit Fehlern sind nicht ausgewählt: Wählen Sie sie aus, um sie nach der Übernahme in der Tabelle zu korrigieren, oder ${
                    quelle === 'einfuegen' ? 'korrigieren Sie die Zeilen in Excel und fügen Sie sie erneut ein.' : 'korrigieren Sie die Datei und wählen Sie sie erneut.'
                  }`}
              </Alert>
              {gelesen?.uebersicht && (
                <div>
                  <Button size="small" onClick={zurZuordnung}>
                    Spalten zuordnen
                  </Button>
                </div>
              )}
              {bericht.umrechnung && (
                <Alert severity="info">{`Jahresverbrauch aus der Spalte „${bericht.umrechnung.spalte}“: ${umrechnungText(bericht.umrechnung.einheit)}.`}</Alert>
              )}
              {bericht.unbekannteSpalten.length > 0 && (
                <Alert severity="info">{`Nicht übernommen ${bericht.unbekannteSpalten.length === 1 ? 'wird die Spalte' : 'werden die Spalten'} ${bericht.unbekannteSpalten.map((s) => `„${s}“`).join(', ')}.`}</Alert>
              )}
              <ImportBerichtTable
                titel={quelle === 'einfuegen' ? 'Prüfbericht der eingefügten Zeilen' : 'Prüfbericht der Datei'}
                zeilen={bericht.zeilen}
                ausgewaehlt={ausgewaehlt}
                onAuswahl={setAusgewaehlt}
              />
              {fehlerhaftAusgewaehlt > 0 && (
                <Typography variant="body2" color="warning.dark">
                  {`${anzahl('ausgewaehlteZeileHat', fehlerhaftAusgewaehlt)} Fehler: Die betroffenen Felder sind nach der Übernahme in der Tabelle markiert.`}
                </Typography>
              )}
            </>
          )}
        </Stack>
      </DialogFrame>
    </>
  );
}
