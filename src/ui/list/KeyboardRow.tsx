import type { KeyboardEvent } from 'react';
import { DatagridBody, DatagridRow, type DatagridRowProps } from 'react-admin';

/**
 * A list row that the keyboard reaches with Tab and opens with Enter, as a mouse opens it with a click:
 * Enter clicks the row, so the list's own `rowClick` decides where it goes.
 */
export function KeyboardRow(props: DatagridRowProps) {
  const oeffne = (e: KeyboardEvent<HTMLTableRowElement>) => {
    if (e.key === 'Enter' && e.target === e.currentTarget) e.currentTarget.click();
  };
  return <DatagridRow {...props} tabIndex={0} onKeyDown={oeffne} sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }} />;
}

/** The body for a Datagrid whose rows open a record. */
export const keyboardRows = <DatagridBody row={<KeyboardRow />} />;
