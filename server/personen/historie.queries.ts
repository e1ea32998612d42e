import type { Kysely } from 'kysely';
import { formatDatum, formatDatumZeit } from '../../domain/format';
import { SPARTE_LABEL, type Sparte } from '../../domain/ausschreibung';
import { NACHWEIS_LABEL, type Nachweis } from '../../domain/zulassung/nachweise';
import { ZULASSUNG_STATUS_LABEL, type ZulassungStatus } from '../../domain/zulassung/status';
import { aktionLabel, type HistorienEintrag } from '../../domain/historie';
import { BENACHRICHTIGUNGS_ARTEN } from '../../domain/benachrichtigungen';
import type { Database } from '../db/schema';
import { historienZeilen, lies, werText } from '../ausschreibung/historie.queries';
import { findeKonto, type PersonenArt } from './konto.queries';

/** German labels of the events an account's history shows (the tender labels live in domain/historie.ts). */
const KONTO_AKTION: Record<string, string> = {
  registriert: 'Selbst registriert',
  konto_angelegt: 'Konto angelegt',
  konto_geaendert: 'Daten geändert',
  kundentyp_geaendert: 'Festgelegten Kundentyp geändert',
  kunde_geprueft: 'Kunde geprüft und bestätigt',
  zulassung_abgelaufen: 'Zulassung abgelaufen',
  konto_gesperrt: 'Konto gesperrt',
  konto_entsperrt: 'Konto entsperrt',
  aktivierung_gesendet: 'Aktivierungs-E-Mail erneut gesendet',
  konto_aktiviert: 'Konto aktiviert',
  sitzungen_beendet: 'Alle Sitzungen beendet',
  zweite_faktoren_geloescht: 'Zweite Faktoren entfernt',
  anmeldung: 'Angemeldet',
  anmeldung_passwort_geaendert: 'Angemeldet und Passwort geändert',
  anmeldung_fehlgeschlagen: 'Anmeldung fehlgeschlagen',
  konto_voruebergehend_gesperrt: 'Nach Fehlversuchen vorübergehend gesperrt',
  passwort_vergessen: 'Link zum Ändern des Passworts angefordert',
  passwort_geaendert_mit_token: 'Passwort über den E-Mail-Link geändert',
  anmeldename_vergessen: 'Anmeldename per E-Mail angefordert',
  benutzerdaten_geaendert: 'Benutzerdaten selbst geändert',
  email_bestaetigt: 'Neue E-Mail-Adresse bestätigt',
  sitzung_beendet: 'Abgemeldet',
  zweiter_faktor_hinzugefuegt: 'Zweiten Faktor eingerichtet',
  zweiter_faktor_geloescht: 'Zweiten Faktor entfernt',
  benachrichtigungen_geaendert: 'Benachrichtigungen geändert',
  zulassung_entschieden: 'Zulassung entschieden',
  nachweis_geprueft: 'Nachweis geprüft',
  bonitaet_erfasst: 'Bonität erfasst',
};

const FEHLGRUND: Record<string, string> = {
  falsches_passwort: 'Falsches Passwort oder falscher Code',
  gesperrt: 'Vorübergehend gesperrt',
  inaktiv: 'Konto nicht aktiviert',
  gesperrt_durch_administrator: 'Konto gesperrt',
};

const FELD: Record<string, string> = {
  login: 'Anmeldename',
  email: 'E-Mail',
  vorname: 'Vorname',
  nachname: 'Nachname',
  typ: 'Typ',
  firma: 'Firma',
  anrede: 'Anrede',
  geburtsdatum: 'Geburtsdatum',
  strasse: 'Straße',
  plz: 'PLZ',
  ort: 'Ort',
  telefon: 'Telefon',
  sparten: 'Sparten',
  bdew_codenummer: 'BDEW-Codenummer',
  ansprechpartner: 'Ansprechpartner',
  emailAusstehend: 'E-Mail (ausstehend)',
};

/**
 * An account's audit trail, newest first: what happened to the account and its profile, and the account's own
 * sign-ins, sessions and second factors (those events name the session or factor, so they are found by actor).
 */
