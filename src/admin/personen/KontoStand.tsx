import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDatumZeit, formatZahl } from '../../../domain/format';
import { KontoZustand } from '../../../domain/konto';
import { personenTexte } from '../../i18n/bereiche';
import { useKontoAktionen, type Aktion, type KontoDaten } from './useKontoAktionen';
import { ZustandChip } from './ZustandChip';

/** The account facts every record of the three resources carries (KontoStand of the API). */
export interface KontoDatensatz extends KontoDaten {
  aktiv: boolean;
  gesperrt: boolean;
  gesperrtBis: string | null;
  passwortAenderungErforderlich: boolean;
  angelegtAm: string;
  letzteAnmeldung: string | null;
  anzahlSitzungen: number;
  anzahlZweiteFaktoren: number;
}

function Angabe({ feld, children, aktion }: { feld: keyof typeof personenTexte.konto; children: ReactNode; aktion?: ReactNode }) {
  const translate = useTranslate();
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2', pt: { sm: 0.75 } }}>
        {translate(`portal.personen.konto.${feld}`)}
      </Box>
      <Box component="dd" sx={{ m: 0, mb: { xs: 1.5, sm: 0 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, minHeight: 32 }}>
        <span>{children}</span>
        {aktion}
      </Box>
    </>
  );
}

/**
 * The account of a Kunde, EVU or Administrator: its state, sign-ins, sessions and second factors, each with
 * the action that changes it beside it.
 */
export function KontoStand() {
  const konto = useRecordContext<KontoDatensatz>();
  const { eintrag, moeglich, dialog } = useKontoAktionen(konto);
  if (!konto) return null;
  const knopf = (aktion: Aktion) => {
    const e = eintrag(aktion);
    return (
      <Button size="small" variant="outlined" startIcon={e.symbol} onClick={e.aktion} disabled={e.deaktiviert}>
        {e.titel}
      </Button>
    );
  };
  const gesperrt = konto.zustand === KontoZustand.Gesperrt;
  return (
    <Box component="section" aria-labelledby="konto-titel">
      <Typography id="konto-titel" variant="h6" component="h2" gutterBottom>
        Konto
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 220px) 1fr' }, columnGap: 2, rowGap: { sm: 1 } }}>
        <Angabe feld="zustand" aktion={knopf(gesperrt ? 'entsperren' : 'sperren')}>
          <ZustandChip />
        </Angabe>
        <Angabe feld="aktiviert" aktion={!konto.aktiv && knopf('aktivierung')}>
          {konto.aktiv ? 'Ja' : 'Nein, der Link aus der Aktivierungs-E-Mail wurde noch nicht geöffnet'}
        </Angabe>
        {konto.gesperrtBis && !gesperrt && (
          <Angabe feld="gesperrtBis" aktion={knopf('entsperren')}>
            {`${formatDatumZeit(konto.gesperrtBis)} Uhr`}
          </Angabe>
        )}
        <Angabe feld="passwortwechsel">{konto.passwortAenderungErforderlich ? 'Bei der nächsten Anmeldung erforderlich' : 'Nicht erforderlich'}</Angabe>
        <Angabe feld="letzteAnmeldung">{konto.letzteAnmeldung ? `${formatDatumZeit(konto.letzteAnmeldung)} Uhr` : 'Noch nie'}</Angabe>
        <Angabe feld="sitzungen" aktion={knopf('sitzungen')}>
          {formatZahl(konto.anzahlSitzungen)}
        </Angabe>
        <Angabe feld="zweiteFaktoren" aktion={moeglich.zweiteFaktoren && knopf('zweiteFaktoren')}>
          {formatZahl(konto.anzahlZweiteFaktoren)}
        </Angabe>
        <Angabe feld="angelegtAm">{`${formatDatumZeit(konto.angelegtAm)} Uhr`}</Angabe>
      </Box>
      {dialog}
    </Box>
  );
}
