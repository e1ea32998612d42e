import { createTheme } from '@mui/material/styles';
import { deDE } from '@mui/material/locale';

/** One theme for the shell and every area: calm energy-sector blue, German MUI texts. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0b4f8a' },
      secondary: { main: '#1b7f5a' },
      background: { default: '#f4f6f9' },
    },
    shape: { borderRadius: 6 },
    // German labels are long compounds; capitals make them harder to read, so buttons keep their case.
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', button: { textTransform: 'none' } },
  },
  deDE,
);
