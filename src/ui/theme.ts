import { createTheme } from '@mui/material/styles';
import { deDE } from '@mui/material/locale';

/**
 * Someone who asked their system for less motion (WCAG 2.3.3) sees dialogs, menus, tabs and labels at once instead
 * of sliding and fading in (MUI's documented way to switch its transitions off). Durations are 1 ms rather than 0:
 * MUI's scroll of a tab strip divides by its duration.
 */
const OHNE_BEWEGUNG = {
  create: () => 'none',
  duration: { shortest: 1, shorter: 1, short: 1, standard: 1, complex: 1, enteringScreen: 1, leavingScreen: 1 },
  // Menus and selects time their transition by their height.
  getAutoHeightDuration: () => 1,
};

/** The ripple stays, as it marks the button with the keyboard focus, but it stands still instead of pulsing. */
const STILLE_WELLE = { styleOverrides: { root: { '& .MuiTouchRipple-childPulsate': { animation: 'none' } } } };

/** One theme for the shell and every area: calm energy-sector blue, German MUI texts. */
export const themeFuer = ({ wenigBewegung }: { wenigBewegung: boolean }) =>
  createTheme(
    {
      ...(wenigBewegung ? { transitions: OHNE_BEWEGUNG } : {}),
      palette: {
        primary: { main: '#0b4f8a' },
        secondary: { main: '#1b7f5a' },
        background: { default: '#f4f6f9' },
        // MUI's default info (#0288d1) and warning (#ed6c02) reach only 3.9:1 and 3.1:1 as text on white; these
        // reach 5.9:1 and 5:1 (WCAG 1.4.3), also as outlined buttons, chips and captions.
        info: { main: '#0369a1' },
        warning: { main: '#b45309' },
      },
      shape: { borderRadius: 6 },
      components: {
        ...(wenigBewegung ? { MuiTouchRipple: STILLE_WELLE } : {}),
        // An e-mail address or a long compound breaks where it must instead of pushing the page wider than a phone
        // (WCAG 1.4.10); table columns keep their width, they scroll in their container.
        MuiCssBaseline: { styleOverrides: { body: { overflowWrap: 'break-word' } } },
        // Half of MUI's 16 px beside each cell, the card's margin kept at the table's edges: ten columns of a tender
        // list fit a 1280 px screen without hiding one behind a scroll bar.
        // The list search shows its hits under its field; the filters beside it keep their top edge in line with it
        // instead of sinking to the hint's line.
        RaFilterForm: { styleOverrides: { root: { alignItems: 'flex-start' } } },
        MuiTableCell: { styleOverrides: { root: { paddingLeft: 8, paddingRight: 8, '&:first-of-type': { paddingLeft: 16 }, '&:last-of-type': { paddingRight: 16 } } } },
      },
      // German labels are long compounds; capitals make them harder to read, so buttons keep their case.
      typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', button: { textTransform: 'none' } },
    },
    deDE,
  );

export const theme = themeFuer({ wenigBewegung: typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches });
