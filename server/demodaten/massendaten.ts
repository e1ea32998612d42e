import type { Insertable, Kysely } from 'kysely';
import { AusschreibungStatus as S, type AusschreibungStatus } from '../../domain/ausschreibung';
import { maloPruefziffer } from '../../domain/malo';
import { hashPassword } from '../shared/passwords';
import { DEMO_PASSWORT } from './demodaten';
import type { AngebotTable, AusschreibungTable, Database, EinladungTable, LieferstelleTable } from '../db/schema';

const STUNDE = 60 * 60 * 1000;
const TAG = 24 * STUNDE;
/** Rows per INSERT: below the bound-parameter limits of SQLite (32 766) and PostgreSQL (65 535) for every table. */
const BLOCK = 500;
const AUSSCHREIBUNGEN_JE_KUNDE = 100;

const ORTE = [
  ['44137', 'Dortmund'], ['97070', 'Würzburg'], ['04109', 'Leipzig'], ['28195', 'Bremen'], ['79098', 'Freiburg im Breisgau'],
  ['24103', 'Kiel'], ['99084', 'Erfurt'], ['93047', 'Regensburg'], ['01067', 'Dresden'], ['66111', 'Saarbrücken'],
] as const;
const OBJEKTE = ['Liegenschaften', 'Verwaltung', 'Schulen', 'Produktion', 'Filialen', 'Kliniken', 'Sportstätten', 'Wohnanlagen'];
const NACHNAMEN = ['Becker', 'Schulz', 'Hoffmann', 'Krüger', 'Wagner', 'Yılmaz', 'Neumann', 'Schröder', 'Kowalski', 'Lange'];

/** mulberry32: the same "random" data on every run, so benchmark figures compare across runs. */
function zufallsquelle(saat: number) {
  let s = saat >>> 0;
  const zahl = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { zahl, bis: (n: number) => Math.floor(zahl() * n), aus: <T>(liste: readonly T[]) => liste[Math.floor(zahl() * liste.length)]! };
}
type Zufall = ReturnType<typeof zufallsquelle>;

/** Month number since year 0 (UTC) → its first or last calendar day, 'YYYY-MM-DD'. */
const monatsanfang = (monat: number) => new Date(Date.UTC(Math.floor(monat / 12), monat % 12, 1)).toISOString().slice(0, 10);
const monatsende = (monat: number) => new Date(Date.UTC(Math.floor(monat / 12), (monat % 12) + 1, 0)).toISOString().slice(0, 10);

const mitBindefrist = (angebotsfrist: number) => ({ angebotsfrist, bindefrist: angebotsfrist + 28 * TAG });

/**
 * Deadlines that fit the status (DESIGN.md section 6), so no read moves a freshly seeded tender on: open
 * tenders end in the future, offers under review are still binding, completed ones lie in the past.
 */
function fristen(status: AusschreibungStatus, jetzt: number, z: Zufall): { angebotsfrist: number; bindefrist: number } {
  // Whole days away from today, on the hour during office hours (09–14 UTC, 10–16 Uhr German time).
  const stunde = Math.floor(jetzt / TAG) * TAG + (9 + z.bis(6)) * STUNDE;
  const tage = (n: number) => n * TAG;
  switch (status) {
    case S.PruefungAusschreibung:
      return mitBindefrist(stunde + tage(1 + z.bis(60)));
    case S.Aktiv:
      return mitBindefrist(stunde + tage(1 + z.bis(30)));
    case S.PruefungAngebote:
      return mitBindefrist(stunde - tage(1 + z.bis(14)));
    case S.Bindefrist:
      return { angebotsfrist: stunde - tage(15 + z.bis(14)), bindefrist: stunde + tage(1 + z.bis(21)) };
    default:
      return mitBindefrist(stunde - tage(30 + z.bis(700)));
  }
}

