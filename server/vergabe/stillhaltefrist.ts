import type { Kysely } from 'kysely';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import { formatUhrzeit } from '../../domain/format';
import { stillhaltefristEnde } from '../../domain/vergabe/fristen';
import { bieterAdressen, markiereZuschlag } from '../angebot/zuschlag.queries';
import type { Begruendung, InformationsschreibenVorschau } from '../../domain/api/zuschlag';
import { begruendungsVorschlag } from '../../domain/vergabe/informationsschreiben';
import type { AusschreibungDetail } from '../ausschreibung/detail.queries';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { aufPostgres } from '../db/dialect';
import { benachrichtige } from '../mail/benachrichtige';
import { kundeDerAusschreibung } from '../mail/recipients.queries';
import { evuLink, evuPfad, kundePfad } from '../mail/evuLink';
import type { Outbox } from '../mail/outbox';
import { protokolliere } from '../shared/audit';
import { Konflikt, Regelverletzung } from '../shared/errors';
import { isoDateTime } from '../shared/isoDateTime';
import { updateVersioned } from '../shared/versionedUpdate';
import { pdfImArbeiter } from '../shared/arbeiter/pdf';
import type { Auftraggeber } from '../shared/arbeiter/pool';
import type { Informationsschreiben } from './informationsschreiben.pdf';
import { informationsschreibenDaten, type Brief } from './informationsschreiben';
import { informationsschreibenKopieMail, informationsschreibenMail, zuschlagVorgesehenMail } from './mails';
import { keineOffeneRuege, offeneRuegen } from './ruege.queries';

const uhr = formatUhrzeit;
const PDF_ARBEITER = 'vergabe/pdf.worker';

/** Whether the Kunde of tender `ausschreibungId` is a Kommune: what the tender's duty is fixed from. */
async function kundeIstKommune(db: Kysely<Database>, ausschreibungId: number, sperren: boolean): Promise<boolean> {
  const a = await db
    .selectFrom('ausschreibung as a')
    .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
    .select('k.typ')
    .where('a.id', '=', ausschreibungId)
    .$if(sperren, (q) => q.forShare('k'))
    .executeTakeFirstOrThrow();
  return a.typ === 'Kommune';
}

/**
 * Whether the tender's Zuschlag will wait for the Stillhaltefrist, read at its release (status 0 → 1, in the
 * release's transaction, before its status changes) from its Kunde's type at that moment: a Kommune's tender keeps
 * the duty whatever the type becomes. On PostgreSQL the Kunde's row is read FOR SHARE: a type change under way is
 * waited for and counts, and one that comes later waits for the release and then finds a released tender
 * (shared/kundentyp.ts), so the two never pass each other. Taken before the tender's own row lock, in the order a
 * Kunde's renaming takes them (its trigger updates the tenders after the Kunde), so the two cannot deadlock.
 * SQLite runs one writer at a time.
 */
export function stillhaltefristBeiFreigabe(trx: Kysely<Database>, ausschreibungId: number): Promise<boolean> {
  return kundeIstKommune(trx, ausschreibungId, aufPostgres(trx));
}

/**
 * § 134 GWB for the tenders whose release fixed the duty (a Kommune's): the Zuschlag is first only "vorgesehen",
 * every losing bidder gets the Informationsschreiben, and the Zuschlag takes effect when the Stillhaltefrist has passed.
 */
