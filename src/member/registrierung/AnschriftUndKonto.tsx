import Stack from '@mui/material/Stack';
import { Feld, type Fehler } from './felder';

type Gemeinsam = { strasse: string; plz: string; ort: string; telefon: string; email: string; login: string; password: string; passwordConfirmation: string };

/** The fields every registration asks last: address, contact, login name and password with confirmation. */
export function AnschriftUndKonto<T extends Gemeinsam>({ werte, setze, fehler }: { werte: T; setze: (name: keyof T & string, wert: string) => void; fehler: Fehler }) {
  const feld = { werte, setze, fehler } as unknown as { werte: Gemeinsam; setze: (name: keyof Gemeinsam, wert: string) => void; fehler: Fehler };
  return (
    <>
      <Feld {...feld} name="strasse" label="Straße und Hausnummer" required autoComplete="street-address" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Feld {...feld} name="plz" label="PLZ" required autoComplete="postal-code" inputProps={{ inputMode: 'numeric', maxLength: 5 }} sx={{ maxWidth: { sm: 140 } }} />
        <Feld {...feld} name="ort" label="Ort" required autoComplete="address-level2" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Feld {...feld} name="telefon" label="Telefon" autoComplete="tel" />
        <Feld {...feld} name="email" label="E-Mail-Adresse" type="email" required autoComplete="email" />
      </Stack>
      <Feld {...feld} name="login" label="Anmeldename" required autoComplete="username" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Feld {...feld} name="password" label="Passwort" type="password" required autoComplete="new-password" helperText="Mindestens 10 Zeichen" />
        <Feld {...feld} name="passwordConfirmation" label="Passwort bestätigen" type="password" required autoComplete="new-password" />
      </Stack>
    </>
  );
}
