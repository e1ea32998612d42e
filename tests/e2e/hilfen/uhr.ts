import type { Clock } from '../../../server/clock';

/** Real time moved by an offset: the test's only control over the server's clock (production uses the system clock). */
export class VersetzteUhr implements Clock {
  versatz = 0;
  now() {
    return Date.now() + this.versatz;
  }
}
