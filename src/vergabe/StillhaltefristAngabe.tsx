import { useRecordContext } from 'react-admin';
import type { StromAusschreibung } from '../../domain/api/ausschreibung';
import { ValueText } from '../ui/display/ValueText';

/** The words for the tender's duty: fixed at the release from the Kunde's type, not yet fixed before. */
export function stillhaltefristText(stillhaltefrist: boolean | null): string {
  if (stillhaltefrist === null) return 'wird bei der Freigabe nach dem Kundentyp festgelegt';
  return stillhaltefrist
    ? 'gilt – der Zuschlag wird erst nach der Stillhaltefrist wirksam (bei der Freigabe festgelegt)'
    : 'gilt nicht (bei der Freigabe festgelegt)';
}

/**
 * Whether the tender's Zuschlag waits for the Stillhaltefrist (§ 134 GWB), among its key facts for the Kunde and the
 * administrator: the tender's own property, which a later change of the Kunde's type does not move.
 */
export function StillhaltefristAngabe() {
  const a = useRecordContext<Pick<StromAusschreibung, 'stillhaltefrist'>>();
  // The list's row stands in while the detail loads; it has no such field.
  if (!a || a.stillhaltefrist === undefined) return null;
  return <ValueText source="stillhaltefrist">{stillhaltefristText(a.stillhaltefrist)}</ValueText>;
}
