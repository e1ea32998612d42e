import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { AnmeldenameInput } from './AnmeldenameInput';

/** The request body from the form's values: the resource's fields and nothing the server keeps. */
export type Eingabe = (werte: Record<string, unknown>) => Record<string, unknown>;

export const PERSONEN_FORM_SX = { maxWidth: 720 } as const;

/**
 * The login and the resource's fields (`children`) of a Kunde's, EVU's or Administrator's form. SimpleForm lines
 * its fields up at their own width; rows of fields (FieldRow) need the form's width to share.
 */
export function PersonenInputs({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ width: '100%' }}>
      <AnmeldenameInput />
      {children}
    </Box>
  );
}
