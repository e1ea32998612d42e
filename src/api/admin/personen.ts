import type { DataProvider, Identifier } from 'ra-core';
import type { AdministratorOptionen, EvuOptionen, KundeOptionen } from '../../../domain/api/personenAdmin';
import type { HistorienEintrag } from '../../../domain/historie';
import { createDataProvider } from '../createDataProvider';
import { request } from '../http/httpClient';

/** The react-admin resources of the administrator's people management and their base URLs. */
export const PERSONEN_ADMIN = {
  kunde: '/api/kundeasadmin',
  evu: '/api/evuasadmin',
  administrator: '/api/administratorasadmin',
} as const;

export type PersonenRessource = keyof typeof PERSONEN_ADMIN;

export const istPersonenRessource = (resource: string): resource is PersonenRessource => Object.hasOwn(PERSONEN_ADMIN, resource);

/** The choices of each list's filters. */
export interface PersonenOptionen {
  kunde: KundeOptionen;
  evu: EvuOptionen;
  administrator: AdministratorOptionen;
}

/**
 * Kunden, EVUs and Administratoren in the back office: react-admin's calls (list, read, create, update,
 * delete) on the resources `kunde`, `evu` and `administrator`, plus the account actions react-admin has no
 * name for. Every action answers 204; a refusal is a 400 with the German reason.
 */
export function createPersonenAdminProvider() {
  const basis = createDataProvider(PERSONEN_ADMIN);
  const eintrag = (resource: PersonenRessource, id: Identifier) => `${PERSONEN_ADMIN[resource]}/${encodeURIComponent(String(id))}`;
  const aktion = (method: 'POST' | 'DELETE', pfad: string) => request<void>(pfad, { method, responseType: 'none' });

  return {
    ...basis,
    personenOptionen: <R extends PersonenRessource>(resource: R) => request<PersonenOptionen[R]>(`${PERSONEN_ADMIN[resource]}/options`),
    /** Locks the account and ends its sessions. */
    kontoSperren: (resource: PersonenRessource, id: Identifier) => aktion('POST', `${eintrag(resource, id)}/sperren`),
    /** Lifts the administrator's lock and a back-off after failed sign-ins alike. */
    kontoEntsperren: (resource: PersonenRessource, id: Identifier) => aktion('POST', `${eintrag(resource, id)}/entsperren`),
    /** A new activation link and one-time password; the earlier ones stop working. */
    aktivierungSenden: (resource: PersonenRessource, id: Identifier) => aktion('POST', `${eintrag(resource, id)}/aktivierung`),
    sitzungenBeenden: (resource: PersonenRessource, id: Identifier) => aktion('DELETE', `${eintrag(resource, id)}/sessions`),
    zweiteFaktorenZuruecksetzen: (resource: PersonenRessource, id: Identifier) => aktion('DELETE', `${eintrag(resource, id)}/second-factors`),
    /**
     * The Kundenprüfung: confirms a Kunde's data as read (`version`); 409 when it was confirmed or changed meanwhile.
     * A Kommune's tenders are released only after it.
     */
    kundePruefen: (id: Identifier, version: number) => request<void>(`${eintrag('kunde', id)}/pruefung`, { method: 'POST', body: { version }, responseType: 'none' }),
    /** Who did what to the account and when, newest first. */
    kontoHistorie: (resource: PersonenRessource, id: Identifier) => request<HistorienEintrag[]>(`${eintrag(resource, id)}/historie`),
  } satisfies DataProvider;
}

export type PersonenAdminProvider = ReturnType<typeof createPersonenAdminProvider>;
