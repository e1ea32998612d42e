import Typography from '@mui/material/Typography';
import { formatEuro } from '../../domain/format';
import type { AktuellePreise } from '../../domain/jahreskosten';
import { aktuellerVertragText } from './aktuellerVertragText';

/** What the current contract costs for the tender's Lieferstellen, the figure each offer's saving is measured against. */
export function AktuellerVertragKosten({ wessen, preise, euro }: { wessen: 'Ihr aktueller Vertrag' | 'Der aktuelle Vertrag des Kunden'; preise: AktuellePreise; euro: number }) {
  return (
    <Typography>{`${wessen} (${aktuellerVertragText(preise)}) kostet für diese Lieferstellen ${formatEuro(euro)} im Jahr. Unter den Jahreskosten jedes Angebots steht, was es dagegen spart oder mehr kostet.`}</Typography>
  );
}
