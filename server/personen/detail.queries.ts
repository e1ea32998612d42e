import type { Kysely } from 'kysely';
import { KontoZustand } from '../../domain/konto';
import type { AdministratorDatensatz, EvuDatensatz, KundeDatensatz } from '../../domain/api/personenAdmin';
import type { Kundentyp } from '../../domain/ausschreibung';
import type { Database } from '../db/schema';
import { kundentypFestgelegt } from '../shared/kundentyp';
import { NichtGefunden } from '../shared/errors';
import { NICHT_GEFUNDEN } from './konto.queries';
import { anzahlAngebote, anzahlAusschreibungen, anzahlEinladungen, anzahlZweiteFaktoren, letzteAnmeldung } from './expressions';
import { SESSION_TIMEOUT_IDLE_SEKUNDEN } from '../anmeldung/sitzungen.service';
import { isoDateTime } from '../shared/isoDateTime';
import { istAdministrator, rowCount } from '../shared/expressions';

type Db = Kysely<Database>;

/** Columns of account `b` behind every record: its state, its live sessions, its factors, its last sign-in. */
function kontoSpalten(db: Db, jetzt: number) {
  return db
    .selectFrom('benutzer as b')
    .select((eb) => [
      'b.id as benutzerId',
      'b.login',
      'b.email',
      'b.active',
      'b.gesperrt',
      'b.locked_until',
      'b.password_change_required',
      'b.created_at',
      rowCount(
        eb
          .selectFrom('sitzung as s')
          .whereRef('s.benutzer_id', '=', 'b.id')
          .where('s.revoked_at', 'is', null)
          .where('s.absolute_expires_at', '>', jetzt)
          .where('s.last_activity_at', '>', jetzt - SESSION_TIMEOUT_IDLE_SEKUNDEN * 1000),
      ).as('anzahlSitzungen'),
      anzahlZweiteFaktoren(eb).as('anzahlZweiteFaktoren'),
      letzteAnmeldung(eb).as('letzteAnmeldung'),
    ]);
}

type KontoZeile = {
  benutzerId: number;
  login: string;
  email: string;
  active: number;
  gesperrt: number;
  locked_until: number | null;
  password_change_required: number;
  created_at: number;
  anzahlSitzungen: number;
  anzahlZweiteFaktoren: number;
  letzteAnmeldung: number | null;
};

function kontoStand(r: KontoZeile, id: number, version: number, jetzt: number) {
  const gesperrtBis = r.locked_until === null ? null : Number(r.locked_until);
  return {
    id,
    benutzerId: r.benutzerId,
    login: r.login,
    email: r.email,
    zustand: r.gesperrt ? KontoZustand.Gesperrt : r.active ? KontoZustand.Aktiv : KontoZustand.NichtAktiviert,
    aktiv: r.active === 1,
    gesperrt: r.gesperrt === 1,
    gesperrtBis: gesperrtBis !== null && gesperrtBis > jetzt ? isoDateTime(gesperrtBis) : null,
    passwortAenderungErforderlich: r.password_change_required === 1,
    angelegtAm: isoDateTime(Number(r.created_at)),
    letzteAnmeldung: r.letzteAnmeldung === null ? null : isoDateTime(Number(r.letzteAnmeldung)),
    anzahlSitzungen: Number(r.anzahlSitzungen),
    anzahlZweiteFaktoren: Number(r.anzahlZweiteFaktoren),
    version,
  };
}

export async function ladeKunde(db: Db, id: number, jetzt: number): Promise<KundeDatensatz> {
  const r = await kontoSpalten(db, jetzt)
    .innerJoin('kunde as k', 'k.benutzer_id', 'b.id')
    .leftJoin('benutzer as pruefer', 'pruefer.id', 'k.geprueft_von')
    .select(['k.id', 'k.typ', 'k.firma', 'k.anrede', 'k.vorname', 'k.nachname', 'k.geburtsdatum', 'k.strasse', 'k.plz', 'k.ort', 'k.telefon', 'k.version', 'k.geprueft_am'])
    .select(['pruefer.vorname as prueferVorname', 'pruefer.nachname as prueferNachname'])
    .select((eb) => anzahlAusschreibungen(eb).as('anzahlAusschreibungen'))
    .where('k.id', '=', id)
    .executeTakeFirst();
  if (!r) throw new NichtGefunden(NICHT_GEFUNDEN.kunde);
  return {
    ...kontoStand(r, r.id, r.version, jetzt),
    typ: r.typ as Kundentyp,
    firma: r.firma,
    anrede: r.anrede,
    vorname: r.vorname,
    nachname: r.nachname,
    geburtsdatum: r.geburtsdatum,
    strasse: r.strasse,
    plz: r.plz,
    ort: r.ort,
    telefon: r.telefon,
    anzahlAusschreibungen: Number(r.anzahlAusschreibungen),
    typFestgelegt: await kundentypFestgelegt(db, r.id),
    geprueft:
      r.geprueft_am === null
        ? null
        : { am: isoDateTime(Number(r.geprueft_am)), von: r.prueferNachname === null ? null : [r.prueferVorname, r.prueferNachname].filter(Boolean).join(' ') },
  };
}

export async function ladeEvu(db: Db, id: number, jetzt: number): Promise<EvuDatensatz> {
  const r = await kontoSpalten(db, jetzt)
    .innerJoin('evu as e', 'e.benutzer_id', 'b.id')
    .select(['e.id', 'e.firma', 'e.sparten', 'e.bdew_codenummer', 'e.ansprechpartner', 'b.vorname', 'b.nachname', 'e.strasse', 'e.plz', 'e.ort', 'e.telefon', 'e.version'])
    .select((eb) => [anzahlEinladungen(eb).as('anzahlEinladungen'), anzahlAngebote(eb).as('anzahlAngebote')])
    .where('e.id', '=', id)
    .executeTakeFirst();
  if (!r) throw new NichtGefunden(NICHT_GEFUNDEN.evu);
  return {
    ...kontoStand(r, r.id, r.version, jetzt),
    firma: r.firma,
    sparten: r.sparten,
    bdewCodenummer: r.bdew_codenummer,
    ansprechpartner: r.ansprechpartner,
    vorname: r.vorname,
    nachname: r.nachname,
    strasse: r.strasse,
    plz: r.plz,
    ort: r.ort,
    telefon: r.telefon,
    anzahlEinladungen: Number(r.anzahlEinladungen),
    anzahlAngebote: Number(r.anzahlAngebote),
  };
}

export async function ladeAdministrator(db: Db, id: number, jetzt: number): Promise<AdministratorDatensatz> {
  const r = await kontoSpalten(db, jetzt).select(['b.vorname', 'b.nachname', 'b.version']).where('b.id', '=', id).where(istAdministrator).executeTakeFirst();
  if (!r) throw new NichtGefunden(NICHT_GEFUNDEN.administrator);
  return { ...kontoStand(r, r.benutzerId, r.version, jetzt), vorname: r.vorname, nachname: r.nachname };
}
