import { jedeRouteBei } from './hilfen/jedeRoute';

// Every route on a phone: 360 × 740, and reflowed to 320 px.
jedeRouteBei({ width: 360, height: 740 });
