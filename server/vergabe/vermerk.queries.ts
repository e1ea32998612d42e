import type { Insertable, Kysely } from 'kysely';
import { istAusgeschlossen, type VergleichsAngebot } from '../../domain/api/kundeAngebote';
import { aehnlichesVolumenAbMwh, hatKriterien, type EignungsKriterienWerte } from '../../domain/zulassung/eignung';
import { AusschreibungStatus, type Sparte } from '../../domain/ausschreibung';
import { statusAm } from '../../domain/auktion/ende';
import type { GebotsVerlauf } from '../../domain/auktion/gebotsVerlauf';
import { AKTION_LABEL } from '../../domain/historie';
import { jahreskosten } from '../../domain/jahreskosten';
import { ausE4 } from '../../domain/preise';
import { rangierteAngebote } from '../angebot/vergleich.queries';
import { versiegelteFassungen } from '../angebot/versiegelt.queries';
import { gebotsVerlaeufe } from '../auktion/queries';
import { ladeAusschreibung, type AusschreibungDetail } from '../ausschreibung/detail.queries';
import type { FristAenderung } from '../ausschreibung/fristAenderung';
import { ausschreibungsVerlauf } from '../ausschreibung/historie.queries';
import type { Database, VergabevermerkTable } from '../db/schema';
import { veroeffentlichterWortlaut } from '../../domain/vergabe/bieterfragen';
import { ladeFragen } from './bieterfragen.queries';
import { ruegenDer } from './ruege.queries';
import type { Ruege } from '../../domain/api/zuschlag';
import { ladeKriterien, letzteBonitaet, nachweiseAm, pruefungenDerAusschreibung, zulassungAm, type NachweisAm, type Pruefung } from './eignung.queries';

/** Everything the Vergabevermerk (§ 8 VgV) records, gathered from the tender and its audit trail. */
export interface VermerkDaten {
  ausschreibung: AusschreibungDetail;
  auftraggeber: { name: string; typ: string; anschrift: string };
  antwortfristTage: number;
  zuschlagVorgesehen: { angebotId: number; am: number; wirksamAb: number } | null;
  eingeladene: { firma: string; eingeladenAm: number }[];
  /** each offer, ranked once the offers were opened (status 2), else in the order of receipt */
  angebote: VermerkAngebot[];
  /** every moved deadline, oldest first */
  fristAenderungen: (FristAenderung & { am: number; wer: string })[];
  /** the published questions in their published wording; `bearbeitet` where the administrator edited it */
  fragen: { frage: string; bearbeitet: boolean; gestelltAm: string; antwort: string | null; beantwortetAm: string | null }[];
  /** how many questions the administrator withheld: counted here, their text only in the audit trail */
  nichtVeroeffentlicht: number;
  auktion: VermerkAuktion | null;
  /** the Rügen received, with their decisions and, after a rejection, the bidder's Nachprüfungsfrist */
  ruegen: Ruege[];
  eignung: VermerkEignung;
  ereignisse: { zeit: string; wer: string; aktion: string; details: string | null }[];
  erstelltAm: number;
}

/**
 * One offer as the record states it: received in the sealed round (its time there, never an auction bid's), what it
 * offered then, how its bidder bid in the auction, and where it stands now.
 */
export interface VermerkAngebot {
  evu: string;
  status: string;
  /** the last submission in the sealed round */
  eingereichtAm: number;
  fristgerecht: boolean;
  /** the sealed offer's prices; only once the offers were opened */
  angebotspreis?: { arbeitspreisCtKwh: number; jahreskostenEuro: number };
  /** the bidder's bids in the online auction, if it bid */
  gebote?: GebotsVerlauf;
  /** the offer as it stands and ranks now (after an auction: with the last bid); only once opened */
  rang?: VergleichsAngebot;
  /** the Begründung when the Eignungsprüfung excluded the bidder: the offer is not ranked; only once opened */
  ausschluss?: { begruendung: string };
}

/**
 * Each bidder's suitability as the record states it (issue 45): its Zulassung for the tender's Sparte and its proofs
 * as they stood at the Angebotsfrist, its latest credit rating, and the Eignungsprüfung where the tender set criteria.
 */
export interface VermerkEignung {
  /** the Angebotsfrist: the moment the Zulassung and the proofs are stated for */
  stichtag: number;
  kriterien: EignungsKriterienWerte | null;
  aehnlichAbMwh: number;
  bieter: {
    evu: string;
    /** the last transition at or before the Angebotsfrist; null: none by then */
    zulassung: { status: string; seit: number } | null;
    nachweise: NachweisAm[];
    eigenerklaerung: { name: string; am: string } | null;
    bonitaet: { klasse: number; datum: string; quelle: string } | null;
    pruefung: Omit<Pruefung, 'evuId'> | null;
  }[];
}

