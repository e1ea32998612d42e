import { schwellenwert } from './schwellenwert';

/** Every declared resource: the server registers their routes, the browser their paths and labels from this list. */
export const RESSOURCEN = [schwellenwert] as const;