export class Stillhaltefrist {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
  ) {}

  /**
   * Whether the Zuschlag on the released tender `a` waits for the Stillhaltefrist: the duty its release fixed; the
   * Kunde's type today does not count. A tender released without it recorded (by an instance of the version before,
   * during a rolling upgrade) takes its Kunde's type instead, which only an administrator changes, with a reason,
   * once a tender is released: never no duty at all. A plain read: nothing is fixed here, so nothing is locked.
   */
  async giltFuer(a: Pick<AusschreibungDetail, 'id' | 'stillhaltefrist'>): Promise<boolean> {
    return a.stillhaltefrist ?? (await kundeIstKommune(this.db, a.id, false));
  }

  /**
   * The letters a Zuschlag on `angebotId` would send now, each with the reasons the portal suggests (rank and extra
   * cost): what the Kunde reads and completes before it confirms.
   */
  async vorschau(a: AusschreibungDetail, angebotId: number): Promise<InformationsschreibenVorschau[]> {
    await this.nochNichtVorgesehen(a.id);
    const jetzt = this.clock.now();
    const briefe = await informationsschreibenDaten(this.db, a, angebotId, { versandtAm: jetzt, fruehestensAm: stillhaltefristEnde(jetzt) });
    return briefe.map(({ angebotId: id, daten }) => ({
      angebotId: id,
      evu: daten.bieter,
      rang: daten.rang,
      text: begruendungsVorschlag(daten),
      schreiben: { ...daten, versandtAm: isoDateTime(jetzt), fruehestensAm: isoDateTime(Number(daten.fruehestensAm)) },
    }));
  }

  /**
   * Called by the Zuschlag once it checked the tender and the offer: status and offer are as the Zuschlag needs them.
   * `begruendungen`, when given, must state the reasons for every other released offer; each letter carries its own.
   */
  async sieheVor(
    benutzer: { benutzerId: number; ipAddress: string },
    a: AusschreibungDetail,
    angebotId: number,
    begruendungen: readonly Begruendung[] | undefined,
    fuer: Auftraggeber,
    /** what the Zuschlag writes with it, in its transaction (the confirmed warnings' audit entry) */
    mitSchreiben: (trx: Kysely<Database>) => Promise<void> = async () => {},
  ): Promise<void> {
    const jetzt = this.clock.now();
    const wirksamAb = await this.pruefeVorgesehbar(a, jetzt);
    const empfaenger = await informationsschreibenDaten(this.db, a, angebotId, { versandtAm: jetzt, fruehestensAm: wirksamAb });
    const gruende = begruendungenJeAngebot(empfaenger, begruendungen);
    const fakten = { nummer: a.nummer, bezeichnung: a.bezeichnung };
    // One letter after the other: a user has only a few tasks in the worker pool at once, whatever the bidders.
    const briefe: { an: Brief['an']; gewinner: string; pdf: Buffer }[] = [];
    for (const { angebotId: id, an, daten } of empfaenger) {
      const pdf = await pdfImArbeiter(PDF_ARBEITER, 'informationsschreiben', { ...daten, begruendung: gruende.get(id)! } satisfies Informationsschreiben, fuer);
      briefe.push({ an, gewinner: daten.gewinner, pdf });
    }
    const gewinnerAdresse = (await bieterAdressen(this.db, a.id)).find((x) => x.id === angebotId)!;
    const kunde = await kundeDerAusschreibung(this.db, a.id);
    const evuUrl = evuLink(this.publicUrl, a.typ, a.id);
    const kundeUrl = `${this.publicUrl}${kundePfad(a.id)}`;
    await this.db.transaction().execute(async (trx) => {
      await updateVersioned(trx, 'ausschreibung', { id: a.id }, { zuschlag_angebot_id: angebotId, zuschlag_vorgesehen_am: jetzt, zuschlag_wirksam_ab: wirksamAb, updated_at: jetzt }, {
        status: AusschreibungStatus.Bindefrist,
        where: (eb) => eb.and([eb('bindefrist', '>', jetzt), eb('zuschlag_angebot_id', 'is', null)]),
        konflikt: 'Der Zuschlag wurde inzwischen vorgesehen oder die Ausschreibung abgeschlossen. Bitte laden Sie sie neu.',
      });
      // After the row lock: a Rüge recorded meanwhile is seen here (ruege.service.ts takes the same lock first).
      await keineOffeneRuege(trx, a.id);
      await mitSchreiben(trx);
      const neuigkeit = { ausschreibungId: a.id, pfad: evuPfad(a.typ, a.id), at: jetzt };
      for (const [i, { an, gewinner, pdf }] of briefe.entries()) {
        // Kept with the offer, so the bidder reads its letter on the tender's page too, not only in the mail.
        await trx
          .insertInto('informationsschreiben')
          .values({ angebot_id: an.id, pdf, versandt_am: jetzt })
          .onConflict((oc) => oc.column('angebot_id').doUpdateSet({ pdf, versandt_am: jetzt }))
          .execute();
        await benachrichtige(trx, this.outbox, {
          benutzerId: an.benutzerId,
          art: 'ergebnis',
          mail: informationsschreibenMail(an, fakten, gewinner, uhr(wirksamAb), pdf, evuUrl),
          neuigkeit: { ...neuigkeit, text: `Informationsschreiben zur Ausschreibung ${a.nummer}: Ihr Angebot kann nicht berücksichtigt werden.` },
        });
        await benachrichtige(trx, this.outbox, {
          benutzerId: kunde.benutzerId,
          art: 'informationsschreibenKopie',
          mail: informationsschreibenKopieMail(kunde, fakten, an.firma, pdf, kundeUrl),
          // One entry on the Kunde's start page for all its letters.
          neuigkeit:
            i === 0
              ? { ausschreibungId: a.id, pfad: kundePfad(a.id), at: jetzt, text: `Zuschlag vorgesehen, wirksam am ${uhr(wirksamAb)}: ${briefe.length === 1 ? 'ein Informationsschreiben' : `${briefe.length} Informationsschreiben`} versandt.` }
              : undefined,
        });
      }
      await benachrichtige(trx, this.outbox, {
        benutzerId: gewinnerAdresse.benutzerId,
        art: 'ergebnis',
        mail: zuschlagVorgesehenMail(gewinnerAdresse, gewinnerAdresse.firma, fakten, uhr(wirksamAb), evuUrl),
        neuigkeit: { ...neuigkeit, text: `Zuschlag vorgesehen: Ausschreibung ${a.nummer}, wirksam am ${uhr(wirksamAb)}` },
      });
      await protokolliere(trx, this.clock, {
        benutzerId: benutzer.benutzerId,
        aktion: 'zuschlag_vorgesehen',
        entitaet: 'ausschreibung',
        entitaetId: a.id,
        nachher: {
          angebotId,
          wirksamAb: new Date(wirksamAb).toISOString(),
          informierteBieter: briefe.length,
          begruendungen: empfaenger.map((e) => ({ angebotId: e.angebotId, evu: e.daten.bieter, text: gruende.get(e.angebotId) })),
        },
        ipAddress: benutzer.ipAddress,
      });
    });
    this.outbox.anstossen();
  }

  /**
   * Whether a Zuschlag on `a` can be intended at `jetzt`: none intended yet, and the Stillhaltefrist ends before the
   * Bindefrist (409 otherwise). Returns when it would take effect. The Zuschlag asks this before its warnings: a
   * Zuschlag that cannot happen is not one to confirm.
   */
  async pruefeVorgesehbar(a: AusschreibungDetail, jetzt: number): Promise<number> {
    await this.nochNichtVorgesehen(a.id);
    const wirksamAb = stillhaltefristEnde(jetzt);
    const bindefrist = Date.parse(a.bindefrist);
    if (bindefrist < wirksamAb) {
      throw new Konflikt(
        `Der Zuschlag ist nicht möglich: Die Bindefrist endet am ${uhr(bindefrist)}, die Stillhaltefrist nach § 134 GWB aber erst am ${uhr(wirksamAb)}. Der Vertrag könnte erst nach dem Ende der Bindefrist geschlossen werden.`,
      );
    }
    return wirksamAb;
  }

  private async nochNichtVorgesehen(id: number): Promise<void> {
    const { zuschlag_wirksam_ab: ab } = await this.db.selectFrom('ausschreibung').select('zuschlag_wirksam_ab').where('id', '=', id).executeTakeFirstOrThrow();
    if (ab !== null) throw new Konflikt(`Der Zuschlag ist bereits vorgesehen und wird am ${uhr(Number(ab))} wirksam.`);
  }
}

