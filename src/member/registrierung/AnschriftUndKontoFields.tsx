import Stack from '@mui/material/Stack';
import { RegistrierungField, type Fehler } from './RegistrierungField';
import { REIHENABSTAND } from './RegistrierungForm';

type Gemeinsam = { strasse: string; plz: string; ort: string; telefon: string; email: string; login: string; password: string; passwordConfirmation: string };

/** The fields every registration asks last: address, contact, login name and password with confirmation. */
export function AnschriftUndKontoFields<T extends Gemeinsam>({ werte, setze, fehler }: { werte: T; setze: (name: keyof T & string, wert: string) => void; fehler: Fehler }) {
  const feld = { werte, setze, fehler } as unknown as { werte: Gemeinsam; setze: (name: keyof Gemeinsam, wert: string) => void; fehler: Fehler };
  return (
    <>
      <RegistrierungField {...feld} name="strasse" label="Straße und Hausnummer" required autoComplete="street-address" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={REIHENABSTAND}>
        <RegistrierungField {...feld} name="plz" label="PLZ" required autoComplete="postal-code" inputProps={{ inputMode: 'numeric', maxLength: 5 }} sx={{ maxWidth: { sm: 140 } }} />
        <RegistrierungField {...feld} name="ort" label="Ort" required autoComplete="address-level2" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={REIHENABSTAND}>
        <RegistrierungField {...feld} name="telefon" label="Telefon" autoComplete="tel" />
        <RegistrierungField {...feld} name="email" label="E-Mail-Adresse" type="email" required autoComplete="email" />
      </Stack>
      <RegistrierungField {...feld} name="login" label="Anmeldename" required autoComplete="username" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={REIHENABSTAND}>
        <RegistrierungField {...feld} name="password" label="Passwort" type="password" required autoComplete="new-password" helperText="Mindestens 10 Zeichen" />
        <RegistrierungField {...feld} name="passwordConfirmation" label="Passwort bestätigen" type="password" required autoComplete="new-password" />
      </Stack>
    </>
  );
}