/** One Kunde per 100 tenders, each with a login (password DEMO_PASSWORT) as a registered Kunde has. */
async function seedeKunden(db: Kysely<Database>, anzahl: number, lauf: string, jetzt: number, z: Zufall): Promise<{ id: number; kommune: boolean }[]> {
  const passwortHash = await hashPassword(DEMO_PASSWORT);
  const ids: { id: number; kommune: boolean }[] = [];
  for (let von = 0; von < anzahl; von += BLOCK) {
    await db.transaction().execute(async (trx) => {
      const personen = Array.from({ length: Math.min(BLOCK, anzahl - von) }, (_, k) => {
        const n = von + k + 1;
        const [plz, ort] = z.aus(ORTE);
        const typ = n % 10 === 0 ? 'Privatperson' : n % 4 === 0 ? 'Kommune' : 'Unternehmen';
        const nachname = z.aus(NACHNAMEN);
        const firma = typ === 'Privatperson' ? null : typ === 'Kommune' ? `Gemeinde ${ort} ${n}` : `${nachname} Handel ${n} GmbH`;
        return { n, typ, firma, plz, ort, nachname, login: `m${lauf}k${n}`, email: `kunde${n}.${lauf}@massendaten.example` };
      });
      const benutzer = await trx
        .insertInto('benutzer')
        .values(personen.map((p) => ({
          login: p.login, login_key: p.login, email: p.email, vorname: 'Kim', nachname: p.nachname, roles: 'Kunde', password_hash: passwortHash,
          active: 1, password_change_required: 0, failed_logins: 0, locked_until: null, created_at: jetzt, version: 1,
        })))
        .returning('id')
        .execute();
      const kunden = await trx
        .insertInto('kunde')
        .values(personen.map((p, k) => ({
          benutzer_id: benutzer[k]!.id, typ: p.typ, firma: p.firma, anrede: 'Frau', vorname: 'Kim', nachname: p.nachname,
          geburtsdatum: p.typ === 'Privatperson' ? '1980-05-17' : null, strasse: `Marktstraße ${p.n % 90 + 1}`, plz: p.plz, ort: p.ort,
          telefon: null, email: p.email, version: 1, geprueft_am: jetzt, geprueft_von: null,
        })))
        .returning('id')
        .execute();
      ids.push(...kunden.map((k, i) => ({ id: k.id, kommune: personen[i]!.typ === 'Kommune' })));
    });
  }
  return ids;
}

/**
 * Adds `anzahl` tenders for load tests and benchmarks (`npm run seed:bulk`) with their own Kunden, 1–3
 * Lieferstellen each (valid MaLo-IDs and Zählpunkte), invitations of the existing EVUs whose Sparten fit, and
 * offers from status Aktiv on. Every status holds a fifth of the tenders; Sparte, Kunde, dates and volumes vary.
 * Written in blocks, one transaction each, so 100 000 take seconds, not hours.
 */
