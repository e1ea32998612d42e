import { createQueryClient, vergissBeiNeuerSitzung } from '../api/queryClient';
import { meldeHttpFehler } from '../ui/notifications/useMeldung';

/**
 * The app's one query client, its failures shown as toasts: react-admin's areas get it as their `queryClient`, the
 * pages outside them through ApiQueryProvider, so a refresh or a cached answer is the same everywhere.
 */
export const queryClient = createQueryClient(meldeHttpFehler);
vergissBeiNeuerSitzung(queryClient);
