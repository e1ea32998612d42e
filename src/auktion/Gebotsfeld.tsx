import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { EigenesAngebot } from '../../domain/api/angebot';
import type { EvuAuktion } from '../../domain/api/auktion';
import { formatCtKwh, formatEuro, leseZahl } from '../../domain/format';
import { jahreskosten, type KostenLieferstelle } from '../../domain/jahreskosten';
import { alsE4 } from '../../domain/preise';
import { gebotsRueckfrage, useBieten } from '../api/auktion';
import { HttpError, toModelState } from '../api/http';
import { LIVE_REGION } from '../ui/form/liveRegion';
import { useEinLauf } from '../ui/form/useEinLauf';
import { GebotBestaetigenDialog } from './GebotBestaetigenDialog';

type Angebot = Pick<EigenesAngebot, 'grundpreisEurMonat' | 'leistungspreisEurKwJahr' | 'oekoaufschlagCtKwh'>;

/** The Jahreskosten a typed Arbeitspreis implies with the rest of the own offer, as the server computes them; null for no valid price. */
function gebotsKosten(preis: number | null, angebot: Angebot, lieferstellen: readonly KostenLieferstelle[]): number | null {
  const e4 = preis === null || preis <= 0 ? null : alsE4(preis);
  if (e4 === null) return null;
  const e4Oder = (wert: number | null) => (wert === null ? null : alsE4(wert));
  return jahreskosten(
    { arbeitspreisCtKwhE4: e4, grundpreisEurMonatE4: alsE4(angebot.grundpreisEurMonat)!, leistungspreisEurKwJahrE4: e4Oder(angebot.leistungspreisEurKwJahr), oekoaufschlagCtKwhE4: e4Oder(angebot.oekoaufschlagCtKwh) },
    lieferstellen,
  ).euro;
}

/** What the server said about one input: it stands beside the field only while the field still holds that input. */
interface Antwort {
  fuer: string;
  text: string;
}

/**
 * The bid field of a running auction: below it the highest allowed price and the Jahreskosten of what is typed now
 * (never an answer to an earlier input), Enter or the button bids, and a bid beyond the plausibility limit comes
 * back as a question (GebotBestaetigenDialog) that bids again with `bestaetigt` only when the bidder confirms.
 */
export function Gebotsfeld({ ausschreibungId, stand, angebot, lieferstellen }: { ausschreibungId: number; stand: EvuAuktion; angebot: Angebot; lieferstellen: readonly KostenLieferstelle[] }) {
  const translate = useTranslate();
  const id = useId();
  const gebot = useBieten(ausschreibungId);
  const { laeuft: sendet, starte } = useEinLauf();
  const [eingabe, setEingabe] = useState('');
  const [fehler, setFehler] = useState<Antwort | null>(null);
  const [rueckfrage, setRueckfrage] = useState<{ text: string; preis: number } | null>(null);
  // Back from the question to the field, to correct what was typed: after the dialog gave the focus back to
  // whatever had it (the button, which was disabled while the bid was sent), so this comes last.
  const feld = useRef<HTMLInputElement>(null);
  const [korrigieren, setKorrigieren] = useState(0);
  useEffect(() => {
    if (korrigieren) feld.current?.focus();
  }, [korrigieren]);
  const preis = leseZahl(eingabe);
  const kosten = gebotsKosten(preis, angebot, lieferstellen);
  const aktuellerFehler = fehler?.fuer === eingabe ? fehler.text : null;

  const sende = (arbeitspreisCtKwh: number, bestaetigt: boolean) => {
    const fuer = eingabe;
    return starte(() =>
      gebot.mutateAsync(bestaetigt ? { arbeitspreisCtKwh, bestaetigt } : { arbeitspreisCtKwh }).then(
        () => {
          setEingabe('');
          setFehler(null);
          setRueckfrage(null);
        },
        (err: unknown) => {
          setRueckfrage(null);
          const frage = gebotsRueckfrage(err);
          if (frage && !bestaetigt) return setRueckfrage({ text: frage.message, preis: arbeitspreisCtKwh });
          const { message, errors } = toModelState(err instanceof HttpError ? err.body : undefined, 'Das Gebot konnte nicht abgegeben werden.');
          setFehler({ fuer, text: errors.arbeitspreisCtKwh?.[0] ?? message });
        },
      ),
    );
  };
  const abgeben = (e: FormEvent) => {
    e.preventDefault();
    if (preis === null) return setFehler({ fuer: eingabe, text: 'Bitte geben Sie einen Arbeitspreis ein.' });
    if (Number.isNaN(preis)) return setFehler({ fuer: eingabe, text: 'Bitte geben Sie den Arbeitspreis als Zahl ein, z. B. 24,5.' });
    void sende(preis, false);
  };
  const vorschau = `Höchstens ${formatCtKwh(stand.naechsterHoechstpreisCtKwh)}${kosten === null ? '' : ` · Jahreskosten ${formatEuro(kosten)}`}`;

  return (
    <>
      <Stack component="form" noValidate onSubmit={abgeben} direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
        <TextField
          id={id}
          inputRef={feld}
          label={translate('portal.auktion.neuerArbeitspreis')}
          value={eingabe}
          onChange={(e) => setEingabe(e.target.value)}
          autoComplete="off"
          sx={{ minWidth: { sm: 280 } }}
          error={aktuellerFehler !== null}
          helperText={aktuellerFehler ?? vorschau}
          // The line below (preview or refusal) and the card's note that a bid is binding both describe the field.
          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-describedby': `${id}-helper-text gebot-hinweis` }, formHelperText: LIVE_REGION }}
        />
        <Button type="submit" variant="contained" disabled={sendet} sx={{ mt: { sm: 1 } }}>
          Verbindlich bieten
        </Button>
      </Stack>
      {rueckfrage && (
        <GebotBestaetigenDialog
          offen
          grund={rueckfrage.text}
          arbeitspreisCtKwh={rueckfrage.preis}
          jahreskostenEuro={gebotsKosten(rueckfrage.preis, angebot, lieferstellen)}
          sendet={sendet}
          onBestaetigen={() => void sende(rueckfrage.preis, true)}
          onAbbrechen={() => {
            setRueckfrage(null);
            setKorrigieren((n) => n + 1);
          }}
        />
      )}
    </>
  );
}
