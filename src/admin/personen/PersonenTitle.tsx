import { useGetResourceLabel, useRecordContext } from 'react-admin';
import { useDarstellung } from './useDarstellung';
import { usePersonenRessource } from '../../api/admin/usePersonenAdmin';

/** "Kunde Musterstadt Metallbau GmbH", "EVU Nordwind Strom AG bearbeiten": the resource and the record's name. */
export function PersonenTitle({ zusatz }: { zusatz?: string }) {
  const resource = usePersonenRessource();
  const art = useGetResourceLabel()(resource, 1);
  const name = useDarstellung(useRecordContext());
  return name ? <>{[art, name, zusatz].filter(Boolean).join(' ')}</> : null;
}
