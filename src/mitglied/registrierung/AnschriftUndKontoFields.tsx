import Stack from '@mui/material/Stack';
import { RegistrierungField, type Fehler } from './RegistrierungField';
import { REIHENABSTAND } from './RegistrierungForm';
import { anmeldeFelder, anschriftFelder, profilFelder } from '../../i18n/felder';
import { ANSCHRIFT_UND_KONTAKT, type AnschriftFeldname } from '../../benutzerdaten/anschriftUndKontakt';

type Gemeinsam = { strasse: string; plz: string; ort: string; telefon: string; email: string; login: string; password: string; passwordConfirmation: string };

/** The profile's address and contact field as this form's props: required where a rule says so ('*'), its browser hints. */
const anschrift = (name: AnschriftFeldname) => {
  const { regeln, autoComplete, inputMode, maxLength } = ANSCHRIFT_UND_KONTAKT[name];
  return { name, required: regeln.some((regel) => regel.isRequired), autoComplete, inputProps: { inputMode, maxLength } };
};

/** The fields every registration asks last: address, contact, login name and password with confirmation. */
export function AnschriftUndKontoFields<T extends Gemeinsam>({ werte, setze, fehler }: { werte: T; setze: (name: keyof T & string, wert: string) => void; fehler: Fehler }) {
  const feld = { werte, setze, fehler } as unknown as { werte: Gemeinsam; setze: (name: keyof Gemeinsam, wert: string) => void; fehler: Fehler };
  return (
    <>
      <RegistrierungField {...feld} {...anschrift('strasse')} label={anschriftFelder.strasse} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={REIHENABSTAND}>
        <RegistrierungField {...feld} {...anschrift('plz')} label={anschriftFelder.plz} sx={{ maxWidth: { sm: 140 } }} />
        <RegistrierungField {...feld} {...anschrift('ort')} label={anschriftFelder.ort} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={REIHENABSTAND}>
        <RegistrierungField {...feld} {...anschrift('telefon')} label={anschriftFelder.telefon} />
        {/* type email unlike the profile's EmailInput: this form sends the address as typed, and the browser trims it. */}
        <RegistrierungField {...feld} {...anschrift('email')} label={profilFelder.emailAdresse} type="email" />
      </Stack>
      <RegistrierungField {...feld} name="login" label={anmeldeFelder.anmeldename} required autoComplete="username" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={REIHENABSTAND}>
        <RegistrierungField {...feld} name="password" label={anmeldeFelder.passwort} type="password" required autoComplete="new-password" helperText="Mindestens 10 Zeichen" />
        <RegistrierungField {...feld} name="passwordConfirmation" label={anmeldeFelder.passwortBestaetigen} type="password" required autoComplete="new-password" />
      </Stack>
    </>
  );
}
