import { Type, type Static } from '@sinclair/typebox';
import { ANTWORTFRIST_TAGE_HOECHSTENS } from '../vergabe/fristen';

const Zeitpunkt = Type.String({ format: 'date-time' });
export const FRAGE_LAENGE = 4000;

export const FrageEingabe = Type.Object({ frage: Type.String({ minLength: 1, maxLength: FRAGE_LAENGE }) }, { additionalProperties: false });
export type FrageEingabe = Static<typeof FrageEingabe>;

/** A question as an invited EVU sees it: the answer once published, `eigene` for its own questions. */
export const EvuFrage = Type.Object({
  id: Type.Integer(),
  frage: Type.String(),
  antwort: Type.Optional(Type.String()),
  beantwortetAm: Type.Optional(Zeitpunkt),
  eigene: Type.Boolean(),
});
export type EvuFrage = Static<typeof EvuFrage>;

/** A question as the Kunde sees it: with the administrator's draft, without the asking EVU. */
export const KundeFrage = Type.Object({
  id: Type.Integer(),
  frage: Type.String(),
  gestelltAm: Zeitpunkt,
  antwort: Type.Union([Type.String(), Type.Null()]),
  beantwortetAm: Type.Union([Zeitpunkt, Type.Null()]),
});
export type KundeFrage = Static<typeof KundeFrage>;

/**
 * A question as the administrator sees it: with the asking EVU, whether it is published, and what the bidder wrote
 * where the published wording (`frage`) was edited.
 */
export const AdminFrage = Type.Composite([
  KundeFrage,
  Type.Object({ evuId: Type.Integer(), evu: Type.String(), veroeffentlicht: Type.Boolean(), urspruenglicheFrage: Type.Union([Type.String(), Type.Null()]) }),
]);
export type AdminFrage = Static<typeof AdminFrage>;

export const AntwortEingabe = Type.Object(
  {
    antwort: Type.String({ minLength: 1, maxLength: FRAGE_LAENGE }),
    /** a later Angebotsfrist, set in the same step when the answer comes too late for the current one */
    angebotsfristVerlaengernBis: Type.Optional(Zeitpunkt),
  },
  { additionalProperties: false },
);
export type AntwortEingabe = Static<typeof AntwortEingabe>;

/** The administrator's published wording of a question. */
export const WortlautEingabe = Type.Object({ frage: Type.String({ minLength: 1, maxLength: FRAGE_LAENGE }) }, { additionalProperties: false });
export type WortlautEingabe = Static<typeof WortlautEingabe>;

export const EntwurfEingabe = Type.Object({ antwort: Type.String({ minLength: 1, maxLength: FRAGE_LAENGE }) }, { additionalProperties: false });

/** The tender's rule for answers (§ 20 (3) VgV) and what it means now, for the administrator's answer dialog. */
export const Antwortregel = Type.Object({
  antwortfristTage: Type.Integer(),
  angebotsfrist: Zeitpunkt,
  /** answers published after this instant come too late for the current Angebotsfrist */
  antwortSpaetestensBis: Zeitpunkt,
  /** whether an answer published now (by the server's clock) comes later than the rule allows */
  jetztZuSpaet: Type.Boolean(),
  /** the earliest Angebotsfrist that an answer published now would be in time for, on the next whole minute */
  fruehesteAngebotsfrist: Zeitpunkt,
  /** the extension the portal offers with a late answer: a little after the earliest, so it still holds at the click */
  vorgeschlageneAngebotsfrist: Zeitpunkt,
});
export type Antwortregel = Static<typeof Antwortregel>;

export const AntwortregelEingabe = Type.Object({ antwortfristTage: Type.Integer({ minimum: 0, maximum: ANTWORTFRIST_TAGE_HOECHSTENS }) }, { additionalProperties: false });

/** A Zuschlag that waits for the Stillhaltefrist (§ 134 GWB) before it takes effect. */
export const ZuschlagVorgesehen = Type.Object({ angebotId: Type.Integer(), am: Zeitpunkt, wirksamAb: Zeitpunkt });
export type ZuschlagVorgesehen = Static<typeof ZuschlagVorgesehen>;
