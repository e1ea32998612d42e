import { Type, type Static } from '@sinclair/typebox';
import { KUNDENTYPEN } from '../ausschreibung';
import { Nullbar } from './nullbar';

/** Self-registration of Kunden and EVUs (DESIGN.md section 7); passwords arrive RSA-encrypted. */
const Text = (maxLength: number, minLength = 1) => Type.String({ minLength, maxLength });
const Optional = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

export const LOGIN_MUSTER = '^[A-Za-z0-9._@-]{3,64}$';
export const PLZ_MUSTER = '^\\d{5}$';
export const BDEW_MUSTER = '^\\d{13}$';

const Konto = {
  login: Type.String({ pattern: LOGIN_MUSTER }),
  email: Type.String({ format: 'email', maxLength: 254 }),
  password: Text(2000),
  passwordConfirmation: Text(2000),
};

const Anschrift = {
  strasse: Text(200),
  plz: Type.String({ pattern: PLZ_MUSTER }),
  ort: Text(100),
  telefon: Optional(50),
};

export const KundeRegistrierung = Type.Object(
  {
    ...Konto,
    typ: Type.Union(KUNDENTYPEN.map((t) => Type.Literal(t))),
    firma: Optional(200),
    anrede: Optional(20),
    vorname: Text(100),
    nachname: Text(100),
    geburtsdatum: Type.Optional(Nullbar({ format: 'date' })),
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
    vorname: Text(100),
    nachname: Text(100),
    ...Anschrift,
  },
  { additionalProperties: false },
);
export type EvuRegistrierung = Static<typeof EvuRegistrierung>;
