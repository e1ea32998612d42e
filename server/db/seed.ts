import type { Kysely } from 'kysely';
import { AusschreibungStatus as S } from '../../domain/ausschreibung';
import { maloPruefziffer } from '../../domain/malo';
import type { Clock } from '../clock';
import { naechsteAusschreibungsnummer } from '../ausschreibung/nummernkreis';
import { hashePasswort } from '../shared/passwoerter';
import { DEMO_ADMIN, DEMO_EVUS, DEMO_KUNDEN, DEMO_PASSWORT } from './demodaten';
import type { Database } from './schema';

const TAG = 24 * 60 * 60 * 1000;

/** Seeds the demo world into an empty database (no users yet); does nothing otherwise. */
export async function seedeDemodaten(db: Kysely<Database>, clock: Clock): Promise<boolean> {
  const vorhanden = await db.selectFrom('benutzer').select('id').limit(1).executeTakeFirst();
  if (vorhanden) return false;
  const passwortHash = await hashePasswort(DEMO_PASSWORT);
  await db.transaction().execute(async (trx) => {
    const jetzt = clock.now();
    const benutzer = async (login: string, rolle: string, p: { vorname: string; nachname: string; email: string }) => {
      const row = await trx
        .insertInto('benutzer')
        .values({
          login,
          login_key: login.toLowerCase(),
          email: p.email,
          vorname: p.vorname,
          nachname: p.nachname,
          roles: rolle,
          password_hash: passwortHash,
          active: 1,
          password_change_required: 0,
          failed_logins: 0,
          locked_until: null,
          created_at: jetzt,
          version: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };

    await benutzer(DEMO_ADMIN.login, 'Administrator', DEMO_ADMIN);

    const kundeIds: number[] = [];
    for (const k of DEMO_KUNDEN) {
      const benutzerId = await benutzer(k.login, 'Kunde', k);
      const row = await trx
        .insertInto('kunde')
        .values({
          benutzer_id: benutzerId,
          typ: k.typ,
          firma: k.firma,
          anrede: k.anrede,
          vorname: k.vorname,
          nachname: k.nachname,
          geburtsdatum: null,
          strasse: k.strasse,
          plz: k.plz,
          ort: k.ort,
          telefon: k.telefon,
          email: k.email,
          version: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      kundeIds.push(row.id);
    }

    const evus: { id: number; sparten: number; benutzerId: number }[] = [];
    for (const e of DEMO_EVUS) {
      const benutzerId = await benutzer(e.login, 'EVU', e);
      const row = await trx
        .insertInto('evu')
        .values({
          benutzer_id: benutzerId,
          firma: e.firma,
          sparten: e.sparten,
          bdew_codenummer: e.bdewCodenummer,
          ansprechpartner: `${e.vorname} ${e.nachname}`,
          strasse: e.strasse,
          plz: e.plz,
          ort: e.ort,
          telefon: e.telefon,
          email: e.email,
          version: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      evus.push({ id: row.id, sparten: e.sparten, benutzerId });
    }

    let maloLaufnummer = 0;
    const neueMaloId = () => {
      const ersteZehn = `5${String(1_234_500 + ++maloLaufnummer).padStart(9, '0')}`;
      return ersteZehn + maloPruefziffer(ersteZehn);
    };

    for (const vorlage of demoAusschreibungen(jetzt)) {
      const kundeId = kundeIds[vorlage.kunde]!;
      const nummer = await naechsteAusschreibungsnummer(trx, new Date(jetzt).getUTCFullYear());
      const { id } = await trx
        .insertInto('ausschreibung')
        .values({
          nummer,
          sparte: vorlage.sparte,
          kunde_id: kundeId,
          bezeichnung: vorlage.bezeichnung,
          status: vorlage.status,
          lieferbeginn: vorlage.lieferbeginn,
          lieferende: vorlage.lieferende,
          angebotsfrist: vorlage.angebotsfrist,
          bindefrist: vorlage.bindefrist,
          preismodell: 'Festpreis',
          toleranzband: 10,
          zahlungsziel_tage: 14,
          rechnungslegung: 'Monatsrechnung',
          bemerkung: null,
          oekostrom: vorlage.sparte === 1 ? 'HKN' : null,
          marktgebiet: vorlage.sparte === 2 ? 'THE' : null,
          gasqualitaet: vorlage.sparte === 2 ? 'H' : null,
          created_at: jetzt - 30 * TAG,
          updated_at: jetzt - 30 * TAG,
          version: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      await trx
        .insertInto('lieferstelle')
        .values(
          vorlage.lieferstellen.map((l, position) => ({
            ausschreibung_id: id,
            position,
            bezeichnung: l.bezeichnung,
            strasse: l.strasse,
            plz: l.plz,
            ort: l.ort,
            malo_id: neueMaloId(),
            zaehlpunkt: `DE0001234567${String(position).padStart(2, '0')}${'0'.repeat(18)}${vorlage.sparte}`.slice(0, 33),
            netzbetreiber: vorlage.sparte === 1 ? 'Westnetz GmbH' : 'Thyssengas GmbH',
            messart: l.messart,
            jahresverbrauch_kwh: l.kwh,
            max_leistung_kw: l.messart === 'RLM' ? l.kw ?? null : null,
            spannungsebene: vorlage.sparte === 1 ? (l.messart === 'RLM' ? 'MS/NS' : 'NS') : null,
            druckstufe: vorlage.sparte === 2 ? (l.messart === 'RLM' ? 'MD' : 'ND') : null,
            slp_profil: l.messart === 'SLP' ? (vorlage.sparte === 1 ? 'G0' : 'GKO') : null,
          })),
        )
        .execute();

      if (vorlage.status === S.PruefungAusschreibung) continue;
      const eingeladen = evus.filter((e) => (e.sparten & vorlage.sparte) !== 0);
      await trx
        .insertInto('einladung')
        .values(eingeladen.map((e) => ({ ausschreibung_id: id, evu_id: e.id, eingeladen_am: vorlage.angebotsfrist - 14 * TAG, eingeladen_von: null })))
        .execute();

      const bieter = vorlage.status === S.Aktiv ? eingeladen.slice(0, 1) : eingeladen;
      for (const [rang, evu] of bieter.entries()) {
        const status =
          vorlage.status < S.Bindefrist ? 'eingereicht' : vorlage.status === S.Bindefrist ? 'freigegeben' : rang === 0 ? 'zuschlag' : 'abgelehnt';
        const angebot = {
          arbeitspreis_ct_kwh_e4: (vorlage.sparte === 1 ? 24_8500 : 8_9500) + rang * 4_250 + evu.id * 130,
          grundpreis_eur_monat_e4: (vorlage.sparte === 1 ? 12_5000 : 18_0000) + rang * 1_0000,
          leistungspreis_eur_kw_jahr_e4: 95_0000 + rang * 5_0000,
          oekoaufschlag_ct_kwh_e4: vorlage.sparte === 1 ? 3500 : null,
          bindefrist_bis: vorlage.bindefrist,
          bemerkung: null,
        };
        const eingereichtAm = vorlage.angebotsfrist - (3 + rang) * TAG;
        const { id: angebotId } = await trx
          .insertInto('angebot')
          .values({ ausschreibung_id: id, evu_id: evu.id, ...angebot, status, eingereicht_am: eingereichtAm, version: 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('angebot_version')
          .values({ angebot_id: angebotId, version: 1, daten: JSON.stringify(angebot), erstellt_am: eingereichtAm, erstellt_von: evu.benutzerId })
          .execute();
      }
    }
  });
  return true;
}

interface DemoLieferstelle {
  bezeichnung: string;
  strasse: string;
  plz: string;
  ort: string;
  messart: 'SLP' | 'RLM';
  kwh: number;
  kw?: number;
}

interface DemoAusschreibung {
  kunde: number;
  sparte: 1 | 2;
  status: S;
  bezeichnung: string;
  lieferbeginn: string;
  lieferende: string;
  angebotsfrist: number;
  bindefrist: number;
  lieferstellen: DemoLieferstelle[];
}

/** Two tenders per status (one Strom, one Gas) with deadlines relative to now, so every status stays plausible. */
function demoAusschreibungen(jetzt: number): DemoAusschreibung[] {
  const jahr = new Date(jetzt).getUTCFullYear();
  const fristen: Record<DemoAusschreibung['status'], { angebotsfrist: number; bindefrist: number; lieferjahr: number }> = {
    [S.PruefungAusschreibung]: { angebotsfrist: jetzt + 28 * TAG, bindefrist: jetzt + 35 * TAG, lieferjahr: jahr + 1 },
    [S.Aktiv]: { angebotsfrist: jetzt + 10 * TAG, bindefrist: jetzt + 17 * TAG, lieferjahr: jahr + 1 },
    [S.PruefungAngebote]: { angebotsfrist: jetzt - 2 * TAG, bindefrist: jetzt + 5 * TAG, lieferjahr: jahr + 1 },
    [S.Bindefrist]: { angebotsfrist: jetzt - 7 * TAG, bindefrist: jetzt + 6 * TAG, lieferjahr: jahr + 1 },
    [S.Abgeschlossen]: { angebotsfrist: jetzt - 60 * TAG, bindefrist: jetzt - 45 * TAG, lieferjahr: jahr },
  };
  const werk: DemoLieferstelle[] = [
    { bezeichnung: 'Werk Dortmund-Hafen', strasse: 'Industriestraße 12', plz: '44137', ort: 'Dortmund', messart: 'RLM', kwh: 1_850_000, kw: 620 },
    { bezeichnung: 'Lager Dortmund-Ost', strasse: 'Lagerweg 3', plz: '44143', ort: 'Dortmund', messart: 'SLP', kwh: 48_000 },
    { bezeichnung: 'Verwaltung', strasse: 'Industriestraße 14', plz: '44137', ort: 'Dortmund', messart: 'SLP', kwh: 22_500 },
  ];
  const gemeinde: DemoLieferstelle[] = [
    { bezeichnung: 'Rathaus', strasse: 'Rathausplatz 1', plz: '97070', ort: 'Würzburg', messart: 'SLP', kwh: 86_000 },
    { bezeichnung: 'Grundschule am Park', strasse: 'Parkstraße 7', plz: '97072', ort: 'Würzburg', messart: 'SLP', kwh: 64_000 },
    { bezeichnung: 'Hallenbad', strasse: 'Badgasse 2', plz: '97074', ort: 'Würzburg', messart: 'RLM', kwh: 740_000, kw: 260 },
    { bezeichnung: 'Bauhof', strasse: 'Am Bauhof 4', plz: '97076', ort: 'Würzburg', messart: 'SLP', kwh: 31_000 },
  ];
  const titel: Record<DemoAusschreibung['status'], [string, string]> = {
    [S.PruefungAusschreibung]: ['Strom Standorte Dortmund', 'Erdgas Liegenschaften'],
    [S.Aktiv]: ['Strom Liegenschaften', 'Erdgas Werk Dortmund'],
    [S.PruefungAngebote]: ['Strom Werk und Lager', 'Erdgas Schulen und Hallenbad'],
    [S.Bindefrist]: ['Strom kommunale Gebäude', 'Erdgas Produktion'],
    [S.Abgeschlossen]: ['Strom Verwaltung', 'Erdgas Rathaus und Bauhof'],
  };
  const liste: DemoAusschreibung[] = [];
  for (const status of Object.values(S)) {
    const f = fristen[status];
    for (const sparte of [1, 2] as const) {
      const kunde = (status + sparte) % 2;
      liste.push({
        kunde,
        sparte,
        status,
        bezeichnung: `${titel[status][sparte - 1]} ${f.lieferjahr}`,
        lieferbeginn: `${f.lieferjahr}-01-01`,
        lieferende: `${f.lieferjahr}-12-31`,
        angebotsfrist: f.angebotsfrist,
        bindefrist: f.bindefrist,
        lieferstellen: kunde === 0 ? werk : gemeinde,
      });
    }
  }
  return liste;
}
