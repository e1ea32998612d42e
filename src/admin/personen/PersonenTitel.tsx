import { useGetResourceLabel, useRecordContext } from 'react-admin';
import { useDarstellung } from './useDarstellung';
import { usePersonenRessource } from './usePersonenAdmin';

/** "Kunde Musterstadt Metallbau GmbH", "EVU Nordwind Strom AG bearbeiten": the resource and the record's name. */
export function PersonenTitel({ zusatz }: { zusatz?: string }) {
  const resource = usePersonenRessource();
  const art = useGetResourceLabel()(resource, 1);
  const name = useDarstellung(useRecordContext());
  return name ? <>{[art, name, zusatz].filter(Boolean).join(' ')}</> : null;
}
