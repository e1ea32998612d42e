import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { anzahl as zaehle } from '../../i18n/anzahl';
import { gefilterteAusschreibungen } from '../ausschreibung/gefilterteListe';

/** A count of tenders that leads to the tender list filtered to exactly those (by Kunde or by invited EVU). */
export function AusschreibungenLink({ anzahl, filter }: { anzahl: number; filter: { kunden: number[] } | { evus: number[] } }) {
  if (anzahl === 0) return <>keine</>;
  return (
    <Link component={RouterLink} to={gefilterteAusschreibungen(filter)}>
      {`${zaehle('ausschreibung', anzahl)} anzeigen`}
    </Link>
  );
}
