import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { anschrift, BDEW_MUSTER, Email, KundeProfil, OptionalerText as Optional, Personenname, Text } from './profilFelder';
import { Rueckgabe } from './rueckgabe';
import { DbGanzzahl } from './ganzzahl';

/**
 * The own profile of a Kunde or EVU (DESIGN.md section 5), `GET/PUT /api/{kunde,evu}/benutzerdaten`.
 * A changed `email` takes effect only once the link mailed to it was opened; until then the answer names it
 * as `emailAusstehend`.
 */
const Anschrift = { ...anschrift(Optional(50)), email: Email };

const KundeFelder = {
  ...KundeProfil,
  ...Anschrift,
};

const EvuFelder = {
  firma: Text(200),
  /** bit flags 1 Strom, 2 Gas; "at least one" is the service's rule, with its own message */
  sparten: Type.Integer({ minimum: 0, maximum: 3 }),
  bdewCodenummer: Type.Optional(Type.Union([Type.String({ pattern: BDEW_MUSTER }), Type.Literal(''), Type.Null()])),
  ansprechpartner: Text(200),
  ...Personenname,
  ...Anschrift,
};

const Version = { version: DbGanzzahl };
const Ausstehend = { emailAusstehend: Type.Union([Type.String(), Type.Null()]) };
const eingabe = <T extends TProperties>(felder: T) => Type.Object({ ...felder, ...Version }, { additionalProperties: false });
const antwort = <T extends TProperties>(felder: T) => Type.Object({ ...felder, ...Version, ...Ausstehend });

export const KundeBenutzerdatenEingabe = eingabe(KundeFelder);
/** `typFestgelegt`: one of the Kunde's tenders is released, so only an administrator may still change its type. */
export const KundeBenutzerdaten = Type.Object({ ...antwort(KundeFelder).properties, typFestgelegt: Type.Boolean() });
export const EvuBenutzerdatenEingabe = eingabe(EvuFelder);
export const EvuBenutzerdaten = antwort(EvuFelder);
/** PUT: the profile as read, with its edits; `emailAusstehend` is accepted and ignored. */
export const KundeBenutzerdatenRueckgabe = Rueckgabe(KundeBenutzerdatenEingabe, KundeBenutzerdaten);
export const EvuBenutzerdatenRueckgabe = Rueckgabe(EvuBenutzerdatenEingabe, EvuBenutzerdaten);

export type KundeBenutzerdatenEingabe = Static<typeof KundeBenutzerdatenEingabe>;
export type KundeBenutzerdaten = Static<typeof KundeBenutzerdaten>;
export type EvuBenutzerdatenEingabe = Static<typeof EvuBenutzerdatenEingabe>;
export type EvuBenutzerdaten = Static<typeof EvuBenutzerdaten>;
