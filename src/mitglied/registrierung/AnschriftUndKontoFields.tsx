import Stack from '@mui/material/Stack';
import { RegistrierungField, type Fehler } from './RegistrierungField';
import { REIHENABSTAND } from './RegistrierungForm';
import { anmeldeFelder, anschriftFelder, profilFelder } from '../../i18n/felder';

type Gemeinsam = { strasse: string; plz: string; ort: string; telefon: string; email: string; login: string; password: string; passwordConfirmation: string };

/** The fields every registration asks last: address, contact, login name and password with confirmation. */
export function AnschriftUndKontoFields<T extends Gemeinsam>({ werte, setze, fehler }: { werte: T; setze: (name: keyof T & string, wert: string) => void; fehler: Fehler }) {
  const feld = { werte, setze, fehler } as unknown as { werte: Gemeinsam; setze: (name: keyof Gemeinsam, wert: string) => void; fehler: Fehler };
  return (
    <>
      <RegistrierungField {...feld} name="strasse" label={anschriftFelder.strasse} required autoComplete="street-address" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={REIHENABSTAND}>
        <RegistrierungField {...feld} name="plz" label={anschriftFelder.plz} required autoComplete="postal-code" inputProps={{ inputMode: 'numeric', maxLength: 5 }} sx={{ maxWidth: { sm: 140 } }} />
        <RegistrierungField {...feld} name="ort" label={anschriftFelder.ort} required autoComplete="address-level2" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={REIHENABSTAND}>
        <RegistrierungField {...feld} name="telefon" label={anschriftFelder.telefon} autoComplete="tel" />
        <RegistrierungField {...feld} name="email" label={profilFelder.emailAdresse} type="email" required autoComplete="email" />
      </Stack>
      <RegistrierungField {...feld} name="login" label={anmeldeFelder.anmeldename} required autoComplete="username" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={REIHENABSTAND}>
        <RegistrierungField {...feld} name="password" label={anmeldeFelder.passwort} type="password" required autoComplete="new-password" helperText="Mindestens 10 Zeichen" />
        <RegistrierungField {...feld} name="passwordConfirmation" label={anmeldeFelder.passwortBestaetigen} type="password" required autoComplete="new-password" />
      </Stack>
    </>
  );
}
