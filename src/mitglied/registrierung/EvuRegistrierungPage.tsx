import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SPARTEN_FLAGS } from '../../../domain/ausschreibung';
import { BitFlagGroup } from '../../ui/bitflags/BitFlagGroup';
import { PFLICHT } from '../../../domain/pflicht';
import { bdewCodenummer, mindestensEineSparte } from '../../ui/validation/rules';
import { AnschriftUndKontoFields } from './AnschriftUndKontoFields';
import { RegistrierungField, type Fehler } from './RegistrierungField';
import { pruefeKonto } from './pruefen';
import { REIHENABSTAND, RegistrierungForm } from './RegistrierungForm';
import { ANSPRECHPARTNER_HINWEIS, profilFelder } from '../../i18n/felder';

const LEER = {
  login: '', email: '', password: '', passwordConfirmation: '', firma: '', sparten: 0, bdewCodenummer: '', ansprechpartner: '',
  vorname: '', nachname: '', strasse: '', plz: '', ort: '', telefon: '',
};

/** /evu/registrieren: an energy supplier registers with the Sparten it supplies (bit flags 1 Strom, 2 Gas). */
export function EvuRegistrierungPage() {
  const [w, setW] = useState(LEER);
  const [fehler, setFehler] = useState<Fehler>({});
  const setze = (name: keyof typeof LEER, wert: string) => setW((alt) => ({ ...alt, [name]: wert }));
  const feld = { werte: w, setze, fehler };

  const pruefe = (datenschutz: boolean) => {
    const f = pruefeKonto(w, datenschutz);
    if (!w.firma.trim()) f.firma = PFLICHT;
    if (!w.ansprechpartner.trim()) f.ansprechpartner = PFLICHT;
    const spartenFehler = mindestensEineSparte(w.sparten);
    if (spartenFehler) f.sparten = spartenFehler;
    const bdewFehler = bdewCodenummer(w.bdewCodenummer);
    if (bdewFehler) f.bdewCodenummer = bdewFehler;
    return f;
  };
  const gesendet = { ...w, bdewCodenummer: w.bdewCodenummer || null, telefon: w.telefon || null };

  return (
    <RegistrierungForm titel="Registrierung als Energieversorger" rolle="evu" werte={gesendet} pruefe={pruefe} fehler={fehler} setFehler={setFehler}>
      <RegistrierungField {...feld} name="firma" label={profilFelder.firma} required autoComplete="organization" />
      <BitFlagGroup label={profilFelder.sparten} flags={SPARTEN_FLAGS} wert={w.sparten} onChange={(sparten) => setW((alt) => ({ ...alt, sparten }))} fehler={fehler.sparten} />
      <RegistrierungField {...feld} name="bdewCodenummer" label={profilFelder.bdewCodenummer} inputProps={{ inputMode: 'numeric', maxLength: 13 }} helperText="13 Ziffern; für die Zulassung als Versorger nötig" />
      <RegistrierungField
        {...feld}
        name="ansprechpartner"
        label={profilFelder.ansprechpartner}
        required
        helperText={ANSPRECHPARTNER_HINWEIS}
      />
      <div>
        <Typography variant="subtitle1" component="h2">
          Inhaber des Zugangs
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Ihr eigener Name: Sie melden sich mit dem Anmeldenamen unten an und erhalten die E-Mails zum Konto.
        </Typography>
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={REIHENABSTAND}>
        <RegistrierungField {...feld} name="vorname" label={profilFelder.vorname} required autoComplete="given-name" />
        <RegistrierungField {...feld} name="nachname" label={profilFelder.nachname} required autoComplete="family-name" />
      </Stack>
      <AnschriftUndKontoFields {...feld} />
    </RegistrierungForm>
  );
}
