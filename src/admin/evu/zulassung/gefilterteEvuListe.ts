import type { ZulassungStatus } from '../../../../domain/zulassung/status';

/** The EVU list filtered by a Zulassung state, in react-admin's URL shape (the filter shows in its input). */
export const evuListeMitZulassung = (status: ZulassungStatus) => `/administrator/evu?filter=${encodeURIComponent(JSON.stringify({ zulassung: [status] }))}`;
