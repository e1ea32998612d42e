import { useCallback } from 'react';
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';
import { formatZahl } from '../../../domain/format';

/**
 * A list's pagination with its numbers written the German way ("1–25 von 1.234"). Where the server counted only
 * up to its limit (`meta.mehrAls`, createDataProvider) it says "1–25 von mehr als 1.000" and still pages on.
 * Every DeferredList pages with it.
 */
export function ResultPages() {
  const { meta, error } = useListContext();
  const translate = useTranslate();
  const mehrAls: unknown = meta?.mehrAls;
  const beschriftung = useCallback(
    ({ from, to, count }: { from: number; to: number; count: number }) =>
      typeof mehrAls === 'number'
        ? translate('portal.seiten.mehrAls', { von: formatZahl(from), bis: formatZahl(to), mindestens: formatZahl(mehrAls) })
        : translate('portal.seiten.bereich', { von: formatZahl(from), bis: formatZahl(to), gesamt: formatZahl(count === -1 ? to : count) }),
    [mehrAls, translate],
  );
  // A failed request has no pages; react-admin would count its empty page as "1–25 von 25".
  if (error) return null;
  // react-admin hands further props on to MUI's TablePagination after its own label, but does not type them.
  return <Pagination {...({ labelDisplayedRows: beschriftung } as PaginationProps)} />;
}
