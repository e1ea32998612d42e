import { useGetRecordRepresentation } from 'react-admin';
import { usePersonenRessource } from '../../api/admin/usePersonenAdmin';

/**
 * How the resource names a record (its recordRepresentation: a Kunde's Firma or name, an EVU's Firma, an
 * administrator's name), as text for dialogs and labels.
 */
export function useDarstellung(datensatz: object | undefined): string {
  const darstellung = useGetRecordRepresentation(usePersonenRessource());
  if (!datensatz) return '';
  const text = darstellung(datensatz as Parameters<typeof darstellung>[0]);
  return typeof text === 'string' || typeof text === 'number' ? String(text) : '';
}
