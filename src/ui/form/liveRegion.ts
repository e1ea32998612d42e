/**
 * The line under a field is a polite live region: it is always there (a blank line keeps the layout still),
 * so when a message appears in it a screen reader says it without moving the focus. MUI ties the line to
 * its field with aria-describedby, so the message is also read with the field.
 */
export const LIVE_REGION = { 'aria-live': 'polite' } as const;
