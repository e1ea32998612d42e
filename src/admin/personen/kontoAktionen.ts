import type { Identifier } from 'react-admin';
import type { PersonenAdminProvider, PersonenRessource } from '../../api/admin/personen';

export type KontoAktion = 'sperren' | 'entsperren' | 'aktivierung' | 'sitzungen' | 'zweiteFaktoren';

export interface KontoAktionDefinition {
  /** Asked before the action: it takes something away from the account's owner. */
  fragt: boolean;
  ausfuehren: (provider: PersonenAdminProvider, resource: PersonenRessource, id: Identifier) => Promise<void>;
}

/**
 * The account actions of all three resources; only the record's name differs between them. Their words (entry,
 * question, success) are `portal.personen.kontoAktionen.<aktion>` in src/i18n/bereiche.ts.
 */
export const KONTO_AKTIONEN: Record<KontoAktion, KontoAktionDefinition> = {
  sperren: { fragt: true, ausfuehren: (p, r, id) => p.kontoSperren(r, id) },
  entsperren: { fragt: false, ausfuehren: (p, r, id) => p.kontoEntsperren(r, id) },
  aktivierung: { fragt: false, ausfuehren: (p, r, id) => p.aktivierungSenden(r, id) },
  sitzungen: { fragt: true, ausfuehren: (p, r, id) => p.sitzungenBeenden(r, id) },
  zweiteFaktoren: { fragt: true, ausfuehren: (p, r, id) => p.zweiteFaktorenZuruecksetzen(r, id) },
};
