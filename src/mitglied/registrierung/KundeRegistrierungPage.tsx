import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { KUNDENTYPEN, type Kundentyp } from '../../../domain/ausschreibung';
import { PFLICHT } from '../../../domain/pflicht';
import { AnschriftUndKontoFields } from './AnschriftUndKontoFields';
import { RegistrierungField, type Fehler } from './RegistrierungField';
import { istKalenderdatum } from '../../../domain/datum';
import { DayMonthYearSelect } from '../../ui/date/DayMonthYearSelect';
import { pruefeKonto } from './pruefen';
import { REIHENABSTAND, RegistrierungForm } from './RegistrierungForm';
import { DATUM_GIBT_ES_NICHT } from '../../../domain/profilRegeln';
import { profilFelder } from '../../i18n/felder';

const LEER = {
  login: '', email: '', password: '', passwordConfirmation: '', typ: 'Unternehmen' as Kundentyp, firma: '', anrede: '',
  vorname: '', nachname: '', geburtsdatum: '', strasse: '', plz: '', ort: '', telefon: '',
};

/** /kunde/registrieren: an Unternehmen, a Kommune or a Privatperson registers as Kunde. */
export function KundeRegistrierungPage() {
  const [w, setW] = useState(LEER);
  const [fehler, setFehler] = useState<Fehler>({});
  const setze = (name: keyof typeof LEER, wert: string) => setW((alt) => ({ ...alt, [name]: wert }));
  const feld = { werte: w, setze, fehler };
  const privat = w.typ === 'Privatperson';

  const pruefe = (datenschutz: boolean) => {
    const f = pruefeKonto(w, datenschutz);
    if (!privat && !w.firma.trim()) f.firma = PFLICHT;
    if (privat && !w.geburtsdatum) f.geburtsdatum = PFLICHT;
    else if (privat && !istKalenderdatum(w.geburtsdatum)) f.geburtsdatum = DATUM_GIBT_ES_NICHT;
    return f;
  };
  const gesendet = { ...w, firma: privat ? null : w.firma, geburtsdatum: privat ? w.geburtsdatum : null, anrede: w.anrede || null, telefon: w.telefon || null };

  return (
    <RegistrierungForm titel="Registrierung als Energiekunde" rolle="kunde" werte={gesendet} pruefe={pruefe} fehler={fehler} setFehler={setFehler}>
      <RegistrierungField {...feld} name="typ" select label={profilFelder.kundentyp} required>
        {KUNDENTYPEN.map((t) => (
          <MenuItem key={t} value={t}>{t}</MenuItem>
        ))}
      </RegistrierungField>
      {!privat && <RegistrierungField {...feld} name="firma" label={w.typ === 'Kommune' ? profilFelder.kommune : profilFelder.firma} required autoComplete="organization" />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={REIHENABSTAND}>
        <RegistrierungField {...feld} name="anrede" select label={profilFelder.anrede}>
          {['Frau', 'Herr', 'Divers'].map((a) => <MenuItem key={a} value={a}>{a}</MenuItem>)}
        </RegistrierungField>
        <RegistrierungField {...feld} name="vorname" label={profilFelder.vorname} required autoComplete="given-name" />
        <RegistrierungField {...feld} name="nachname" label={profilFelder.nachname} required autoComplete="family-name" />
      </Stack>
      {privat && <DayMonthYearSelect wert={w.geburtsdatum} onChange={(wert) => setze('geburtsdatum', wert)} fehler={fehler.geburtsdatum} />}
      <AnschriftUndKontoFields {...feld} />
    </RegistrierungForm>
  );
}
