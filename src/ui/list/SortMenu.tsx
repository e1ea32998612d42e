import { useState } from 'react';
import { useListSortContext, useTranslate, useTranslateLabel } from 'react-admin';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import SortIcon from '@mui/icons-material/Sort';

/**
 * Where a list has no column headers (a phone), its order is chosen from a menu: the button names the current order,
 * each entry a field and the direction choosing it gives. react-admin's SortButton keeps its menu mounted from the
 * first render, and the list's first render is what a phone waits for; this menu exists only while open.
 */
export function SortMenu({ felder }: { felder: readonly string[] }) {
  const { resource, sort, setSort } = useListSortContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const [anker, setAnker] = useState<HTMLElement | null>(null);
  const name = (feld: string) => String(translateLabel({ resource, source: feld }));
  const richtung = (feld: string) => (feld === sort.field ? (sort.order === 'ASC' ? 'DESC' : 'ASC') : 'ASC');
  const beschriftung = translate('ra.sort.sort_by', { field: name(sort.field), order: translate(`ra.sort.${sort.order}`) });
  return (
    <>
      <IconButton aria-label={beschriftung} title={beschriftung} aria-haspopup="menu" color="primary" onClick={(e) => setAnker(e.currentTarget)}>
        <SortIcon />
      </IconButton>
      {anker && (
        <Menu anchorEl={anker} open onClose={() => setAnker(null)}>
          {felder.map((feld) => (
            <MenuItem
              key={feld}
              onClick={() => {
                setSort({ field: feld, order: richtung(feld) });
                setAnker(null);
              }}
            >
              {name(feld)} {translate(`ra.sort.${richtung(feld)}`)}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
