import type { Rolle } from '../domain/rollen';

// Each area is its own chunk. App.tsx renders them, vorladen.ts asks for the signed-in user's before the app has
// started; both import through these functions, so the browser fetches each chunk once. No React here: the early
// entry must stay small.
export const ladeAdministratorApp = () => import('./admin/AdministratorApp');
export const ladeKundeApp = () => import('./kunde/KundeApp');
export const ladeEvuApp = () => import('./evu/EvuApp');
/** Every route but the login: the MUI shell with its routes. */
export const ladePortalCode = () => import('./shell/Portal');

/** The areas under their first path segment, with the role that may open them. */
export const BEREICHE = {
  administrator: { rolle: 'Administrator', laden: ladeAdministratorApp },
  kunde: { rolle: 'Kunde', laden: ladeKundeApp },
  evu: { rolle: 'EVU', laden: ladeEvuApp },
} satisfies Record<string, { rolle: Rolle; laden: () => Promise<unknown> }>;
