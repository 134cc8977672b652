import { Button } from '@mui/material';
import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import { useTranslate } from 'ra-core';
import { runtimeConfig } from '../config/runtime';

/** The top bar's "Need help?" link; its target comes from the server's HELP_URL. */
export function HelpLink() {
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
      sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'inline-flex' } }}
    >
      {translate('header.help')}
    </Button>
  );
}