async function vermerkEignung(db: Kysely<Database>, a: AusschreibungDetail, bieter: readonly { evu_id: number; firma: string }[]): Promise<VermerkEignung> {
  const stichtag = Date.parse(a.angebotsfrist);
  const evuIds = bieter.map((b) => b.evu_id);
  const [kriterien, pruefungen, zulassungen, { nachweise, eigenerklaerungen }, bonitaeten] = await Promise.all([
    ladeKriterien(db, a.id),
    pruefungenDerAusschreibung(db, a.id),
    zulassungAm(db, evuIds, a.typ, stichtag),
    nachweiseAm(db, evuIds, stichtag),
    letzteBonitaet(db, evuIds),
  ]);
  return {
    stichtag,
    kriterien: hatKriterien(kriterien) ? kriterien : null,
    aehnlichAbMwh: aehnlichesVolumenAbMwh(a.lieferstellen.reduce((summe, l) => summe + l.jahresverbrauchKwh, 0)),
    bieter: [...bieter]
      .sort((x, y) => x.firma.localeCompare(y.firma, 'de'))
      .map((b) => {
        const pruefung = pruefungen.find((p) => p.evuId === b.evu_id);
        return {
          evu: b.firma,
          zulassung: zulassungen.get(b.evu_id) ?? null,
          // An Ökostrom-Zertifikat says nothing about a supply of Gas.
          nachweise: (nachweise.get(b.evu_id) ?? []).filter((n) => a.typ === 1 || n.art !== 'Oekostromzertifikat'),
          eigenerklaerung: eigenerklaerungen.get(b.evu_id) ?? null,
          bonitaet: bonitaeten.get(b.evu_id) ?? null,
          pruefung: pruefung ? { geeignet: pruefung.geeignet, begruendung: pruefung.begruendung, geprueftVon: pruefung.geprueftVon, geprueftAm: pruefung.geprueftAm } : null,
        };
      }),
  };
}

/** The online auction (issue 21) as the record states it; a cancelled plan leaves no row and no auction. */
export interface VermerkAuktion {
  status: 'geplant' | 'laeuft' | 'beendet';
  beginn: number;
  /** with extensions */
  ende: number;
  dauerMinuten: number;
  verlaengerungMinuten: number;
  verlaengerungen: number;
  gebote: number;
  bieterMitGebot: number;
  /** the lowest Jahreskosten bid */
  bestesGebot: { evu: string; arbeitspreisCtKwh: number; jahreskostenEuro: number; am: number } | null;
}

async function vermerkAuktion(db: Kysely<Database>, id: number, jetzt: number): Promise<VermerkAuktion | null> {
  const auktion = await db.selectFrom('auktion').selectAll().where('ausschreibung_id', '=', id).executeTakeFirst();
  if (!auktion) return null;
  const gebote = await db
    .selectFrom('auktion_gebot as g')
    .innerJoin('evu as v', 'v.id', 'g.evu_id')
    .select(['g.evu_id', 'v.firma', 'g.arbeitspreis_ct_kwh_e4', 'g.jahreskosten_euro', 'g.abgegeben_am'])
    .where('g.ausschreibung_id', '=', id)
    .orderBy('g.id')
    .execute();
  const bestes = gebote.reduce<(typeof gebote)[number] | undefined>((b, g) => (!b || Number(g.jahreskosten_euro) < Number(b.jahreskosten_euro) ? g : b), undefined);
  return {
    // The stored status follows the clock only on the auction's next tick; the record states it as of now.
    status: statusAm({ beginn: Number(auktion.beginn), ende: Number(auktion.ende) }, jetzt),
    beginn: Number(auktion.beginn),
    ende: Number(auktion.ende),
    dauerMinuten: auktion.dauer_minuten,
    verlaengerungMinuten: auktion.verlaengerung_minuten,
    verlaengerungen: auktion.verlaengerungen,
    gebote: gebote.length,
    bieterMitGebot: new Set(gebote.map((g) => g.evu_id)).size,
    bestesGebot: bestes
      ? { evu: bestes.firma, arbeitspreisCtKwh: ausE4(bestes.arbeitspreis_ct_kwh_e4), jahreskostenEuro: Number(bestes.jahreskosten_euro), am: Number(bestes.abgegeben_am) }
      : null,
  };
}

