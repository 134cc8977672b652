import { Button } from '@mui/material';
import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import { useTranslate } from 'ra-core';
import { runtimeConfig } from '../config/runtime';

/** The top bar's "Need help?" link; its target comes from the server's HELP_URL. */
/** In the header from `sm` up; on a phone, in the menu drawer (`inDrawer`). */
export function HelpLink({ inDrawer = false }: { inDrawer?: boolean }) {
  const translate = useTranslate();
  const href = runtimeConfig().helpUrl;
  if (!href) return null;
  const external = /^https?:/i.test(href);
  return (
    <Button
      href={href}
      color="inherit"
      size="small"
      startIcon={<HelpIcon />}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      data-testid={inDrawer ? 'help-link-drawer' : 'help-link'}
      sx={inDrawer ? { color: 'text.secondary', justifyContent: 'flex-start', px: 2.5, py: 1.25, width: '100%' } : { color: 'text.secondary', display: { xs: 'none', sm: 'inline-flex' } }}
    >
      {translate('header.help')}
    </Button>
  );
}