/**
 * The stated reasons by offer: exactly one for each letter, none for an offer that gets none (400 naming what is wrong). A
 * client that states none (one built before the reasons existed) sends the reasons the preview suggests.
 */
function begruendungenJeAngebot(empfaenger: readonly Brief[], begruendungen: readonly Begruendung[] | undefined): Map<number, string> {
  if (!begruendungen) return new Map(empfaenger.map((e) => [e.angebotId, begruendungsVorschlag(e.daten)]));
  // Two reasons for one letter leave open which one the Kunde meant: neither is taken, the Kunde is asked.
  const doppelt = [...new Set(begruendungen.filter((b, i) => begruendungen.findIndex((x) => x.angebotId === b.angebotId) !== i).map((b) => b.angebotId))];
  if (doppelt.length) {
    throw Regelverletzung.feld('begruendungen', `Für jedes Angebot können die Gründe nur einmal angegeben werden; mehrfach angegeben für Angebot ${doppelt.join(', ')}.`);
  }
  const gruende = new Map(begruendungen.map((b) => [b.angebotId, b.text.trim()]));
  const fremd = begruendungen.filter((b) => !empfaenger.some((e) => e.angebotId === b.angebotId));
  if (fremd.length) {
    throw Regelverletzung.feld('begruendungen', `Gründe können nur für die übrigen freigegebenen Angebote angegeben werden, nicht für Angebot ${fremd.map((b) => b.angebotId).join(', ')}.`);
  }
  const fehlend = empfaenger.filter((e) => !gruende.get(e.angebotId));
  if (fehlend.length) {
    throw Regelverletzung.feld(
      'begruendungen',
      `Bitte geben Sie die Gründe der Nichtberücksichtigung für jedes übrige Angebot an; sie stehen im Informationsschreiben. Es fehlen die Gründe für: ${fehlend.map((e) => e.daten.bieter).join(', ')}.`,
    );
  }
  return gruende;
}

