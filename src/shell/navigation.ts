import type { Rolle } from '../domain/rollen';

export interface NavigationsPunkt {
  label: string;
  pfad: string;
}

/** The role navigation of SPEC.md section 2, in its order. */
export const NAVIGATION: Record<Rolle, NavigationsPunkt[]> = {
  Administrator: [
    { label: 'Dashboard', pfad: '/administrator/dashboard' },
    { label: 'Kunden', pfad: '/administrator/kunde' },
    { label: 'EVUs', pfad: '/administrator/evu' },
    { label: 'Ausschreibungen', pfad: '/administrator/ausschreibung' },
    { label: 'Administratoren', pfad: '/administrator/administrator' },
    { label: 'Export', pfad: '/administrator/export' },
  ],
  Kunde: [
    { label: 'Ausschreibungen', pfad: '/kunde/ausschreibung' },
    { label: 'Benutzerdaten', pfad: '/kunde/benutzerdaten' },
  ],
  EVU: [
    { label: 'Stromausschreibungen', pfad: '/evu/ausschreibung/strom' },
    { label: 'Gasausschreibungen', pfad: '/evu/ausschreibung/gas' },
    { label: 'Benutzerdaten', pfad: '/evu/benutzerdaten' },
  ],
};

/** Every signed-in role also gets these (the 'Abmelden' button follows them). */
export const PASSWORT_AENDERN: NavigationsPunkt = { label: 'Passwort ändern', pfad: '/change-password' };

export function navigationFuer(rollen: readonly string[]): NavigationsPunkt[] {
  return (Object.keys(NAVIGATION) as Rolle[]).filter((r) => rollen.includes(r)).flatMap((r) => NAVIGATION[r]);
}

/** Public site links of the header, and the legal links of the footer. */
export const SEITEN_LINKS: NavigationsPunkt[] = [
  { label: 'Startseite', pfad: '/seite/startseite' },
  { label: 'Energiekunde', pfad: '/seite/energiekunde' },
  { label: 'Energieversorger', pfad: '/seite/energieversorger' },
  { label: 'Über uns', pfad: '/seite/ueber-uns' },
  { label: 'Mein Konto', pfad: '/app' },
  { label: 'Kontakt', pfad: '/seite/kontakt' },
];

export const RECHTS_LINKS: NavigationsPunkt[] = [
  { label: 'Impressum', pfad: '/seite/impressum' },
  { label: 'Datenschutz', pfad: '/seite/datenschutz' },
  { label: 'Glossar', pfad: '/seite/glossar' },
  { label: 'FAQ', pfad: '/seite/faq' },
];
