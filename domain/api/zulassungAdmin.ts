import { Type, type Static } from '@sinclair/typebox';
import { HOCHGELADENE_NACHWEISE } from '../zulassung/nachweise';
import { ZULASSUNG_STATUS_WERTE } from '../zulassung/status';
import { DbGanzzahl } from './ganzzahl';
import { FehlenderNachweis } from './zulassung';

/**
 * The administrator's side of the supplier register (issue 45): `/api/evuasadmin/{id}/zulassung`, the decision per
 * Sparte, the check of a proof and the Bonität; and the EVUs a tender may invite only with a Begründung.
 */

const Zeitpunkt = Type.String({ format: 'date-time' });
const Tag = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const ZulassungsStatus = Type.Union(ZULASSUNG_STATUS_WERTE.map((s) => Type.Literal(s)));

/** A Begründung an administrator gives; blank text is refused by the service with its own message. */
export const BEGRUENDUNG_MAX = 2000;
const Begruendungstext = Type.String({ maxLength: BEGRUENDUNG_MAX });

/** The decisions an administrator takes: admit, reject, block, and unblock (back to registriert). */
export const ENTSCHEIDUNGEN = ['zugelassen', 'abgelehnt', 'gesperrt', 'registriert'] as const;
export type Entscheidung = (typeof ENTSCHEIDUNGEN)[number];

export const SpartePfad = Type.Object({ id: DbGanzzahl, sparte: Type.Union([Type.Literal('strom'), Type.Literal('gas')]) });
export const NachweisPfad = Type.Object({ id: DbGanzzahl, nid: DbGanzzahl });

export const ZulassungEntscheidung = Type.Object(
  { status: Type.Union(ENTSCHEIDUNGEN.map((s) => Type.Literal(s))), begruendung: Begruendungstext },
  { additionalProperties: false },
);
export type ZulassungEntscheidung = Static<typeof ZulassungEntscheidung>;

export const NachweisPruefung = Type.Object(
  {
    pruefung: Type.Union([Type.Literal('geprueft'), Type.Literal('abgelehnt')]),
    /** required for 'abgelehnt': the EVU reads why */
    begruendung: Type.Optional(Type.Union([Begruendungstext, Type.Null()])),
  },
  { additionalProperties: false },
);
export type NachweisPruefung = Static<typeof NachweisPruefung>;

/** Credit rating classes: 1 the best, 6 default (a value entered from any agency). */
export const BONITAET_KLASSEN = [1, 2, 3, 4, 5, 6] as const;
export const BONITAET_KLASSE_TEXT: Record<number, string> = {
  1: 'ausgezeichnete Bonität',
  2: 'sehr gute Bonität',
  3: 'gute Bonität',
  4: 'mittlere Bonität',
  5: 'schwache Bonität',
  6: 'sehr schwache Bonität oder Zahlungsausfall',
};
export const BonitaetEingabe = Type.Object(
  {
    klasse: Type.Integer({ minimum: 1, maximum: 6 }),
    /** the agency's date of the rating; not in the future */
    datum: Tag,
    quelle: Type.String({ minLength: 1, maxLength: 100, description: 'the agency, e.g. Creditreform' }),
  },
  { additionalProperties: false },
);
export type BonitaetEingabe = Static<typeof BonitaetEingabe>;

const Bonitaet = Type.Object({ klasse: Type.Integer(), datum: Tag, quelle: Type.String(), erfasstAm: Zeitpunkt, erfasstVon: Type.Union([Type.String(), Type.Null()]) });

export const ZulassungVerlaufEintrag = Type.Object({
  status: ZulassungsStatus,
  at: Zeitpunkt,
  /** the administrator's or EVU user's name; null: the portal itself (registration, expiry) */
  von: Type.Union([Type.String(), Type.Null()]),
  begruendung: Type.Union([Type.String(), Type.Null()]),
});

export const ZulassungSparte = Type.Object({
  sparte: Type.Integer({ description: '1 Strom, 2 Gas' }),
  status: ZulassungsStatus,
  seit: Zeitpunkt,
  begruendung: Type.Union([Type.String(), Type.Null()]),
  /** the same requirements the EVU's own page names (domain/zulassung/fehlend.ts `fehlendFuerSparte`) */
  fehlend: Type.Array(FehlenderNachweis),
  /** requirements met only by proofs the administrator has not checked yet (German names); admitting waits for them */
  ungeprueft: Type.Array(Type.String()),
  /** newest first */
  verlauf: Type.Array(ZulassungVerlaufEintrag),
});

export const NachweisZeile = Type.Object({
  id: Type.Integer(),
  art: Type.Union(HOCHGELADENE_NACHWEISE.map((n) => Type.Literal(n))),
  name: Type.String(),
  groesse: Type.Integer(),
  gueltigBis: Type.Union([Tag, Type.Null()]),
  hochgeladenAm: Zeitpunkt,
  pruefung: Type.Union([Type.Literal('geprueft'), Type.Literal('abgelehnt'), Type.Null()]),
  pruefungBegruendung: Type.Union([Type.String(), Type.Null()]),
  geprueftAm: Type.Union([Zeitpunkt, Type.Null()]),
  geprueftVon: Type.Union([Type.String(), Type.Null()]),
  /** where the administrator downloads it */
  pfad: Type.String(),
  /** the newest of its kind: the one that counts; an older one is replaced */
  aktuell: Type.Boolean(),
});

export const ZulassungAdminAntwort = Type.Object({
  sparten: Type.Array(ZulassungSparte),
  nachweise: Type.Array(NachweisZeile),
  eigenerklaerung: Type.Union([
    Type.Object({ unterzeichnetName: Type.String(), unterzeichnetAm: Tag, gespeichertAm: Zeitpunkt, pfad: Type.String({ description: 'the PDF' }) }),
    Type.Null(),
  ]),
  referenzen: Type.Array(Type.Object({ kunde: Type.String(), volumenMwh: Type.Integer(), sparte: Type.Integer(), von: Type.String(), bis: Type.Union([Type.String(), Type.Null()]) })),
  bonitaet: Type.Union([Bonitaet, Type.Null()]),
});
export type ZulassungAdminAntwort = Static<typeof ZulassungAdminAntwort>;
export type ZulassungSparte = Static<typeof ZulassungSparte>;
export type NachweisZeile = Static<typeof NachweisZeile>;

/** An EVU of the tender's Sparte that is not admitted for it: invited only with a Begründung. */
export const NichtZugelassenesEvu = Type.Object({
  label: Type.String(),
  value: Type.Integer(),
  plz: Type.String(),
  ort: Type.String(),
  status: ZulassungsStatus,
  statusLabel: Type.String({ description: 'e.g. „in Prüfung“' }),
});
export type NichtZugelassenesEvu = Static<typeof NichtZugelassenesEvu>;
