import { Type, type TSchema } from '@sinclair/typebox';
import { KUNDENTYPEN } from '../ausschreibung';
import { Nullbar } from './nullbar';

/**
 * The fields a Kunde's or EVU's profile and an account share across the registration, the own Benutzerdaten and the
 * administrator's forms: one rule per field, so the three APIs check a PLZ or a login name alike.
 */

export const LOGIN_MUSTER = '^[A-Za-z0-9._@-]{3,64}$';
export const PLZ_MUSTER = '^\\d{5}$';
export const BDEW_MUSTER = '^\\d{13}$';

export const Text = (maxLength: number, minLength = 1) => Type.String({ minLength, maxLength });
/** Text or null, and may be left out, as a union (the registration and the own profile). */
export const OptionalerText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

export const Login = Type.String({ pattern: LOGIN_MUSTER });
export const Email = Type.String({ format: 'email', maxLength: 254 });
export const Kundentyp = Type.Union(KUNDENTYPEN.map((t) => Type.Literal(t)));
export const Personenname = { vorname: Text(100), nachname: Text(100) };

/** Who a Kunde is, as the registration and the own Benutzerdaten ask it. */
export const KundeProfil = {
  typ: Kundentyp,
  firma: OptionalerText(200),
  anrede: OptionalerText(20),
  ...Personenname,
  geburtsdatum: Type.Optional(Nullbar({ format: 'date' })),
};

/** Street, PLZ and place; `telefon` as the API words its "or null". */
export const anschrift = <T extends TSchema>(telefon: T) => ({
  strasse: Text(200),
  plz: Type.String({ pattern: PLZ_MUSTER }),
  ort: Text(100),
  telefon,
});
