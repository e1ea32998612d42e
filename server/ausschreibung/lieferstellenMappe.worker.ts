import { threadId } from 'node:worker_threads';
import { lieferstellenXlsx, type MitLieferstellen } from './evuExport';

/** What the task answers: the file, and which thread built it (how a test sees the work leave the event loop). */
export interface LieferstellenMappe {
  xlsx: Uint8Array;
  faden: number;
}

/**
 * The EVU's Lieferstellen workbook as a task of the worker pool (server/shared/arbeiter/pool.ts): exceljs lays out
 * all rows and zips them in one go, which for a tender's 5,000 Lieferstellen holds a thread for a few hundred
 * milliseconds (issue 41). Only building, no database: the request hands over the Lieferstellen it read.
 */
export const lieferstellenMappe = async (a: MitLieferstellen): Promise<LieferstellenMappe> => ({ xlsx: await lieferstellenXlsx(a), faden: threadId });
