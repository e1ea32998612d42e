import { useState, type FormEvent } from 'react';
import QRCode from 'qrcode';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { memberApi, type NeuerFaktor } from '../api/mitglied/memberApi';
import { useMemberAktion, useWiederherstellungscodeStand, useZweiteFaktoren, WIEDERHERSTELLUNGSCODES, ZWEITE_FAKTOREN } from '../api/mitglied/useMember';
import { istAppCode, type SecondFactor } from '../../domain/auth';
import { AktuellesPasswortFeld, useAktuellesPasswort } from './AktuellesPasswortFeld';
import { PasswortBestaetigenDialog } from './PasswortBestaetigenDialog';
import { WiederherstellungscodesAnzeige } from './WiederherstellungscodesAnzeige';
import { feldFehlerAus } from './serverFehler';
import { anmeldeFelder } from '../i18n/felder';

function codesUebrig(anzahl: number): string {
  if (anzahl === 0) return 'Alle Wiederherstellungscodes sind verbraucht.';
  return anzahl === 1 ? 'Noch ein unbenutzter Wiederherstellungscode.' : `Noch ${anzahl} unbenutzte Wiederherstellungscodes.`;
}

/**
 * Second factors (Google Authenticator): list, add by scanning a QR code and confirming a code with the current
 * password, delete with the current password. The first factor brings ten recovery codes, shown once; new ones need
 * the password too.
 */
