import { SPARTEN_FLAGS } from '../../../domain/ausschreibung';

/** An EVU's Sparten bit flags in words: "Strom, Gas". */
export const spartenText = (sparten: number) =>
  SPARTEN_FLAGS.filter((f) => (sparten & f.bit) !== 0)
    .map((f) => f.name)
    .join(', ');