export async function vermerkDaten(db: Kysely<Database>, id: number, sparte: Sparte, erstelltAm: number): Promise<VermerkDaten> {
  const ausschreibung = await ladeAusschreibung(db, id, sparte);
  const [auftraggeber, eingeladene, angebote, fragen, verlauf, auktion, fassungen, gebote, ruegen] = await Promise.all([
    db
      .selectFrom('ausschreibung as a')
      .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
      .select(['k.typ', 'k.strasse', 'k.plz', 'k.ort', 'a.antwortfrist_tage'])
      .where('a.id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('einladung as e')
      .innerJoin('evu as v', 'v.id', 'e.evu_id')
      .select(['v.firma', 'e.eingeladen_am'])
      .where('e.ausschreibung_id', '=', id)
      .orderBy('v.firma')
      .execute(),
    db
      .selectFrom('angebot as o')
      .innerJoin('evu as v', 'v.id', 'o.evu_id')
      .select(['o.id', 'o.evu_id', 'v.firma', 'o.status'])
      .where('o.ausschreibung_id', '=', id)
      .execute(),
    ladeFragen(db, id),
    ausschreibungsVerlauf(db, id),
    vermerkAuktion(db, id, erstelltAm),
    versiegelteFassungen(db, id),
    gebotsVerlaeufe(db, id),
    ruegenDer(db, id),
  ]);
  const vorgesehen = ausschreibung.zuschlagVorgesehen;
  const geoeffnet = ausschreibung.status >= AusschreibungStatus.PruefungAngebote;
  const [rangliste, eignung] = await Promise.all([geoeffnet ? rangierteAngebote(db, ausschreibung, { nurFreigegebene: false }) : [], vermerkEignung(db, ausschreibung, angebote)]);
  return {
    ausschreibung,
    auftraggeber: {
      name: ausschreibung.kunde,
      typ: auftraggeber.typ,
      anschrift: `${auftraggeber.strasse}, ${auftraggeber.plz} ${auftraggeber.ort}`,
    },
    antwortfristTage: auftraggeber.antwortfrist_tage,
    zuschlagVorgesehen: vorgesehen ? { angebotId: vorgesehen.angebotId, am: Date.parse(vorgesehen.am), wirksamAb: Date.parse(vorgesehen.wirksamAb) } : null,
    eingeladene: eingeladene.map((e) => ({ firma: e.firma, eingeladenAm: Number(e.eingeladen_am) })),
    angebote: angebote
      .map((o): VermerkAngebot => {
        const fassung = fassungen.get(o.id)!;
        const eintrag = rangliste.find((r) => r.id === o.id);
        const bietverlauf = gebote.get(o.evu_id);
        return {
          evu: o.firma,
          status: o.status,
          eingereichtAm: fassung.eingereichtAm,
          fristgerecht: fassung.eingereichtAm <= Date.parse(ausschreibung.angebotsfrist),
          ...(geoeffnet
            ? { angebotspreis: { arbeitspreisCtKwh: ausE4(fassung.preise.arbeitspreisCtKwhE4), jahreskostenEuro: jahreskosten(fassung.preise, ausschreibung.lieferstellen).euro } }
            : {}),
          ...(bietverlauf ? { gebote: { anzahl: bietverlauf.anzahl, erstes: bietverlauf.erstes, letztes: bietverlauf.letztes } } : {}),
          ...(eintrag && !istAusgeschlossen(eintrag) ? { rang: eintrag } : {}),
          ...(eintrag && istAusgeschlossen(eintrag) ? { ausschluss: { begruendung: eintrag.ausschluss.begruendung } } : {}),
        };
      })
      // Ranked offers by rank, then the excluded ones; before the opening all in the order of receipt.
      .sort((x, y) => ordnung(x) - ordnung(y) || x.eingereichtAm - y.eingereichtAm),
    fristAenderungen: verlauf.fristAenderungen,
    // Who asked and what was withheld stay out of the record: the Kunde reads it too.
    fragen: fragen
      .filter((f) => f.veroeffentlicht)
      .map((f) => ({ frage: veroeffentlichterWortlaut(f), bearbeitet: f.wortlaut !== null, gestelltAm: f.gestelltAm, antwort: f.beantwortetAm ? f.antwort : null, beantwortetAm: f.beantwortetAm })),
    nichtVeroeffentlicht: fragen.filter((f) => !f.veroeffentlicht).length,
    auktion,
    ruegen,
    eignung,
    ereignisse: verlauf.eintraege
      .slice()
      .reverse()
      .map((e) => (e.aktion === AKTION_LABEL.bieterfrage_gestellt ? { ...e, wer: 'Bieter' } : e)),
    erstelltAm,
  };
}

const ordnung = (o: VermerkAngebot) => o.rang?.rang ?? (o.ausschluss ? Number.MAX_SAFE_INTEGER - 1 : Number.MAX_SAFE_INTEGER);

/** The stored final Vermerk of a closed tender, if there is one yet. */
export async function gespeicherterVermerk(db: Kysely<Database>, ausschreibungId: number) {
  return (await db.selectFrom('vergabevermerk').select('pdf').where('ausschreibung_id', '=', ausschreibungId).executeTakeFirst())?.pdf;
}

/** Stores the final Vermerk unless another instance stored one first; whether this one was stored. */
export async function speichereVermerkEinmal(db: Kysely<Database>, zeile: Insertable<VergabevermerkTable>): Promise<boolean> {
  const r = await db.insertInto('vergabevermerk').values(zeile).onConflict((oc) => oc.column('ausschreibung_id').doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}
