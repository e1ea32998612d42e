import type { Kysely } from 'kysely';
import { AusschreibungStatus as S, LEBENSLAUF } from '../../domain/ausschreibung';
import { maloPruefziffer } from '../../domain/malo';
import type { Clock } from '../clock';
import { naechsteAusschreibungsnummer } from '../ausschreibung/nummernkreis';
import { protokolliere } from '../shared/audit';
import { trageNeuigkeitEin } from '../mail/benachrichtige';
import { schreibeAufhebung } from '../vergabe/aufhebung.service';
import { hashPassword } from '../shared/passwords';
import { DEMO_ADMIN, DEMO_EVUS, DEMO_KUNDEN, DEMO_PASSWORT, type DemoEvu } from './demodaten';
import { seedeDemoZulassungen } from './demoZulassung';
import type { Database } from '../db/schema';

const TAG = 24 * 60 * 60 * 1000;

/** Seeds the demo world into an empty database (no users yet); does nothing otherwise. */
export async function seedeDemodaten(db: Kysely<Database>, clock: Clock): Promise<boolean> {
  const vorhanden = await db.selectFrom('benutzer').select('id').limit(1).executeTakeFirst();
  if (vorhanden) return false;
  const passwortHash = await hashPassword(DEMO_PASSWORT);
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

    const adminId = await benutzer(DEMO_ADMIN.login, 'Administrator', DEMO_ADMIN);
    // Each tender's history tells the steps it went through, at the instants they happened.
    const historie = (at: number, benutzerId: number | null, aktion: string, entitaet: 'ausschreibung' | 'angebot', entitaetId: number, vorher: unknown, nachher: unknown) =>
      protokolliere(trx, { now: () => at }, { benutzerId, aktion, entitaet, entitaetId, vorher, nachher });
    const statuswechsel = (at: number, benutzerId: number | null, aktion: string, id: number, von: S, nach: S, mehr: object = {}) =>
      historie(at, benutzerId, aktion, 'ausschreibung', id, { status: von }, { status: nach, ...mehr });

    const kunden: { id: number; benutzerId: number; kommune: boolean }[] = [];
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
          // Set up by the broker: checked like a Kunde an administrator creates (Kundenprüfung, issue 45).
          geprueft_am: jetzt,
          geprueft_von: adminId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      kunden.push({ id: row.id, benutzerId, kommune: k.typ === 'Kommune' });
    }

    const evus: { id: number; sparten: number; benutzerId: number; demo: DemoEvu }[] = [];
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
      evus.push({ id: row.id, sparten: e.sparten, benutzerId, demo: e });
    }
    await seedeDemoZulassungen(trx, evus, adminId, jetzt);

    let maloLaufnummer = 0;
    const neueMaloId = () => {
      const ersteZehn = `5${String(1_234_500 + ++maloLaufnummer).padStart(9, '0')}`;
      return ersteZehn + maloPruefziffer(ersteZehn);
    };

    for (const vorlage of demoAusschreibungen(jetzt)) {
      const kunde = kunden[vorlage.kunde]!;
      // Written three weeks before the Angebotsfrist at the latest, released a week later.
      const angelegt = Math.min(jetzt - 2 * TAG, vorlage.angebotsfrist - 21 * TAG);
      const freigegeben = vorlage.angebotsfrist - 14 * TAG;
      const nummer = await naechsteAusschreibungsnummer(trx, new Date(jetzt).getUTCFullYear());
      const { id } = await trx
        .insertInto('ausschreibung')
        .values({
          nummer,
          sparte: vorlage.sparte,
          kunde_id: kunde.id,
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
          // Fixed at the release, as the administrator's release does it.
          stillhaltefrist_pflicht: vorlage.status === 0 ? null : kunde.kommune ? 1 : 0,
          // The Metallbau entered the contract its Strom tender in Bindefrist replaces: the comparison shows each offer's saving.
          ...(vorlage.status === S.Bindefrist && vorlage.sparte === 1
            ? { aktuell_arbeitspreis_ct_kwh_e4: 27_9000, aktuell_grundpreis_eur_monat_e4: 15_0000, aktuell_leistungspreis_eur_kw_jahr_e4: 105_0000 }
            : {}),
          created_at: angelegt,
          updated_at: angelegt,
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

      await historie(angelegt, kunde.benutzerId, 'ausschreibung_erstellt', 'ausschreibung', id, undefined, { bezeichnung: vorlage.bezeichnung, sparte: vorlage.sparte });
      if (vorlage.status === S.PruefungAusschreibung) continue;
      // Only suppliers admitted for the Sparte are invited (issue 45).
      const eingeladen = evus.filter((e) => (e.sparten & vorlage.sparte) !== 0 && e.demo.zulassung === 'zugelassen');
      await trx
        .insertInto('einladung')
        .values(eingeladen.map((e) => ({ ausschreibung_id: id, evu_id: e.id, eingeladen_am: freigegeben, eingeladen_von: adminId })))
        .execute();
      await historie(freigegeben, adminId, 'evus_eingeladen', 'ausschreibung', id, { evuIds: [] }, { evuIds: eingeladen.map((e) => e.id) });
      await statuswechsel(freigegeben, adminId, 'ausschreibung_freigegeben', id, S.PruefungAusschreibung, S.Aktiv);
      const angebotIds: number[] = [];

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
          // The second bidder attaches a condition, so the comparison shows an offer under Vorbehalt.
          bemerkung: rang === 1 ? 'Preise vorbehaltlich unveränderter Netzentgelte und Umlagen zum Lieferbeginn.' : null,
        };
        // Before the deadline, and for a tender still open, before now.
        const eingereichtAm = Math.min(vorlage.angebotsfrist - (3 + rang) * TAG, jetzt - (1 + rang) * TAG);
        const { id: angebotId } = await trx
          .insertInto('angebot')
          .values({ ausschreibung_id: id, evu_id: evu.id, ...angebot, status, eingereicht_am: eingereichtAm, version: 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('angebot_version')
          .values({ angebot_id: angebotId, version: 1, daten: JSON.stringify(angebot), erstellt_am: eingereichtAm, erstellt_von: evu.benutzerId })
          .execute();
        await historie(eingereichtAm, evu.benutzerId, 'angebot_abgegeben', 'angebot', angebotId, undefined, { ausschreibungId: id, version: 1 });
        angebotIds.push(angebotId);
      }

      if (vorlage.status === S.Aktiv) continue;
      await statuswechsel(vorlage.angebotsfrist, null, 'angebotsfrist_abgelaufen', id, S.Aktiv, S.PruefungAngebote);
      if (vorlage.aufhebung) {
        // As the Kunde's Aufhebung writes it; the mails went out back then, the EVUs' start pages still show them.
        const { am, begruendung } = vorlage.aufhebung;
        await schreibeAufhebung(trx, { now: () => am }, { id, nummer, sparte: vorlage.sparte, status: vorlage.status }, { benutzerId: kunde.benutzerId }, begruendung, (evu, { art, neuigkeit }) =>
          trageNeuigkeitEin(trx, evu.benutzerId, art, neuigkeit),
        );
        continue;
      }
      if (vorlage.status === S.PruefungAngebote) continue;
      await statuswechsel(vorlage.angebotsfrist + TAG, adminId, 'angebote_freigegeben', id, S.PruefungAngebote, S.Bindefrist);
      if (vorlage.status === S.Bindefrist) continue;
      const gewinner = angebotIds[0]!;
      if (!kunde.kommune) {
        await statuswechsel(vorlage.bindefrist - 3 * TAG, kunde.benutzerId, 'zuschlag', id, S.Bindefrist, S.Abgeschlossen, { angebotId: gewinner });
        continue;
      }
      // A Kommune's Zuschlag is first intended and takes effect after the Stillhaltefrist (§ 134 GWB).
      const vorgesehen = vorlage.bindefrist - 13 * TAG;
      const wirksam = vorgesehen + 10 * TAG;
      await trx.updateTable('ausschreibung').set({ zuschlag_angebot_id: gewinner, zuschlag_vorgesehen_am: vorgesehen, zuschlag_wirksam_ab: wirksam }).where('id', '=', id).execute();
      await historie(vorgesehen, kunde.benutzerId, 'zuschlag_vorgesehen', 'ausschreibung', id, undefined, {
        angebotId: gewinner,
        wirksamAb: new Date(wirksam).toISOString(),
        informierteBieter: angebotIds.length - 1,
      });
      await statuswechsel(wirksam, null, 'zuschlag_wirksam', id, S.Bindefrist, S.Abgeschlossen, { angebotId: gewinner });
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
  /** the regular course only: the demo's tenders are the ones every test and page counts on */
  status: (typeof LEBENSLAUF)[number];
  bezeichnung: string;
  lieferbeginn: string;
  lieferende: string;
  angebotsfrist: number;
  bindefrist: number;
  lieferstellen: DemoLieferstelle[];
  /** cancelled by its Kunde (status Aufgehoben) after the course up to `status` */
  aufhebung?: { am: number; begruendung: string };
}

/**
 * Two tenders per status of the regular course (one Strom, one Gas) with deadlines relative to now, so every status
 * stays plausible, and a Kommune's Strom tender it cancelled after opening the offers (status Aufgehoben). That one
 * comes last: the others keep their numbers.
 */
function demoAusschreibungen(jetzt: number): DemoAusschreibung[] {
  const fristen: Record<DemoAusschreibung['status'], { angebotsfrist: number; bindefrist: number }> = {
    // Two weeks after the Angebotsfrist, or after now once it has passed: a Kommune's Zuschlag takes effect after the
    // Stillhaltefrist (§ 134 GWB, up to eleven days from the Zuschlag), within its Bindefrist, whenever the Kunde awards.
    [S.PruefungAusschreibung]: { angebotsfrist: jetzt + 21 * TAG, bindefrist: jetzt + 35 * TAG },
    [S.Aktiv]: { angebotsfrist: jetzt + 10 * TAG, bindefrist: jetzt + 24 * TAG },
    [S.PruefungAngebote]: { angebotsfrist: jetzt - 2 * TAG, bindefrist: jetzt + 14 * TAG },
    [S.Bindefrist]: { angebotsfrist: jetzt - 7 * TAG, bindefrist: jetzt + 14 * TAG },
    [S.Abgeschlossen]: { angebotsfrist: jetzt - 60 * TAG, bindefrist: jetzt - 45 * TAG },
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
  // Titles fit the Kunde who writes them: `kunde` below alternates, 0 the Metallbau in Dortmund, 1 the Gemeinde.
  const titel: Record<DemoAusschreibung['status'], [string, string]> = {
    [S.PruefungAusschreibung]: ['Strom kommunale Liegenschaften', 'Erdgas Werk Dortmund'],
    [S.Aktiv]: ['Strom Standorte Dortmund', 'Erdgas Liegenschaften Würzburg'],
    [S.PruefungAngebote]: ['Strom Liegenschaften Würzburg', 'Erdgas Werk und Lager Dortmund'],
    [S.Bindefrist]: ['Strom Werk, Lager und Verwaltung', 'Erdgas kommunale Gebäude'],
    [S.Abgeschlossen]: ['Strom Rathaus, Schule, Hallenbad und Bauhof', 'Erdgas Produktion Dortmund'],
  };
  const liste: DemoAusschreibung[] = [];
  for (const status of LEBENSLAUF) {
    const f = fristen[status];
    // A tender still to be awarded binds its offers at the latest until delivery begins: its year follows the Bindefrist.
    const { lieferbeginn, lieferende } = status === S.Abgeschlossen ? lieferzeitraum(f.angebotsfrist, true) : lieferzeitraum(f.bindefrist, false);
    for (const sparte of [1, 2] as const) {
      const kunde = (status + sparte) % 2;
      liste.push({
        kunde,
        sparte,
        status,
        bezeichnung: `${titel[status][sparte - 1]} ${lieferbeginn.slice(0, 4)}`,
        lieferbeginn,
        lieferende,
        angebotsfrist: f.angebotsfrist,
        bindefrist: f.bindefrist,
        lieferstellen: kunde === 0 ? werk : gemeinde,
      });
    }
  }
  // Opened twelve days ago, cancelled five days later: both offers far above the budget.
  const aufgehoben = { angebotsfrist: jetzt - 12 * TAG, bindefrist: jetzt + 9 * TAG };
  const { lieferbeginn, lieferende } = lieferzeitraum(aufgehoben.bindefrist, false);
  liste.push({
    kunde: 1,
    sparte: 1,
    status: S.PruefungAngebote,
    bezeichnung: `Strom Gemeindegebäude Beispielhausen ${lieferbeginn.slice(0, 4)}`,
    lieferbeginn,
    lieferende,
    ...aufgehoben,
    lieferstellen: gemeinde,
    aufhebung: {
      am: aufgehoben.angebotsfrist + 5 * TAG,
      begruendung:
        'Beide Angebote liegen um mehr als 20 % über den im Haushalt veranschlagten Mitteln für die Stromlieferung; ein wirtschaftliches Ergebnis ' +
        'ist nicht zu erzielen (§ 63 Abs. 1 Satz 1 Nr. 3 VgV). Der Gemeinderat hat beschlossen, die Lieferung mit geändertem Umfang neu auszuschreiben.',
    },
  });
  return liste;
}

/**
 * A year of delivery after `frist` (a day's margin keeps German midnight, and 6:00 for Gas, after it):
 * for a tender still to be awarded from the 1 January after it, for a completed one from the first of the month
 * after, so that its delivery is running now. A fixed "next year" put the delivery start before a deadline four
 * weeks ahead as soon as that fell into January: from early December no tender in review could be released.
 */
function lieferzeitraum(frist: number, laeuftSchon: boolean): { lieferbeginn: string; lieferende: string } {
  const danach = new Date(frist + TAG);
  const [jahr, monat] = laeuftSchon ? [danach.getUTCFullYear(), danach.getUTCMonth() + 1] : [danach.getUTCFullYear() + 1, 0];
  const tag = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  // Day 0 of a month is the last day of the month before it.
  return { lieferbeginn: tag(Date.UTC(jahr, monat, 1)), lieferende: tag(Date.UTC(jahr + 1, monat, 0)) };
}
