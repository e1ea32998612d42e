import type { ReactElement } from 'react';
import { FieldTitle, useListContext, useResourceContext } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { formatDatum, formatDatumZeit } from '../../../domain/format';
import type { SelectOption } from '../select/SingleSelect';
import { SUCHE, SearchField } from './SearchField';

type Wert = string | number | boolean;
interface FilterEingabe {
  source: string;
  label?: string;
  choices?: readonly SelectOption[];
}

/** How a chip names one filter value: the choice's name, a date in German, a switch as ja/nein, a searched text in quotes. */
function wertText(eingabe: FilterEingabe | undefined, wert: Wert): string {
  if (typeof wert === 'boolean') return wert ? 'ja' : 'nein';
  const option = eingabe?.choices?.find((c) => String(c.value) === String(wert));
  if (option) return option.label;
  if (typeof wert === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(wert)) return formatDatum(wert);
  if (typeof wert === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(wert)) return formatDatumZeit(wert);
  return `„${wert}“`;
}

/** A list's filter inputs by source, the search field under the name it shows. */
export function eingabenDerFilter(filter: readonly ReactElement[]): Map<string, FilterEingabe> {
  return new Map(
    filter.map((e) => {
      const eingabe = e.props as FilterEingabe;
      return [eingabe.source, e.type === SearchField ? { ...eingabe, label: SUCHE } : eingabe];
    }),
  );
}

/**
 * The filters a list applies, as chips that remove one value each, and a reset. react-admin remembers a list's
 * filters between visits; without this a remembered filter (or one behind "Filter hinzufügen") hides rows unseen.
 */
export function ActiveFilters({ filter }: { filter: readonly ReactElement[] }) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const resource = useResourceContext();
  const eingaben = eingabenDerFilter(filter);
  const aktiv = Object.entries(filterValues as Record<string, unknown>).flatMap(([source, wert]) =>
    (Array.isArray(wert) ? (wert as Wert[]) : wert === null || wert === undefined || wert === '' ? [] : [wert as Wert]).map((w) => ({ source, wert: w })),
  );
  if (!aktiv.length) return null;

  const ohne = (source: string, wert: Wert) => {
    const bisher = filterValues[source];
    const rest = Array.isArray(bisher) ? bisher.filter((w: Wert) => w !== wert) : [];
    const { [source]: _weg, ...uebrige } = filterValues;
    setFilters(rest.length ? { ...uebrige, [source]: rest } : uebrige, displayedFilters);
  };
  return (
    <Box component="section" aria-label="Aktive Filter" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
      {aktiv.map(({ source, wert }) => {
        const eingabe = eingaben.get(source);
        return (
          <Chip
            key={`${source}=${wert}`}
            size="small"
            label={
              <>
                <FieldTitle source={source} resource={resource} label={eingabe?.label} />: {wertText(eingabe, wert)}
              </>
            }
            onDelete={() => ohne(source, wert)}
          />
        );
      })}
      <Button size="small" onClick={() => setFilters({}, {})}>
        Filter zurücksetzen
      </Button>
    </Box>
  );
}
