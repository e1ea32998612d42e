import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { SimpleListLoading, useGetResourceLabel, useListContext, useTranslate, type RaRecord } from 'react-admin';

/**
 * A list on a phone: one entry per record, two lines, the entry a link to the record. react-admin's SimpleList
 * renders about thirty components per row, two permission queries and an effect that sets the row's path after the
 * first paint; 25 such rows kept a throttled phone's main thread busy long after the data had arrived. Here a row
 * is an <li> with a real link (the address shows, a long press opens it in a new tab) and one style sheet serves
 * the whole list.
 */
export function LinkList<R extends RaRecord>({ to, primary, secondary }: { to: (record: R) => string; primary: (record: R) => ReactNode; secondary: (record: R) => ReactNode }) {
  const { data, isPending, perPage } = useListContext<R>();
  if (isPending) return <SimpleListLoading hasSecondaryText nbFakeLines={Math.min(perPage, 10)} />;
  if (!data?.length) return <KeineTreffer />;
  return (
    <Box component="ul" sx={zeilen}>
      {data.map((record) => (
        <li key={record.id}>
          <Link to={to(record)}>
            <span className="primaer">{primary(record)}</span>
            <span className="sekundaer">{secondary(record)}</span>
          </Link>
        </li>
      ))}
    </Box>
  );
}

/**
 * react-admin's ListNoResults with a reset button that a phone shows: react-admin's own Button turns into an icon
 * button below 600 px, and ListNoResults gives it no icon, so on a phone the button was an empty square.
 */
function KeineTreffer() {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const { resource, filterValues, setFilters } = useListContext();
  const gefiltert = Object.keys(filterValues ?? {}).length > 0;
  const name = getResourceLabel(resource, 0);
  return (
    <CardContent>
      <Typography variant="body2">{translate(gefiltert ? 'ra.navigation.no_filtered_results' : 'ra.navigation.no_results', { resource, name })}</Typography>
      {gefiltert && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setFilters({}, {})}>
          {translate('ra.navigation.clear_filters')}
        </Button>
      )}
    </CardContent>
  );
}

// MUI's ListItemButton with ListItemText, as SimpleList drew it, without their components.
const zeilen = {
  listStyle: 'none',
  m: 0,
  py: 1,
  px: 0,
  '& a': {
    display: 'block',
    px: 2,
    py: 1.5,
    color: 'text.primary',
    textDecoration: 'none',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
  },
  '& .primaer': { display: 'block', typography: 'body1' },
  '& .sekundaer': { display: 'block', typography: 'body2', color: 'text.secondary' },
} as const;
