import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { EIGENE_FEHLERANZEIGE } from '../queryClient';
import type { AdministratorProvider } from './dataProvider';

/** The administrator's figures (GET /api/dashboard); the dashboard says itself when they fail to load. */
export function useDashboard() {
  const provider = useDataProvider<AdministratorProvider>();
  return useQuery({ queryKey: ['dashboard'], queryFn: () => provider.dashboard(), meta: EIGENE_FEHLERANZEIGE });
}
