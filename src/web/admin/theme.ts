import { createTheme } from '@mui/material/styles';

/**
 * The back office's own neutral theme (blue-grey, no shop colours): operators should never
 * mistake it for the shop, and a shop's theme choice must not change the tool.
 */
export const adminTheme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#37474f', contrastText: '#ffffff' },
    secondary: { main: '#546e7a', contrastText: '#ffffff' },
    background: { default: '#f4f5f7', paper: '#ffffff' },
    text: { primary: '#1f2933', secondary: '#4a5561' },
  },
  shape: { borderRadius: 6 },
  typography: { h1: { fontSize: '1.6rem', fontWeight: 600 }, h2: { fontSize: '1.25rem', fontWeight: 600 } },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small' } },
  },
});
