import { useRecordContext, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { GasAusschreibung, StromAusschreibung } from '../../../domain/api/ausschreibung';
import { useAdminFragen } from '../../api/vergabe';

/**
 * The label of the tab „Bieterfragen“ with the number of questions still waiting for an answer as a badge, so the
 * administrator sees them from any tab; read from the same query as the tab's content.
 */
export function BieterfragenReiter() {
  const translate = useTranslate();
  const a = useRecordContext<StromAusschreibung | GasAusschreibung>();
  return a ? <MitAnzahl typ={a.typ} id={a.id} /> : <>{translate('portal.ausschreibung.reiter.bieterfragen')}</>;
}

function MitAnzahl({ typ, id }: { typ: number; id: number }) {
  const translate = useTranslate();
  const { data } = useAdminFragen(typ, id);
  const offen = data?.filter((f) => f.veroeffentlicht && f.beantwortetAm === null).length ?? 0;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {translate('portal.ausschreibung.reiter.bieterfragen')}
      {offen > 0 && (
        <Box
          component="span"
          data-testid="offene-bieterfragen"
          sx={{ bgcolor: 'error.main', color: 'error.contrastText', borderRadius: 5, minWidth: 20, height: 20, px: 0.75, fontSize: 12, lineHeight: '20px', fontWeight: 'bold', textAlign: 'center' }}
        >
          {offen}
          <Box component="span" sx={visuallyHidden}>
            {' '}offen
          </Box>
        </Box>
      )}
    </Box>
  );
}
