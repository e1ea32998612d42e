import { useDataProvider } from 'react-admin';
import type { EvuProvider } from './dataProvider';

/** The supplier's data provider with its own calls (offer, Lieferstellen export), typed. */
export const useEvuProvider = () => useDataProvider<EvuProvider>();
