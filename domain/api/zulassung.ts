import { Type, type Static } from '@sinclair/typebox';
import { HOCHGELADENE_NACHWEISE, NACHWEISE } from '../zulassung/nachweise';
import { REFERENZEN_HOECHSTENS, REFERENZ_VOLUMEN_HOECHSTENS_MWH } from '../zulassung/referenzen';
import { ZULASSUNG_STATUS_WERTE } from '../zulassung/status';
import { DbGanzzahl } from './ganzzahl';
import { Rueckgabe } from './rueckgabe';

/** The EVU's side of the supplier register (issue 45): `/api/evu/zulassung`, `/api/evu/nachweise`, … */

const Datum = Type.String({ format: 'date' });
const Zeitpunkt = Type.String({ format: 'date-time' });
const Sparte = Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 Strom, 2 Gas' });
const Status = Type.Union(ZULASSUNG_STATUS_WERTE.map((s) => Type.Literal(s)));
const Art = Type.Union(NACHWEISE.map((a) => Type.Literal(a)));
const HochgeladeneArt = Type.Union(HOCHGELADENE_NACHWEISE.map((a) => Type.Literal(a)));

export const FehlenderNachweis = Type.Object({
  arten: Type.Array(Art, { description: 'the kinds any one of which meets the requirement' }),
  text: Type.String({ description: 'German, e.g. „Betriebshaftpflichtversicherung: abgelaufen am 31.03.2026“' }),
});

export const SparteZulassung = Type.Object({
  sparte: Sparte,
  status: Status,
  seit: Type.Union([Zeitpunkt, Type.Null()], { description: 'since when the state holds; null for a Sparte added before the register kept one' }),
  begruendung: Type.Union([Type.String(), Type.Null()], { description: 'the administrator’s reason of a decision (rejection, blocking, admission note)' }),
  fehlend: Type.Array(FehlenderNachweis),
  beantragbar: Type.Boolean({ description: 'the state allows an application (registriert, abgelehnt, abgelaufen) and nothing is missing' }),
  hinweis: Type.Union([Type.String(), Type.Null()], { description: 'German: why the EVU cannot apply now, or null when it can' }),
});

export const Nachweis = Type.Object({
  id: Type.Integer(),
  art: HochgeladeneArt,
  gueltigBis: Type.Union([Datum, Type.Null()]),
  name: Type.String(),
  size: Type.Integer(),
  uploadedAt: Zeitpunkt,
  pruefung: Type.Union([Type.Literal('geprueft'), Type.Literal('abgelehnt'), Type.Null()]),
  pruefungBegruendung: Type.Union([Type.String(), Type.Null()]),
  /** the newest of its kind: the one that counts */
  aktuell: Type.Boolean(),
});

export const ZulassungStand = Type.Object({
  sparten: Type.Array(SparteZulassung),
  nachweise: Type.Array(Nachweis),
  eigenerklaerung: Type.Union([Type.Object({ unterzeichnetName: Type.String(), unterzeichnetAm: Datum, gespeichertAm: Zeitpunkt }), Type.Null()]),
  referenzen: Type.Integer({ description: 'rows of the Referenzliste' }),
  bdewCodenummer: Type.Union([Type.String(), Type.Null()]),
});

export const NachweisQuery = Type.Object(
  {
    art: HochgeladeneArt,
    gueltigBis: Datum,
  },
  { additionalProperties: false },
);

export const NachweisIdParameter = Type.Object({ id: DbGanzzahl });

const LangerText = Type.Union([Type.String({ maxLength: 4000 }), Type.Null()]);

export const GrundErklaerung = Type.Object(
  {
    grund: Type.String({ maxLength: 40 }),
    liegtVor: Type.Boolean(),
    erlaeuterung: Type.Optional(LangerText),
    selbstreinigung: Type.Optional(LangerText),
  },
  { additionalProperties: false },
);

export const EigenerklaerungEingabe = Type.Object(
  {
    erklaerungen: Type.Array(GrundErklaerung, { maxItems: 40 }),
    unterzeichnetName: Type.String({ maxLength: 200 }),
    unterzeichnetAm: Datum,
  },
  { additionalProperties: false },
);

export const Eigenerklaerung = Type.Object({
  ...EigenerklaerungEingabe.properties,
  gespeichertAm: Zeitpunkt,
});

export const ReferenzEingabe = Type.Object(
  {
    kunde: Type.String({ minLength: 1, maxLength: 200 }),
    volumenMwh: Type.Integer({ minimum: 1, maximum: REFERENZ_VOLUMEN_HOECHSTENS_MWH }),
    sparte: Sparte,
    von: Datum,
    bis: Type.Optional(Type.Union([Datum, Type.Null()])),
  },
  { additionalProperties: false },
);
export const ReferenzenEingabe = Type.Array(ReferenzEingabe, { minItems: 1, maxItems: REFERENZEN_HOECHSTENS });
export const Referenz = Type.Object({ ...ReferenzEingabe.properties, bis: Type.Union([Datum, Type.Null()]), id: Type.Integer() });
/** The PUT bodies as the form sends them: what the GET answered (its gespeichertAm, each row's id) comes back with the edits. */
export const EigenerklaerungRueckgabe = Rueckgabe(EigenerklaerungEingabe, Eigenerklaerung);
export const ReferenzenRueckgabe = Rueckgabe(ReferenzenEingabe, Type.Array(Referenz));

export const AntragEingabe = Type.Object(
  { sparte: Type.Optional(Sparte) },
  { additionalProperties: false, description: 'without sparte: every Sparte of the EVU whose state allows an application' },
);

export type ZulassungStand = Static<typeof ZulassungStand>;
export type SparteZulassung = Static<typeof SparteZulassung>;
export type Nachweis = Static<typeof Nachweis>;
export type FehlenderNachweis = Static<typeof FehlenderNachweis>;
export type EigenerklaerungEingabe = Static<typeof EigenerklaerungEingabe>;
export type Eigenerklaerung = Static<typeof Eigenerklaerung>;
export type ReferenzEingabe = Static<typeof ReferenzEingabe>;
export type Referenz = Static<typeof Referenz>;
export type AntragEingabe = Static<typeof AntragEingabe>;
