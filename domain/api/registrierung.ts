import { Type, type Static } from '@sinclair/typebox';
import { anschrift, BDEW_MUSTER, Email, KundeProfil, Login, OptionalerText as Optional, Personenname, Text } from './profilFelder';

/** Self-registration of Kunden and EVUs (DESIGN.md section 7); passwords arrive RSA-encrypted. */

export { BDEW_MUSTER, LOGIN_MUSTER, PLZ_MUSTER } from './profilFelder';

const Konto = {
  login: Login,
  email: Email,
  password: Text(2000),
  passwordConfirmation: Text(2000),
};

const Anschrift = anschrift(Optional(50));

export const KundeRegistrierung = Type.Object(
  {
    ...Konto,
    ...KundeProfil,
    ...Anschrift,
  },
  { additionalProperties: false },
);
export type KundeRegistrierung = Static<typeof KundeRegistrierung>;

export const EvuRegistrierung = Type.Object(
  {
    ...Konto,
    firma: Text(200),
    sparten: Type.Integer({ minimum: 1, maximum: 3 }),
    bdewCodenummer: Type.Optional(Type.Union([Type.String({ pattern: BDEW_MUSTER }), Type.Literal(''), Type.Null()])),
    ansprechpartner: Text(200),
    ...Personenname,
    ...Anschrift,
  },
  { additionalProperties: false },
);
export type EvuRegistrierung = Static<typeof EvuRegistrierung>;
