import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as session from '../../../src/api/auth/session';
import { Header } from '../../../src/shell/Header';
import { NotFoundPage } from '../../../src/shell/NotFoundPage';
import { RoleNavigation } from '../../../src/shell/RoleNavigation';
import { Guard } from '../../../src/shell/Guard';
import { getAuthentifizierung, MitgliedPfadeProvider, mitgliedPfade, setAuthentifizierung } from '../../../src/api/auth';
import { NurFuerRollen } from '../../../src/shell/NurFuerRollen';
import { fensterMitBreite } from '../ui/fensterBreite';
import { angemeldetAls, ImPortal, Ort } from './hilfen';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ERWARTET: Record<string, [string, string][]> = {
  Administrator: [
    ['Dashboard', '/administrator/dashboard'],
    ['Kunden', '/administrator/kunde'],
    ['EVUs', '/administrator/evu'],
    ['Ausschreibungen', '/administrator/ausschreibung'],
    ['Administratoren', '/administrator/administrator'],
    // The tables the administrator maintains (declared resources, issue 43) follow the accounts.
    ['Schwellenwerte', '/administrator/schwellenwert'],
    ['Export', '/administrator/export'],
    ['Passwort ändern', '/change-password'],
  ],
  Kunde: [
    ['Ausschreibungen', '/kunde/ausschreibung'],
    ['Benutzerdaten', '/kunde/benutzerdaten'],
    ['Passwort ändern', '/change-password'],
  ],
  EVU: [
    ['Ausschreibungen', '/evu/ausschreibung'],
    ['Zulassung & Nachweise', '/evu/zulassung'],
    ['Benutzerdaten', '/evu/benutzerdaten'],
    ['Passwort ändern', '/change-password'],
  ],
};

function zeigeNavigation(start = '/') {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <RoleNavigation />
      <Routes>
        <Route path="*" element={<Ort />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: ImPortal },
  );
}

describe('Rollennavigation', () => {
  for (const [rolle, punkte] of Object.entries(ERWARTET)) {
    it(`zeigt ${rolle} genau die Punkte der Spezifikation und Abmelden`, () => {
      angemeldetAls([rolle]);
      zeigeNavigation();
      const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
      expect(within(nav).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual(punkte);
      expect(within(nav).getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    });
  }

  it('zeigt ohne Anmeldung keine Rollennavigation', () => {
    zeigeNavigation();
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).not.toBeInTheDocument();
  });

  it('markiert den aktiven Punkt und meldet mit Abmelden ab', async () => {
    const abmelden = vi.spyOn(session, 'logout').mockImplementation(async () => sessionStorage.clear());
    angemeldetAls(['Kunde']);
    zeigeNavigation('/kunde/benutzerdaten');
    expect(screen.getByRole('link', { name: 'Benutzerdaten' })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(abmelden).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByTestId('ort')).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).not.toBeInTheDocument();
  });
});