export function ZweiteFaktorenPage() {
  const { data: faktoren, error: ladefehler } = useZweiteFaktoren();
  const { data: codeStand } = useWiederherstellungscodeStand(!!faktoren?.length);
  const neuerFaktor = useMemberAktion(memberApi.newSecondFactor);
  const hinzufuegen = useMemberAktion(memberApi.addSecondFactor, { neuLaden: ZWEITE_FAKTOREN });
  const entfernen = useMemberAktion(memberApi.deleteSecondFactor, { neuLaden: ZWEITE_FAKTOREN });
  const erneuern = useMemberAktion(memberApi.regenerateRecoveryCodes, { neuLaden: WIEDERHERSTELLUNGSCODES });
  const [neu, setNeu] = useState<NeuerFaktor & { qr: string }>();
  const [eingabe, setEingabe] = useState({ label: '', code: '' });
  const passwort = useAktuellesPasswort();
  const [fehler, setFehler] = useState<{ meldung: string; felder: Record<string, string> }>();
  const [erfolg, setErfolg] = useState<string>();
  const [zuLoeschen, setZuLoeschen] = useState<SecondFactor>();
  const [neueCodesFragen, setNeueCodesFragen] = useState(false);
  /** recovery codes just issued: the only time they are shown */
  const [codes, setCodes] = useState<string[]>();
  const meldung = fehler ?? (ladefehler ? feldFehlerAus(ladefehler) : undefined);

  const starten = async () => {
    setFehler(undefined);
    setErfolg(undefined);
    try {
      const faktor = await neuerFaktor.mutateAsync();
      setNeu({ ...faktor, qr: await QRCode.toDataURL(faktor.otpauthUri, { width: 220, margin: 1 }) });
      setEingabe({ label: faktor.label, code: '' });
      passwort.leeren();
    } catch (e) {
      setFehler(feldFehlerAus(e));
    }
  };

  const bestaetigen = async (e: FormEvent) => {
    e.preventDefault();
    if (!neu) return;
    setFehler(undefined);
    passwort.neuerVersuch();
    try {
      const { qr: _qr, ...faktor } = neu;
      await hinzufuegen.mutateAsync({ ...faktor, label: eingabe.label.trim(), code: eingabe.code.trim(), passwort: passwort.wert });
      setNeu(undefined);
      setEingabe({ label: '', code: '' });
      passwort.leeren();
      setErfolg('Der zweite Faktor wurde eingerichtet. Bei der nächsten Anmeldung werden Sie nach einem Code gefragt.');
      if (faktor.recoveryCodes) setCodes(faktor.recoveryCodes);
    } catch (err) {
      // A refused password is the password field's message, not an alert above the other fields.
      if (passwort.abgelehnt(err)) return;
      // Another first factor was confirmed meanwhile (another tab): this set-up is void, the page offers a new one.
      if ((err as { status?: number }).status === 409) setNeu(undefined);
      setFehler(feldFehlerAus(err));
    }
  };

  /** A refused password keeps the dialog open with the server's message (PasswortBestaetigenDialog). */
  const loeschen = async (f: SecondFactor, passwort: string) => {
    await entfernen.mutateAsync({ id: f.id, passwort });
    setZuLoeschen(undefined);
    setCodes(undefined);
    setFehler(undefined);
    setErfolg(`Der zweite Faktor „${f.label}“ wurde entfernt. Ihre anderen Sitzungen wurden beendet.`);
  };

  const neueCodes = async (passwort: string) => {
    setCodes(await erneuern.mutateAsync(passwort));
    setNeueCodesFragen(false);
    setErfolg(undefined);
  };

  return (
    <Paper component="section" sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Zweiter Faktor
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Mit einem zweiten Faktor fragt das Portal bei der Anmeldung zusätzlich einen Code aus einer Authenticator-App ab.
      </Typography>
      {erfolg && <Alert severity="success" role="status" sx={{ mb: 2 }}>{erfolg}</Alert>}
      {meldung && !neu && <Alert severity="error" sx={{ mb: 2 }}>{meldung.meldung}</Alert>}
      {!faktoren ? (
        <Skeleton variant="rounded" height={80} aria-label="Lade..." />
      ) : faktoren.length === 0 ? (
        <Typography sx={{ mb: 2 }}>Sie haben noch keinen zweiten Faktor eingerichtet.</Typography>
      ) : (
        <List aria-label="Eingerichtete Faktoren">
          {faktoren.map((f) => (
            <ListItem key={f.id} divider secondaryAction={
              <IconButton edge="end" aria-label={`${f.label} löschen`} onClick={() => setZuLoeschen(f)}>
                <DeleteIcon />
              </IconButton>
            }>
              <ListItemText primary={f.label} secondary="Google Authenticator" />
            </ListItem>
          ))}
        </List>
      )}
      {codes && <WiederherstellungscodesAnzeige codes={codes} onFertig={() => setCodes(undefined)} />}
      {!!faktoren?.length && !codes && (
        <Box component="section" aria-labelledby="codes-stand" sx={{ mt: 2 }}>
          <Typography id="codes-stand" variant="h6" component="h2">Wiederherstellungscodes</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} justifyContent="space-between">
            <Typography variant="body2">
              {codeStand ? codesUebrig(codeStand.remaining) : 'Lade...'} Damit melden Sie sich an, wenn Sie Ihr Telefon nicht zur Hand haben.
            </Typography>
            <Button onClick={() => setNeueCodesFragen(true)} sx={{ flexShrink: 0 }}>Neue Codes erzeugen</Button>
          </Stack>
        </Box>
      )}
      {!neu ? (
        <Button variant="contained" onClick={starten} sx={{ mt: 2 }}>
          Google Authenticator hinzufügen
        </Button>
      ) : (
        <Box component="form" noValidate onSubmit={bestaetigen} sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2">Neuen Faktor einrichten</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mt: 1 }}>
            <Box component="img" src={neu.qr} alt="QR-Code für die Authenticator-App" sx={{ width: 220, height: 220 }} />
            <Box sx={{ flexGrow: 1 }}>
              <Typography variant="body2">
                Scannen Sie den QR-Code mit Ihrer Authenticator-App oder geben Sie den Schlüssel von Hand ein:
              </Typography>
              <Typography component="code" sx={{ display: 'block', my: 1, fontFamily: 'monospace', wordBreak: 'break-all' }}>{neu.secret}</Typography>
              {fehler && <Alert severity="error">{fehler.meldung}</Alert>}
              <TextField label={anmeldeFelder.faktorBezeichnung} fullWidth margin="normal" required value={eingabe.label} inputProps={{ maxLength: 100 }}
                onChange={(e) => setEingabe({ ...eingabe, label: e.target.value })} />
              <TextField label={anmeldeFelder.codeAusDerApp} fullWidth margin="normal" required value={eingabe.code} autoComplete="one-time-code"
                inputProps={{ inputMode: 'numeric', maxLength: 6 }} error={!!fehler?.felder.code} helperText={fehler?.felder.code}
                onChange={(e) => setEingabe({ ...eingabe, code: e.target.value })} />
              <Typography variant="body2" sx={{ mt: 1 }}>Bitte bestätigen Sie die Einrichtung mit Ihrem aktuellen Passwort.</Typography>
              <AktuellesPasswortFeld passwort={passwort} />
              <Stack direction="row" spacing={2} justifyContent="flex-end">
                <Button onClick={() => setNeu(undefined)}>Abbrechen</Button>
                <Button type="submit" variant="contained"
                  disabled={!eingabe.label.trim() || !istAppCode(eingabe.code.trim()) || !passwort.wert || hinzufuegen.isPending}>
                  Bestätigen
                </Button>
              </Stack>
            </Box>
          </Stack>
        </Box>
      )}
      <PasswortBestaetigenDialog
        offen={!!zuLoeschen}
        titel="Eintrag löschen?"
        text={`Soll der Eintrag „${zuLoeschen?.label ?? ''}“ wirklich gelöscht werden? Bitte bestätigen Sie mit Ihrem aktuellen Passwort. Ihre anderen Sitzungen werden dabei beendet.`}
        bestaetigen="Löschen"
        zerstoerend
        onAbbrechen={() => setZuLoeschen(undefined)}
        onBestaetigen={(passwort) => loeschen(zuLoeschen!, passwort)}
      />
      <PasswortBestaetigenDialog
        offen={neueCodesFragen}
        titel="Neue Wiederherstellungscodes erzeugen?"
        text="Sie erhalten zehn neue Codes; die bisherigen gelten danach nicht mehr. Bitte bestätigen Sie mit Ihrem aktuellen Passwort."
        bestaetigen="Erzeugen"
        onAbbrechen={() => setNeueCodesFragen(false)}
        onBestaetigen={neueCodes}
      />
    </Paper>
  );
}
