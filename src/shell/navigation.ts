import { RESSOURCEN } from '../../domain/ressourcen';
import type { Rolle } from '../../domain/rollen';
import { OEFFENTLICHE_SEITEN, seitenPfad, type SeitenSlug } from '../../domain/seiten';

export interface NavigationsPunkt {
  label: string;
  pfad: string;
}

/** The role navigation of SPEC.md section 2, in its order, with the declared resources of a role. */
export const NAVIGATION: Record<Rolle, NavigationsPunkt[]> = {
  Administrator: [
    { label: 'Dashboard', pfad: '/administrator/dashboard' },
    { label: 'Kunden', pfad: '/administrator/kunde' },
    { label: 'EVUs', pfad: '/administrator/evu' },
    { label: 'Ausschreibungen', pfad: '/administrator/ausschreibung' },
    { label: 'Administratoren', pfad: '/administrator/administrator' },
    // The tables the administrator maintains (domain/ressourcen), after the accounts.
    ...RESSOURCEN.filter((d) => d.rolle === 'Administrator').map((d) => ({ label: d.mehrzahl, pfad: `/administrator/${d.name}` })),
    { label: 'Export', pfad: '/administrator/export' },
  ],
  Kunde: [
    { label: 'Ausschreibungen', pfad: '/kunde/ausschreibung' },
    { label: 'Benutzerdaten', pfad: '/kunde/benutzerdaten' },
  ],
  EVU: [
    // One list of Strom and Gas with a Sparte filter (issue 42) in place of one list per Sparte.
    { label: 'Ausschreibungen', pfad: '/evu/ausschreibung' },
    { label: 'Zulassung & Nachweise', pfad: '/evu/zulassung' },
    { label: 'Benutzerdaten', pfad: '/evu/benutzerdaten' },
  ],
};

/** Every signed-in role also gets these (the 'Abmelden' button follows them). */
export const PASSWORT_AENDERN: NavigationsPunkt = { label: 'Passwort ändern', pfad: '/change-password' };

export function navigationFuer(rollen: readonly string[]): NavigationsPunkt[] {
  return (Object.keys(NAVIGATION) as Rolle[]).filter((r) => rollen.includes(r)).flatMap((r) => NAVIGATION[r]);
}

const seite = (slug: SeitenSlug): NavigationsPunkt => ({
  label: OEFFENTLICHE_SEITEN.find((s) => s.slug === slug)!.titel,
  pfad: seitenPfad(slug),
});

/** Public site links of the header (SPEC.md section 2, in its order), and the legal links of the footer. */
export const SEITEN_LINKS: NavigationsPunkt[] = [
  seite('startseite'),
  seite('energiekunde'),
  seite('energieversorger'),
  seite('ueber-uns'),
  { label: 'Mein Konto', pfad: '/app' },
  seite('kontakt'),
];

/** The header's links to the legal and help pages (SPEC.md section 2); on phones they sit in the ☰ menu. */
export const KOPF_RECHTS_LINKS: NavigationsPunkt[] = [seite('impressum'), seite('datenschutz'), seite('glossar'), seite('faq')];

// BITV 2.0 § 7: the accessibility statement is reachable from every page; its link says so in one word.
export const RECHTS_LINKS: NavigationsPunkt[] = [...KOPF_RECHTS_LINKS, { ...seite('barrierefreiheit'), label: 'Barrierefreiheit' }];
