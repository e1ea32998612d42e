import type { Identifier } from 'react-admin';
import type { PersonenAdminProvider, PersonenRessource } from '../../api/admin/personen';

export type KontoAktion = 'sperren' | 'entsperren' | 'aktivierung' | 'sitzungen' | 'zweiteFaktoren';

export interface KontoAktionDefinition {
  titel: string;
  /** Asked before the action: it takes something away from the account's owner. */
  frage?: { titel: string; text: (name: string) => string; bestaetigen: string };
  erfolg: string;
  ausfuehren: (provider: PersonenAdminProvider, resource: PersonenRessource, id: Identifier) => Promise<void>;
}

/** The account actions of all three resources; only the record's name differs between them. */
export const KONTO_AKTIONEN: Record<KontoAktion, KontoAktionDefinition> = {
  sperren: {
    titel: 'Sperren',
    frage: {
      titel: 'Konto sperren?',
      text: (name) => `Das Konto „${name}“ wird gesperrt und alle seine Sitzungen enden sofort. Eine Anmeldung ist erst nach dem Entsperren wieder möglich.`,
      bestaetigen: 'Sperren',
    },
    erfolg: 'Das Konto wurde gesperrt.',
    ausfuehren: (p, r, id) => p.kontoSperren(r, id),
  },
  entsperren: {
    titel: 'Entsperren',
    erfolg: 'Das Konto wurde entsperrt.',
    ausfuehren: (p, r, id) => p.kontoEntsperren(r, id),
  },
  aktivierung: {
    titel: 'Aktivierung erneut senden',
    erfolg: 'Die Aktivierungs-E-Mail wurde erneut gesendet.',
    ausfuehren: (p, r, id) => p.aktivierungSenden(r, id),
  },
  sitzungen: {
    titel: 'Sitzungen beenden',
    frage: {
      titel: 'Sitzungen beenden?',
      text: (name) => `Alle Sitzungen des Kontos „${name}“ werden beendet. Wer damit angemeldet ist, muss sich neu anmelden.`,
      bestaetigen: 'Sitzungen beenden',
    },
    erfolg: 'Alle Sitzungen wurden beendet.',
    ausfuehren: (p, r, id) => p.sitzungenBeenden(r, id),
  },
  zweiteFaktoren: {
    titel: 'Zweite Faktoren zurücksetzen',
    frage: {
      titel: 'Zweite Faktoren zurücksetzen?',
      text: (name) => `Alle zweiten Faktoren des Kontos „${name}“ werden entfernt. Bis ein neuer eingerichtet ist, genügt für die Anmeldung das Passwort.`,
      bestaetigen: 'Zurücksetzen',
    },
    erfolg: 'Die zweiten Faktoren wurden zurückgesetzt.',
    ausfuehren: (p, r, id) => p.zweiteFaktorenZuruecksetzen(r, id),
  },
};
