import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { LightIcon } from '../../ui/light/LightIcon';
import { KOPF_RECHTS_LINKS, SEITEN_LINKS, type NavigationsPunkt } from '../navigation';

/** One list of the phone menu; a click on a link closes the menu. */
function MenuLinks({ links, onClick, ...liste }: { links: readonly NavigationsPunkt[]; onClick: () => void } & ComponentProps<'ul'>) {
  return (
    <ul {...liste}>
      {links.map((l) => (
        <li key={l.pfad}>
          <Link to={l.pfad} onClick={onClick}>
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Header.tsx for the signed-out login route in plain HTML: brand, site links, the legal and help links from lg,
 * and below md the menu toggle. The menu is a modal <dialog>: the browser keeps the focus inside, closes it on
 * Escape and hands the focus back to the toggle, as MUI's Drawer does.
 */
export function LightHeader() {
  const [offen, setOffen] = useState(false);
  const menue = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = menue.current;
    if (!dialog) return;
    if (offen && !dialog.open) dialog.showModal();
    if (!offen && dialog.open) dialog.close();
  }, [offen]);
  const schliessen = () => setOffen(false);
  return (
    <header className="l-kopf">
      <div className="l-leiste">
        <Link to="/" className="l-marke">
          <LightIcon name="blitz" />
          <span>Energieausschreibungsportal</span>
        </Link>
        <nav aria-label="Website" className="l-kopflinks">
          {SEITEN_LINKS.map((l) => (
            <Link key={l.pfad} to={l.pfad}>
              {l.label}
            </Link>
          ))}
        </nav>
        <div className="l-luecke" />
        <nav aria-label="Rechtliches und Hilfe" className="l-rechtslinks">
          {KOPF_RECHTS_LINKS.map((l) => (
            <Link key={l.pfad} to={l.pfad}>
              {l.label}
            </Link>
          ))}
        </nav>
        <button
          type="button"
          className="l-menueknopf"
          aria-label={offen ? 'Menü schließen' : 'Menü öffnen'}
          aria-expanded={offen}
          aria-controls="mobiles-menue"
          onClick={() => setOffen((o) => !o)}
        >
          <LightIcon name={offen ? 'schliessen' : 'menue'} />
        </button>
      </div>
      {/* A click on the backdrop lands on the dialog element itself and closes it, as the Drawer's backdrop does. */}
      <dialog id="mobiles-menue" ref={menue} className="l-menue" onClose={schliessen} onClick={(e) => e.target === e.currentTarget && schliessen()}>
        <nav aria-label="Website">
          <MenuLinks links={SEITEN_LINKS} onClick={schliessen} />
          <hr />
          <MenuLinks links={KOPF_RECHTS_LINKS} onClick={schliessen} aria-label="Rechtliches und Hilfe" className="l-klein" />
        </nav>
      </dialog>
    </header>
  );
}