export async function seedeMassendaten(db: Kysely<Database>, anzahl: number, jetzt: number, fortschritt?: (fertig: number) => void): Promise<void> {
  const evus = await db.selectFrom('evu').select(['id', 'sparten']).execute();
  if (evus.length === 0) throw new Error('Massendaten brauchen EVUs: zuerst die Demodaten anlegen.');
  const start = Number((await db.selectFrom('ausschreibung').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  // Numbers and logins of one run differ from every other run's.
  const lauf = jetzt.toString(36);
  const z = zufallsquelle(start + 2026);
  const kunden = await seedeKunden(db, Math.ceil(anzahl / AUSSCHREIBUNGEN_JE_KUNDE), lauf, jetzt, z);

  for (let von = 0; von < anzahl; von += BLOCK) {
    const bis = Math.min(anzahl, von + BLOCK);
    await db.transaction().execute(async (trx) => {
      const ausschreibungen: Insertable<AusschreibungTable>[] = [];
      for (let i = von; i < bis; i++) {
        const sparte = 1 + z.bis(2);
        const status = (i % 5) as AusschreibungStatus; // a fifth of the tenders in each status
        const { angebotsfrist, bindefrist } = fristen(status, jetzt, z);
        const frist = new Date(angebotsfrist);
        const beginn = frist.getUTCFullYear() * 12 + frist.getUTCMonth() + 2 + z.bis(12);
        const kunde = z.aus(kunden);
        ausschreibungen.push({
          nummer: `M-${lauf}-${String(start + i + 1).padStart(7, '0')}`,
          sparte,
          kunde_id: kunde.id,
          bezeichnung: `${sparte === 1 ? 'Strom' : 'Erdgas'} ${z.aus(OBJEKTE)} ${Math.floor(beginn / 12)} Los ${i + 1}`,
          status,
          lieferbeginn: monatsanfang(beginn),
          lieferende: monatsende(beginn + (z.bis(3) === 0 ? 23 : 11)),
          angebotsfrist,
          bindefrist,
          preismodell: z.aus(['Festpreis', 'Festpreis', 'Tranchen', 'Spot']),
          toleranzband: 5 * z.bis(7),
          zahlungsziel_tage: z.aus([14, 14, 30, 60]),
          rechnungslegung: z.aus(['Monatsrechnung', 'Jahresrechnung', 'Sammelrechnung']),
          bemerkung: null,
          oekostrom: sparte === 1 ? z.aus(['keiner', 'keiner', 'HKN', 'Neuanlagen', 'Regional']) : null,
          marktgebiet: sparte === 2 ? 'THE' : null,
          gasqualitaet: sparte === 2 ? z.aus(['H', 'H', 'L']) : null,
          stillhaltefrist_pflicht: status === 0 ? null : kunde.kommune ? 1 : 0,
          created_at: Math.min(jetzt, angebotsfrist - 30 * TAG),
          updated_at: jetzt,
          version: 1,
        });
      }
      const ids = (await trx.insertInto('ausschreibung').values(ausschreibungen).returning('id').execute()).map((r) => r.id);
      const lieferstellen: Insertable<LieferstelleTable>[] = [];
      const einladungen: Insertable<EinladungTable>[] = [];
      const angebote: Insertable<AngebotTable>[] = [];
      ids.forEach((id, k) => {
        const a = ausschreibungen[k]!;
        const strom = a.sparte === 1;
        for (let position = 0, anzahlStellen = 1 + z.bis(3); position < anzahlStellen; position++) {
          const rlm = z.bis(10) < 3;
          const kwh = rlm ? 100_000 + 1_000 * z.bis(1_900) : 3_000 + 500 * z.bis(180);
          const [plz, ort] = z.aus(ORTE);
          // Ids are unique, so MaLo-IDs and Zählpunkte are too, across runs as well.
          const basis = String(6_000_000_000 + id * 4 + position);
          lieferstellen.push({
            ausschreibung_id: id,
            position,
            bezeichnung: `${z.aus(['Hauptgebäude', 'Lager', 'Werkhalle', 'Büro', 'Filiale', 'Turnhalle'])} ${position + 1}`,
            strasse: `Hauptstraße ${1 + z.bis(120)}`,
            plz,
            ort,
            malo_id: basis + maloPruefziffer(basis),
            zaehlpunkt: `DE${String(id).padStart(11, '0')}${String(position + 1).padStart(20, '0')}`,
            netzbetreiber: z.aus(['Westnetz GmbH', 'Netze BW GmbH', 'E.DIS Netz GmbH', 'Stadtwerke Netz GmbH']),
            messart: rlm ? 'RLM' : 'SLP',
            jahresverbrauch_kwh: kwh,
            max_leistung_kw: rlm ? Math.round(kwh / 4_000) : null,
            spannungsebene: strom ? (rlm ? z.aus(['MS/NS', 'MS']) : 'NS') : null,
            druckstufe: strom ? null : rlm ? 'MD' : 'ND',
            slp_profil: rlm ? null : strom ? 'G0' : 'GKO',
          });
        }
        if (a.status === S.PruefungAusschreibung) return;
        const passende = evus.filter((e) => (e.sparten & a.sparte) !== 0);
        for (const evu of passende) einladungen.push({ ausschreibung_id: id, evu_id: evu.id, eingeladen_am: a.angebotsfrist - 21 * TAG, eingeladen_von: null });
        // Aktiv: the first offers are in; afterwards most invited EVUs have bid.
        const bieter = passende.slice(0, a.status === S.Aktiv ? z.bis(2) : 1 + z.bis(passende.length));
        bieter.forEach((evu, rang) => {
          angebote.push({
            ausschreibung_id: id,
            evu_id: evu.id,
            arbeitspreis_ct_kwh_e4: strom ? 200_000 + z.bis(150_000) : 60_000 + z.bis(60_000),
            grundpreis_eur_monat_e4: 50_000 + 10_000 * z.bis(20),
            leistungspreis_eur_kw_jahr_e4: 600_000 + 10_000 * z.bis(80),
            oekoaufschlag_ct_kwh_e4: strom && a.oekostrom !== 'keiner' ? 1_000 + 500 * z.bis(8) : null,
            bindefrist_bis: a.bindefrist,
            bemerkung: null,
            status: a.status < S.Bindefrist ? 'eingereicht' : a.status === S.Bindefrist ? 'freigegeben' : rang === 0 ? 'zuschlag' : 'abgelehnt',
            eingereicht_am: Math.min(jetzt, a.angebotsfrist) - (1 + z.bis(10)) * TAG,
            version: 1,
          });
        });
      });
      await trx.insertInto('lieferstelle').values(lieferstellen).execute();
      if (einladungen.length) await trx.insertInto('einladung').values(einladungen).execute();
      if (angebote.length) await trx.insertInto('angebot').values(angebote).execute();
    });
    fortschritt?.(bis);
  }
}