/** Rolls back a Zuschlag about to take effect that a Rüge recorded at the same moment holds after all. */
class VonRuegeGehalten extends Error {}

/**
 * The intended Zuschlag takes effect once its Stillhaltefrist has passed and no Rüge is undecided: the tender
 * closes, the winner gets 'zuschlag', the others 'abgelehnt'. A conditional UPDATE makes this happen exactly once
 * across instances.
 */
export async function wendeStillhaltefristenAn(db: Kysely<Database>, clock: Clock, nurAusschreibung?: number): Promise<number> {
  const jetzt = clock.now();
  let faellige = db
    .selectFrom('ausschreibung')
    .select(['id', 'zuschlag_angebot_id'])
    .where('status', '=', AusschreibungStatus.Bindefrist)
    // The lower bound changes nothing but the plan: SQLite then reads the few intended Zuschläge from their index
    // instead of every tender in Bindefrist (a fifth of the table, on every tender request).
    .where('zuschlag_wirksam_ab', '>=', 0)
    .where('zuschlag_wirksam_ab', '<=', jetzt)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('ruege').select('ruege.id').whereRef('ruege.ausschreibung_id', '=', 'ausschreibung.id').where('ruege.ergebnis', 'is', null))));
  if (nurAusschreibung !== undefined) faellige = faellige.where('id', '=', nurAusschreibung);
  let anzahl = 0;
  for (const { id, zuschlag_angebot_id: angebotId } of await faellige.limit(1000).execute()) {
    const geaendert = await db.transaction().execute(async (trx) => {
      if (!(await updateVersioned(trx, 'ausschreibung', { id }, { status: AusschreibungStatus.Abgeschlossen, updated_at: jetzt }, { status: AusschreibungStatus.Bindefrist, konflikt: null }))) return false;
      // Read after the row lock, in a statement of its own: a Rüge recorded while this run waited is seen.
      if (await offeneRuegen(trx, id)) throw new VonRuegeGehalten();
      await markiereZuschlag(trx, id, angebotId!);
      await protokolliere(trx, clock, {
        benutzerId: null,
        aktion: 'zuschlag_wirksam',
        entitaet: 'ausschreibung',
        entitaetId: id,
        vorher: { status: AusschreibungStatus.Bindefrist },
        nachher: { status: AusschreibungStatus.Abgeschlossen, angebotId },
      });
      return true;
    }).catch((fehler: unknown) => {
      if (fehler instanceof VonRuegeGehalten) return false;
      throw fehler;
    });
    if (geaendert) anzahl++;
  }
  return anzahl;
}
