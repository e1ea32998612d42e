/** SPEC.md section 5: the message under an empty required field, the same in every form and on the server. */
export const PFLICHT = 'Eine Eingabe wird erwartet';
