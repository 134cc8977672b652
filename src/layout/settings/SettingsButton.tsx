import { Badge, IconButton } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { useTranslate } from 'ra-core';
import { useSettings } from './SettingsContext';
import { Hint } from '../../ui/Hint';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;

/** Spec §2/§9: the settings toggle, its icon turning in a 12 s loop, a dot when settings differ from the defaults. */
export function SettingsButton({ onClick }: { onClick: () => void }) {
  const translate = useTranslate();
  const { changed } = useSettings();
  const label = translate('settings.open');
  return (
    <Hint title={label}>
      <IconButton onClick={onClick} aria-label={label} aria-haspopup="dialog" data-testid="settings-toggle">
        <Badge color="error" variant="dot" invisible={!changed} data-testid="settings-dot" overlap="circular">
          <SettingsIcon sx={{ animation: `${spin} 12s linear infinite`, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }} />
        </Badge>
      </IconButton>
    </Hint>
  );
}
