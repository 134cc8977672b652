import { Chip } from '@mui/material';
import PassIcon from '@mui/icons-material/CheckCircleOutline';
import FailIcon from '@mui/icons-material/HighlightOff';
import { useTranslate } from 'react-admin';

/** The Ecobonus check of a window or of the whole registration: its word, its colour and an icon, never colour alone. */
export function CheckChip({ passes, size = 'small' }: { passes: boolean; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  return (
    <Chip
      size={size}
      variant="outlined"
      color={passes ? 'success' : 'error'}
      icon={passes ? <PassIcon /> : <FailIcon />}
      label={translate(`resources.garanzie.ecobonus.${passes ? 'passes' : 'fails'}`)}
      data-testid="check-chip"
    />
  );
}
