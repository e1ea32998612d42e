import { jedeRouteBei } from './hilfen/jedeRoute';

// Every route at a desk: 1280 × 800.
jedeRouteBei({ width: 1280, height: 800 });
