import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { landingAfterLogin, login, useAuthentifizierung, useMitgliedPfade, type LoginDaten } from '../api/auth';
import type { SecondFactor } from '../../domain/auth';
import { useLadePortalBeiEingabe } from '../shell/light/ladePortal';
import { LightNotice } from '../ui/light/LightNotice';
import { LightRequiredField } from '../ui/light/LightRequiredField';
import { LightIcon } from '../ui/light/LightIcon';
import { anmeldeFelder } from '../i18n/felder';

type Zustand =
  | { art: 'normal' }
  /** `zweiterFaktor`: the code proven just before; the server uses it up only with the sign-in, so it goes along again */
  | { art: 'passwortAenderung'; hinweis: string; zweiterFaktor?: LoginDaten['secondFactor'] }
  | { art: 'zweiterFaktor'; faktoren: SecondFactor[] };

/**
 * SPEC.md section 2 'Login page' with its three states (normal, password change required, second factor required).
 * Plain HTML with the portal's look (ui/light): the login route downloads neither MUI nor emotion.
 */
export function LoginPage() {
  const auth = useAuthentifizierung();
  const pfade = useMitgliedPfade();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [neu, setNeu] = useState({ password: '', passwordConfirmation: '' });
  const [faktor, setFaktor] = useState({ id: 0, code: '' });
  /** a recovery code in place of the factor's code (the choice Keycloak's login offers too) */
  const [wiederherstellung, setWiederherstellung] = useState<string>();
  const [zustand, setZustand] = useState<Zustand>({ art: 'normal' });
  const [laeuft, setLaeuft] = useState(false);
  const [versucht, setVersucht] = useState(false);
  const [meldung, setMeldung] = useState<string>();
  const [feldFehler, setFeldFehler] = useState<Record<string, string>>({});
  useLadePortalBeiEingabe();

  if (auth && !laeuft) return <Navigate to={landingAfterLogin(auth.roles, returnUrl, pfade)} replace />;

  const passwoerterUngleich = zustand.art === 'passwortAenderung' && !!neu.passwordConfirmation && neu.password !== neu.passwordConfirmation;

  const anmelden = async (event: FormEvent) => {
    event.preventDefault();
    setVersucht(true);
    if (!username || !password) return;
    if (zustand.art === 'passwortAenderung' && (!neu.password || !neu.passwordConfirmation || passwoerterUngleich)) return;
    if (zustand.art === 'zweiterFaktor' && !(wiederherstellung ?? faktor.code)) return;
    const daten: LoginDaten = { username, password };
    if (zustand.art === 'passwortAenderung') {
      daten.passwordChange = neu;
      if (zustand.zweiterFaktor) daten.secondFactor = zustand.zweiterFaktor;
    }
    if (zustand.art === 'zweiterFaktor') daten.secondFactor = wiederherstellung === undefined ? faktor : { recoveryCode: wiederherstellung };
    setLaeuft(true);
    setMeldung(undefined);
    setFeldFehler({});
    try {
      const ergebnis = await login(daten);
      switch (ergebnis.kind) {
        case 'Success':
          navigate(landingAfterLogin(ergebnis.authentifizierung.roles, returnUrl, pfade), { replace: true });
          return;
        case 'PasswordChangeRequired':
          setZustand({ art: 'passwortAenderung', hinweis: ergebnis.message, zweiterFaktor: daten.secondFactor });
          setVersucht(false);
          break;
        case 'SecondFactorRequired':
          setZustand({ art: 'zweiterFaktor', faktoren: ergebnis.factors });
          setFaktor({ id: ergebnis.factors[0]?.id ?? 0, code: '' });
          setWiederherstellung(undefined);
          setVersucht(false);
          break;
        case 'Error': {
          const felder = Object.entries(ergebnis.modelState.errors ?? {});
          setMeldung(ergebnis.modelState.message);
          // The code sent along with the new password no longer counts (an app's code is valid for a minute at
          // most): the next try starts over, and the server asks for the second factor again.
          if (zustand.art === 'passwortAenderung' && felder.some(([feld]) => feld.startsWith('secondFactor.'))) setZustand({ art: 'normal' });
          setFeldFehler(Object.fromEntries(felder.map(([feld, texte]) => [feld, texte[0] ?? ''])));
          break;
        }
      }
    } catch (fehler) {
      const body = (fehler as { body?: { message?: string } }).body;
      setMeldung(body?.message ?? (fehler as Error).message ?? 'Es ist ein Fehler aufgetreten.');
    } finally {
      setLaeuft(false);
    }
  };

  return (
    <section className="l-karte">
      <h1>Anmeldung</h1>
      <form noValidate onSubmit={anmelden}>
        {meldung && <LightNotice art="fehler">{meldung}</LightNotice>}
        <LightRequiredField label={anmeldeFelder.anmeldename} name="username" autoComplete="username" autoFocus value={username} zeigeFehler={versucht}
          fehler={feldFehler.username} onChange={(e) => setUsername(e.target.value)} />
        <LightRequiredField label={anmeldeFelder.passwort} name="password" type="password" autoComplete="current-password" value={password} zeigeFehler={versucht}
          fehler={feldFehler.password} onChange={(e) => setPassword(e.target.value)} />

        {zustand.art === 'passwortAenderung' && (
          <div role="group" aria-labelledby="neues-passwort">
            <h2 id="neues-passwort">Neues Passwort</h2>
            {zustand.hinweis && <LightNotice art="info">{zustand.hinweis}</LightNotice>}
            <LightRequiredField label={anmeldeFelder.passwort} name="neuesPasswort" type="password" autoComplete="new-password" value={neu.password} zeigeFehler={versucht}
              fehler={feldFehler['passwordChange.password']} onChange={(e) => setNeu({ ...neu, password: e.target.value })} />
            <LightRequiredField label={anmeldeFelder.passwortBestaetigen} name="passwortBestaetigen" type="password" autoComplete="new-password" value={neu.passwordConfirmation}
              zeigeFehler={versucht} fehler={passwoerterUngleich ? 'Die Passwörter stimmen nicht überein.' : feldFehler['passwordChange.passwordConfirmation']}
              onChange={(e) => setNeu({ ...neu, passwordConfirmation: e.target.value })} />
          </div>
        )}

        {zustand.art === 'zweiterFaktor' && wiederherstellung !== undefined && (
          <div role="group" aria-labelledby="zweiter-faktor">
            <h2 id="zweiter-faktor">Zweiter Faktor</h2>
            <LightRequiredField label={anmeldeFelder.wiederherstellungscode} name="recoveryCode" autoComplete="off" autoCapitalize="characters" spellCheck={false}
              autoFocus value={wiederherstellung} zeigeFehler={versucht} fehler={feldFehler['secondFactor.recoveryCode']}
              onChange={(e) => setWiederherstellung(e.target.value)} />
            <button type="button" className="l-knopf l-knopf-text" onClick={() => setWiederherstellung(undefined)}>
              Code aus der App verwenden
            </button>
          </div>
        )}

        {zustand.art === 'zweiterFaktor' && wiederherstellung === undefined && (
          <div role="group" aria-labelledby="zweiter-faktor">
            <h2 id="zweiter-faktor">Zweiter Faktor</h2>
            <div className="l-feld">
              <select id="faktor" value={faktor.id} onChange={(e) => setFaktor({ ...faktor, id: Number(e.target.value) })}>
                {zustand.faktoren.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.label}
                  </option>
                ))}
              </select>
              <label htmlFor="faktor">{anmeldeFelder.faktor}</label>
              <LightIcon name="pfeilRunter" className="l-icon l-pfeil" />
            </div>
            <LightRequiredField label={anmeldeFelder.code} name="code" autoComplete="one-time-code" inputMode="numeric" autoFocus value={faktor.code} zeigeFehler={versucht}
              fehler={feldFehler['secondFactor.code']} onChange={(e) => setFaktor({ ...faktor, code: e.target.value.trim() })} />
            <button type="button" className="l-knopf l-knopf-text" onClick={() => setWiederherstellung('')}>
              Wiederherstellungscode verwenden
            </button>
          </div>
        )}

        <button type="submit" className="l-knopf l-knopf-voll" disabled={laeuft}>
          Anmelden
        </button>
      </form>

      {zustand.art !== 'passwortAenderung' && (
        <div className="l-zeile">
          <Link to="/recover-name" className="l-link">
            Anmeldenamen vergessen?
          </Link>
          <Link to="/recover-password" className="l-link">
            Passwort vergessen?
          </Link>
        </div>
      )}

      <hr className="l-trenner" />
      <p>Wollen Sie sich als Energiekunde oder Energieversorger registrieren?</p>
      <div className="l-knoepfe">
        <Link to="/kunde/registrieren" className="l-knopf l-knopf-umriss">
          Kunde
        </Link>
        <Link to="/evu/registrieren" className="l-knopf l-knopf-umriss">
          Versorger
        </Link>
      </div>
    </section>
  );
}
