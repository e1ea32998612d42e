import type { Rolle } from '../domain/rollen';

/**
 * The areas under their first path segment, each its own chunk: App.tsx renders them, vorladen.ts asks for the
 * signed-in user's before the app has started. Both import through these functions, so the browser fetches each
 * chunk once. No React here: the early entry must stay small.
 */
export const BEREICHE = {
  administrator: { rolle: 'Administrator', laden: () => import('./admin/AdministratorApp') },
  kunde: { rolle: 'Kunde', laden: () => import('./kunde/KundeApp') },
  evu: { rolle: 'EVU', laden: () => import('./evu/EvuApp') },
} satisfies Record<string, { rolle: Rolle; laden: () => Promise<unknown> }>;

/** Every route but the login: the MUI shell with its routes. */
export const portalLaden = () => import('./shell/Portal');
