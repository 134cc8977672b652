import { memo } from 'react';
import {
  Badge,
  Box,
  Button,
  Divider,
  Drawer,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { useTranslate } from 'ra-core';
import { PRESETS } from '../theme';
import { SETTING_CHOICES, type ChoiceSetting } from './settings';
import { useSettings } from './SettingsContext';
import { useFullscreen } from './useFullscreen';
import { Hint } from '../../ui/Hint';

/** Spec §9: the settings drawer is 280 wide. */
export const SETTINGS_DRAWER_WIDTH = 280;

const TEXT_CHOICES: Exclude<ChoiceSetting, 'preset'>[] = ['mode', 'contrast', 'direction', 'layout'];

/** The settings drawer of spec §2, drawn from the list of settings and their choices. */
export const SettingsDrawer = memo(function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { settings, update, reset, changed } = useSettings();
  const fullscreen = useFullscreen();
  const title = translate('settings.title');

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: SETTINGS_DRAWER_WIDTH }, 'aria-label': title } as object }}
    >
      <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Hint title={translate('settings.reset')}>
          <IconButton onClick={reset} aria-label={translate('settings.reset')} data-testid="settings-reset">
            <Badge color="error" variant="dot" invisible={!changed} data-testid="settings-reset-dot">
              <RestartAltIcon />
            </Badge>
          </IconButton>
        </Hint>
        <IconButton onClick={onClose} aria-label={translate('settings.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={2.5} sx={{ p: 2.5, overflowY: 'auto' }}>
        {TEXT_CHOICES.map((key) => (
          <Box key={key} role="group" aria-labelledby={`setting-${key}`}>
            <Typography id={`setting-${key}`} variant="overline" component="h3" color="text.secondary">
              {translate(`settings.${key}.label`)}
            </Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              color="primary"
              value={settings[key]}
              onChange={(_, value) => value && update(key, value)}
            >
              {SETTING_CHOICES[key].map((choice) => (
                <ToggleButton key={choice} value={choice} sx={{ textTransform: 'none' }}>
                  {translate(`settings.${key}.${choice}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        ))}

        <Box>
          <FormControlLabel
            control={<Switch checked={settings.stretch} onChange={(e) => update('stretch', e.target.checked)} />}
            label={translate('settings.stretch.label')}
          />
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('settings.stretch.help')}
          </Typography>
        </Box>

        <Box role="group" aria-labelledby="setting-preset">
          <Typography id="setting-preset" variant="overline" component="h3" color="text.secondary">
            {translate('settings.preset.label')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={settings.preset}
            onChange={(_, value) => value && update('preset', value)}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
          >
            {SETTING_CHOICES.preset.map((preset) => (
              <ToggleButton
                key={preset}
                value={preset}
                aria-label={translate(`settings.preset.${preset}`)}
                sx={{ height: 48, border: 1, borderColor: 'divider', borderRadius: '8px !important' }}
              >
                <Box
                  component="span"
                  sx={(t) => ({
                    width: settings.preset === preset ? 28 : 20,
                    height: settings.preset === preset ? 28 : 20,
                    borderRadius: '50%',
                    bgcolor: PRESETS[preset][t.palette.mode],
                    transition: 'width .2s, height .2s',
                  })}
                />
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>

        {fullscreen.supported && (
          <Button
            variant="outlined"
            onClick={fullscreen.toggle}
            startIcon={fullscreen.active ? <FullscreenExitIcon /> : <FullscreenIcon />}
            aria-pressed={fullscreen.active}
          >
            {translate(fullscreen.active ? 'settings.fullscreen.exit' : 'settings.fullscreen.enter')}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
});
