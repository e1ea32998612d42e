import type { GebotsRueckfrage } from '../../domain/api/auktion';
import { Konflikt } from '../shared/errors';

/**
 * 409 to a bid beyond the plausibility limit that was not confirmed (issue 42): nothing is recorded, and the
 * answer carries the figures the bid screen asks about, so the bidder confirms knowing what it binds itself to.
 */
export class GebotNichtBestaetigt extends Konflikt {
  constructor(
    message: string,
    readonly rueckfrage: NonNullable<GebotsRueckfrage['rueckfrage']>,
  ) {
    super(message);
  }
  override body(): GebotsRueckfrage {
    return { message: this.message, rueckfrage: this.rueckfrage };
  }
}