describe('Kopfzeile', () => {
  it('hat die Website-Links und einen Menüschalter, der öffnet und schließt', async () => {
    const user = userEvent.setup();
    const kopf = () =>
      render(
        <MemoryRouter>
          <Header />
        </MemoryRouter>,
      );
    fensterMitBreite(1280);
    const amArbeitsplatz = kopf();
    for (const text of ['Startseite', 'Energiekunde', 'Energieversorger', 'Über uns', 'Mein Konto', 'Kontakt']) {
      expect(screen.getAllByRole('link', { name: text }).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByRole('link', { name: 'Mein Konto' })[0]).toHaveAttribute('href', '/app');
    const rechtliches = screen.getByRole('navigation', { name: 'Rechtliches und Hilfe' });
    expect(within(rechtliches).getAllByRole('link').map((l) => l.textContent)).toEqual(['Impressum', 'Datenschutz', 'Glossar', 'FAQ']);
    // The menu's switch is there below 900 px only.
    expect(screen.queryByRole('button', { name: 'Menü öffnen' })).toBeNull();
    amArbeitsplatz.unmount();

    // Between 900 and 1199 px the legal and help links stay in the header, on a second line where needed.
    fensterMitBreite(1000);
    const mittel = kopf();
    expect(within(screen.getByRole('navigation', { name: 'Rechtliches und Hilfe' })).getAllByRole('link').map((l) => l.textContent)).toEqual(['Impressum', 'Datenschutz', 'Glossar', 'FAQ']);
    expect(screen.queryByRole('button', { name: 'Menü öffnen' })).toBeNull();
    mittel.unmount();

    fensterMitBreite(360);
    kopf();
    const schalter = screen.getByRole('button', { name: 'Menü öffnen' });
    expect(schalter).toHaveAttribute('aria-expanded', 'false');
    await user.click(schalter);
    expect(screen.getByRole('button', { name: 'Menü schließen', hidden: true })).toHaveAttribute('aria-expanded', 'true');
    // On phones the legal and help links are in the menu too.
    const menue = screen.getByRole('list', { name: 'Rechtliches und Hilfe' });
    expect(within(menue).getAllByRole('link').map((l) => l.textContent)).toEqual(['Impressum', 'Datenschutz', 'Glossar', 'FAQ']);
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('führt angemeldet im Menü die Rollennavigation vor den Website-Links und meldet dort ab', async () => {
    const abmelden = vi.spyOn(session, 'logout').mockImplementation(async () => sessionStorage.clear());
    const user = userEvent.setup();
    fensterMitBreite(360);
    angemeldetAls(['EVU']);
    render(
      <MemoryRouter initialEntries={['/evu/benutzerdaten']}>
        <Header />
        <Routes>
          <Route path="*" element={<Ort />} />
        </Routes>
      </MemoryRouter>,
      { wrapper: ImPortal },
    );
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const menue = document.getElementById('mobiles-menue')!;
    const navigationen = within(menue).getAllByRole('navigation').map((n) => n.getAttribute('aria-label'));
    expect(navigationen).toEqual(['Hauptnavigation', 'Website']);
    const rollen = within(menue).getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(rollen).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual(ERWARTET.EVU);
    expect(within(rollen).getByRole('link', { name: 'Benutzerdaten' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(rollen).getByRole('button', { name: 'Abmelden' }));
    expect(abmelden).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByTestId('ort')).toHaveTextContent(/^\/$/));
  });

  it('hat ohne Anmeldung im Menü nur die Website-Links', async () => {
    const user = userEvent.setup();
    fensterMitBreite(360);
    render(
      <MemoryRouter>
        <Header />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    expect(within(document.getElementById('mobiles-menue')!).getAllByRole('navigation').map((n) => n.getAttribute('aria-label'))).toEqual(['Website']);
  });
});

describe('Routenschutz', () => {
  const geschuetzt = (start: string, wrapper = ImPortal) =>
    render(
      <MemoryRouter initialEntries={[start]}>
        <Routes>
          <Route path="/administrator/*" element={<Guard rollen={['Administrator']}>geheim</Guard>} />
          <Route path="*" element={<Ort />} />
        </Routes>
      </MemoryRouter>,
      { wrapper },
    );

  it('schickt Unangemeldete mit returnUrl zur Anmeldung', () => {
    geschuetzt('/administrator/dashboard?x=1');
    expect(screen.getByTestId('ort')).toHaveTextContent('/?returnUrl=%2Fadministrator%2Fdashboard%3Fx%3D1');
  });

  it('schickt Angemeldete ohne Rolle mit returnUrl auf die Verboten-Seite', () => {
    angemeldetAls(['Kunde']);
    geschuetzt('/administrator/dashboard');
    expect(screen.getByTestId('ort')).toHaveTextContent('/forbidden?returnUrl=%2Fadministrator%2Fdashboard');
  });

  it('lässt die richtige Rolle durch', () => {
    angemeldetAls(['Administrator']);
    geschuetzt('/administrator/dashboard');
    expect(screen.getByText('geheim')).toBeInTheDocument();
  });

  it('nimmt ohne Einstellung die Pfade des Mitglieder-Rahmens: /member/login und /forbidden', () => {
    const ohneEinstellung = ({ children }: { children: ReactNode }) => <>{children}</>;
    const { unmount } = geschuetzt('/administrator/kunde', ohneEinstellung);
    expect(screen.getByTestId('ort')).toHaveTextContent('/member/login?returnUrl=%2Fadministrator%2Fkunde');
    unmount();
    angemeldetAls(['EVU']);
    geschuetzt('/administrator/kunde', ohneEinstellung);
    expect(screen.getByTestId('ort')).toHaveTextContent('/forbidden?returnUrl=%2Fadministrator%2Fkunde');
  });

  it('folgt eingestellten Pfaden', () => {
    const eigene = ({ children }: { children: ReactNode }) => (
      <MitgliedPfadeProvider value={mitgliedPfade({ login: '/anmelden', verboten: '/kein-zugriff' })}>{children}</MitgliedPfadeProvider>
    );
    const { unmount } = geschuetzt('/administrator/evu', eigene);
    expect(screen.getByTestId('ort')).toHaveTextContent('/anmelden?returnUrl=%2Fadministrator%2Fevu');
    unmount();
    angemeldetAls(['Kunde']);
    geschuetzt('/administrator/evu', eigene);
    expect(screen.getByTestId('ort')).toHaveTextContent('/kein-zugriff?returnUrl=%2Fadministrator%2Fevu');
  });
});

describe('Inhalt nur für Rollen', () => {
  const zeige = () =>
    render(
      <>
        <NurFuerRollen rollen={['Administrator', 'EVU']}>nur Verwaltung und Versorger</NurFuerRollen>
        <NurFuerRollen rollen={['Kunde']} sonst="kein Kunde">nur Kunden</NurFuerRollen>
        <NurFuerRollen>alle Angemeldeten</NurFuerRollen>
      </>,
    );

  it('zeigt Unangemeldeten nichts davon', () => {
    const { container } = zeige();
    expect(container).toHaveTextContent(/^kein Kunde$/);
  });

  it('zeigt Angemeldeten, was eine ihrer Rollen erlaubt', () => {
    angemeldetAls(['EVU']);
    const { container } = zeige();
    expect(container).toHaveTextContent(/^nur Verwaltung und Versorgerkein Kundealle Angemeldeten$/);
  });

  it('folgt der Anmeldung ohne neues Laden', async () => {
    const { container } = zeige();
    angemeldetAls(['Kunde']);
    act(() => setAuthentifizierung(getAuthentifizierung()!));
    await waitFor(() => expect(container).toHaveTextContent(/^nur Kundenalle Angemeldeten$/));
  });
});

describe('Nicht gefunden', () => {
  it('hat die Überschrift der Spezifikation', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Die Seite wurde nicht gefunden' })).toBeInTheDocument();
  });
});
