/**
 * The API version both sides agree on. The server sends it as header `x-anis` on every API answer;
 * the client compares it with its own and asks for a reload when they differ (a new deployment).
 */
export const API_VERSION = '2026.11.1';
export const API_VERSION_HEADER = 'x-anis';
