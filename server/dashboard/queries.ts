import type { Kysely } from 'kysely';
import type { DashboardAntwort } from '../../domain/api/dashboard';
import { AusschreibungStatus, STATUS_LABEL, SPARTE_LABEL, type Sparte } from '../../domain/ausschreibung';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { kundeName } from '../shared/expressions';
import { isoDateTime } from '../shared/isoDateTime';

const WOCHE = 7 * 24 * 60 * 60 * 1000;
/** A busy portal has thousands of deadlines a week; the dashboard lists the soonest and counts the rest. */
const FRISTEN_HOECHSTENS = 10;

/** The administrator's overview (DESIGN.md issue 5): pipeline, work waiting, deadlines of the week, volumes. */
export async function dashboard(db: Kysely<Database>, clock: Clock): Promise<Omit<DashboardAntwort, 'zulassungenInPruefung'>> {
  const jetzt = clock.now();
  const fristabfrage = (art: 'angebotsfrist' | 'bindefrist', status: AusschreibungStatus) => {
    const faellig = db
      .selectFrom('ausschreibung as a')
      .where('a.status', '=', status)
      .where(`a.${art}`, '>', jetzt)
      .where(`a.${art}`, '<=', jetzt + WOCHE);
    return Promise.all([
      faellig
        .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
        .select((eb) => ['a.id', 'a.nummer', 'a.bezeichnung', 'a.sparte', `a.${art} as frist`, kundeName(eb).as('kunde')])
        .orderBy(`a.${art}`)
        .orderBy('a.id')
        .limit(FRISTEN_HOECHSTENS)
        .execute(),
      faellig.select((eb) => eb.fn.countAll<number>().as('anzahl')).executeTakeFirstOrThrow(),
    ]);
  };
  // Questions the administrator can still answer: published ones of tenders open for offers.
  const offeneFragen = db
    .selectFrom('bieterfrage as f')
    .innerJoin('ausschreibung as a', 'a.id', 'f.ausschreibung_id')
    .where('f.beantwortet_am', 'is', null)
    .where('f.nicht_veroeffentlicht_am', 'is', null)
    .where('a.status', '=', AusschreibungStatus.Aktiv);
  const [proStatus, proSparte, kunden, evus, [angebotsfristen, angebotsfristenAnzahl], [bindefristen, bindefristenAnzahl], volumen, fragenJeAusschreibung, fragenGesamt] = await Promise.all([
    db.selectFrom('ausschreibung').select(['status', (eb) => eb.fn.countAll<number>().as('anzahl')]).groupBy('status').execute(),
    db.selectFrom('ausschreibung').select(['sparte', (eb) => eb.fn.countAll<number>().as('anzahl')]).groupBy('sparte').execute(),
    db.selectFrom('kunde').select((eb) => eb.fn.countAll<number>().as('anzahl')).executeTakeFirstOrThrow(),
    db.selectFrom('evu').select((eb) => eb.fn.countAll<number>().as('anzahl')).executeTakeFirstOrThrow(),
    fristabfrage('angebotsfrist', AusschreibungStatus.Aktiv),
    fristabfrage('bindefrist', AusschreibungStatus.Bindefrist),
    db
      .selectFrom('lieferstelle as l')
      .innerJoin('ausschreibung as a', 'a.id', 'l.ausschreibung_id')
      .select((eb) => [eb.fn<string>('substr', ['a.lieferbeginn', eb.val(1), eb.val(7)]).as('monat'), 'a.sparte', eb.fn.sum<number>('l.jahresverbrauch_kwh').as('kwh')])
      // A cancelled tender delivers nothing: its volume is no longer tendered.
      .where('a.status', '!=', AusschreibungStatus.Aufgehoben)
      .groupBy(['monat', 'a.sparte'])
      .orderBy('monat')
      .execute(),
    offeneFragen
      .select((eb) => ['a.id', 'a.nummer', 'a.bezeichnung', 'a.sparte', eb.fn.countAll<number>().as('anzahl'), eb.fn.min('f.gestellt_am').as('seit')])
      .groupBy(['a.id', 'a.nummer', 'a.bezeichnung', 'a.sparte'])
      .orderBy('seit')
      .orderBy('a.id')
      .limit(FRISTEN_HOECHSTENS)
      .execute(),
    offeneFragen.select((eb) => eb.fn.countAll<number>().as('anzahl')).executeTakeFirstOrThrow(),
  ]);
  const anzahlStatus = new Map(proStatus.map((r) => [r.status, Number(r.anzahl)]));
  const anzahlSparte = new Map(proSparte.map((r) => [r.sparte, Number(r.anzahl)]));
  const monate = new Map<string, { monat: string; stromKwh: number; gasKwh: number }>();
  for (const v of volumen) {
    const m = monate.get(v.monat) ?? { monat: v.monat, stromKwh: 0, gasKwh: 0 };
    if (v.sparte === 1) m.stromKwh += Number(v.kwh);
    else m.gasKwh += Number(v.kwh);
    monate.set(v.monat, m);
  }
  const fristen = [
    ...angebotsfristen.map((f) => ({ ...f, art: 'Angebotsfrist' as const })),
    ...bindefristen.map((f) => ({ ...f, art: 'Bindefrist' as const })),
  ]
    .sort((x, y) => Number(x.frist) - Number(y.frist))
    .slice(0, FRISTEN_HOECHSTENS);
  return {
    proStatus: (Object.keys(STATUS_LABEL).map(Number) as AusschreibungStatus[]).map((status) => ({ status, label: STATUS_LABEL[status], anzahl: anzahlStatus.get(status) ?? 0 })),
    proSparte: (Object.keys(SPARTE_LABEL).map(Number) as Sparte[]).map((typ) => ({ typ, label: SPARTE_LABEL[typ], anzahl: anzahlSparte.get(typ) ?? 0 })),
    gesamt: [...anzahlStatus.values()].reduce((a, b) => a + b, 0),
    anzahlKunden: Number(kunden.anzahl),
    anzahlEvus: Number(evus.anzahl),
    zuPruefen: anzahlStatus.get(AusschreibungStatus.PruefungAusschreibung) ?? 0,
    angeboteFreizugeben: anzahlStatus.get(AusschreibungStatus.PruefungAngebote) ?? 0,
    fristen: fristen.map((f) => ({ id: f.id, nummer: f.nummer, bezeichnung: f.bezeichnung, typ: f.sparte, kunde: f.kunde, art: f.art, frist: isoDateTime(f.frist) })),
    offeneBieterfragen: fragenJeAusschreibung.map((f) => ({ id: f.id, nummer: f.nummer, bezeichnung: f.bezeichnung, typ: f.sparte, anzahl: Number(f.anzahl), seit: isoDateTime(Number(f.seit)) })),
    offeneBieterfragenGesamt: Number(fragenGesamt.anzahl),
    fristenGesamt: Number(angebotsfristenAnzahl.anzahl) + Number(bindefristenAnzahl.anzahl),
    volumenProMonat: [...monate.values()],
  };
}
