import { useQuery } from '@tanstack/react-query';
import type { SeiteAntwort } from '../../domain/api/seiten';
import { request } from './http/httpClient';
import { EIGENE_FEHLERANZEIGE } from './queryClient';

/** A public page (Startseite, Impressum, Glossar …) by its slug; a page that does not load is shown as not found. */
export function useSeite(slug: string) {
  return useQuery({
    queryKey: ['seite', slug],
    queryFn: () => request<SeiteAntwort>(`/api/seiten/${encodeURIComponent(slug)}`),
    meta: EIGENE_FEHLERANZEIGE,
  });
}
