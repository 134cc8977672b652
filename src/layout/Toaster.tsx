import { GlobalStyles } from '@mui/material';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { HEADER } from './Header';

export { closeSnackbar, enqueueSnackbar } from 'notistack';

/** Spec §9: at most 5 toasts, no duplicates, hidden after 3000 ms, top right, success by default. */
export const TOASTS = { max: 5, autoHideMs: 3000 } as const;

/**
 * Toasts in the theme's own colours (light and dark, 4.5:1 with their text), not notistack's fixed
 * ones: every success toast, react-admin's or the portal's, has one colour.
 */
const ThemedToast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main, color: theme.palette.success.contrastText },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main, color: theme.palette.error.contrastText },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main, color: theme.palette.warning.contrastText },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main, color: theme.palette.info.contrastText },
}));
const TOAST_COMPONENTS = { success: ThemedToast, error: ThemedToast, warning: ThemedToast, info: ThemedToast, default: ThemedToast };

/**
 * Top right, below the header rather than over it: over it, a toast hid the account menu and the
 * notices for its 3 s, and on a phone (full width) the whole header. The class is doubled to
 * outweigh notistack's own `top`.
 */
const TOASTS_CLASS = 'portal-toasts';
const belowHeader = <GlobalStyles styles={{ [`.${TOASTS_CLASS}.${TOASTS_CLASS}`]: { top: HEADER.height + 8 } }} />;

/**
 * Where the toasts are drawn (notistack's provider; its `enqueueSnackbar` works once this is
 * mounted). Loaded with the first toast (./Toasts.tsx), not with the dashboard.
 */
export default function Toaster() {
  return (
    <SnackbarProvider
      classes={{ containerAnchorOriginTopRight: TOASTS_CLASS }}
      Components={TOAST_COMPONENTS}
      maxSnack={TOASTS.max}
      preventDuplicate
      autoHideDuration={TOASTS.autoHideMs}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      variant="success"
    >
      {belowHeader}
    </SnackbarProvider>
  );
}