export async function personenHistorie(db: Kysely<Database>, art: PersonenArt, id: number): Promise<HistorienEintrag[]> {
  const konto = await findeKonto(db, art, id);
  const zeilen = await historienZeilen(db, (w) =>
    w.or([
      w.and([w('e.entitaet', '=', 'benutzer'), w('e.entitaet_id', '=', konto.benutzerId)]),
      ...(art === 'administrator' ? [] : [w.and([w('e.entitaet', '=', art), w('e.entitaet_id', '=', konto.id)])]),
      w.and([w('e.entitaet', 'in', ['sitzung', 'second_factor']), w('e.benutzer_id', '=', konto.benutzerId)]),
    ]),
  );
  return zeilen.map((z) => ({
    zeit: new Date(Number(z.at)).toISOString(),
    wer: werText(z),
    aktion: KONTO_AKTION[z.aktion] ?? aktionLabel(z.aktion),
    details: details(z.aktion, lies(z.vorher), lies(z.nachher)),
  }));
}

/** A short German line on what changed, where the event carries something a person wants to see. */
function details(aktion: string, vorher: Record<string, unknown>, nachher: Record<string, unknown>): string | null {
  switch (aktion) {
    case 'konto_geaendert':
    case 'benutzerdaten_geaendert': {
      const felder = [...new Set([...Object.keys(vorher), ...Object.keys(nachher)])].map((f) => FELD[f] ?? f);
      return felder.length ? `Geändert: ${felder.join(', ')}` : 'Keine Änderung';
    }
    case 'anmeldung_fehlgeschlagen':
      return typeof nachher.grund === 'string' ? (FEHLGRUND[nachher.grund] ?? nachher.grund) : null;
    case 'zulassung_abgelaufen':
      return `${SPARTE_LABEL[nachher.sparte as Sparte] ?? String(nachher.sparte)}: ${String(nachher.begruendung)}`;
    case 'kunde_geprueft':
      return `Kundentyp ${String(nachher.typ)}, ${[nachher.firma, [nachher.vorname, nachher.nachname].filter(Boolean).join(' ')].filter(Boolean).join(', ')}, ${String(nachher.strasse)}, ${String(nachher.plz)} ${String(nachher.ort)}`;
    case 'kundentyp_geaendert':
      return `${String(vorher.typ)} → ${String(nachher.typ)}, Begründung: ${String(nachher.begruendung)}`;
    case 'konto_gesperrt':
      return typeof nachher.sitzungenBeendet === 'number' ? `${nachher.sitzungenBeendet} Sitzung(en) beendet` : null;
    case 'sitzungen_beendet':
      return typeof nachher.anzahl === 'number' ? `${nachher.anzahl} Sitzung(en)` : null;
    case 'zweite_faktoren_geloescht':
      return typeof nachher.anzahl === 'number' ? `${nachher.anzahl} zweite(r) Faktor(en)` : null;
    case 'aktivierung_gesendet':
      return typeof nachher.email === 'string' ? `an ${nachher.email}` : null;
    case 'email_bestaetigt':
      return typeof nachher.email === 'string' ? nachher.email : null;
    case 'benachrichtigungen_geaendert': {
      const abbestellt = Array.isArray(nachher.abbestellt) ? (nachher.abbestellt as string[]) : [];
      const namen = abbestellt.map((art) => BENACHRICHTIGUNGS_ARTEN.find((a) => a.art === art)?.bezeichnung ?? art);
      return namen.length ? `Keine E-Mail mehr zu: ${namen.join(', ')}` : 'Alle E-Mails bestellt';
    }
    case 'zulassung_entschieden': {
      const vonStatus = ZULASSUNG_STATUS_LABEL[vorher.status as ZulassungStatus] ?? String(vorher.status);
      const nachStatus = ZULASSUNG_STATUS_LABEL[nachher.status as ZulassungStatus] ?? String(nachher.status);
      return `${SPARTE_LABEL[nachher.sparte as Sparte] ?? ''}: ${vonStatus} → ${nachStatus} · Begründung: ${String(nachher.begruendung)}`;
    }
    case 'nachweis_geprueft': {
      const art = NACHWEIS_LABEL[nachher.art as Nachweis] ?? String(nachher.art);
      return nachher.pruefung === 'abgelehnt' ? `${art} abgelehnt · Begründung: ${String(nachher.begruendung)}` : `${art} geprüft`;
    }
    case 'bonitaet_erfasst':
      return `Klasse ${String(nachher.klasse)} vom ${formatDatum(String(nachher.datum))} (${String(nachher.quelle)})`;
    case 'konto_voruebergehend_gesperrt':
      return typeof nachher.bis === 'string' ? `bis ${formatDatumZeit(Date.parse(nachher.bis))}` : null;
    default:
      return null;
  }
}
