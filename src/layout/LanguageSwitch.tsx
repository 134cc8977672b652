import { styled } from '@mui/material/styles';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { INPUT_BORDER } from '../../shared/palette';
import { useTranslate } from '../i18n/locale';
import { LanguageOptions, useLanguageChoice } from './languageChoice';

// MUI's outlined field, drawn here from a native select: a bordered box whose label sits in a
// gap of the border (a fieldset's legend, as MUI's OutlinedInput makes it). MUI's FormControl,
// InputLabel, NativeSelect and OutlinedInput would bring its whole text-field family into every
// page's first load for this one control.
const Field = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  minWidth: 112,
  color: theme.palette.text.primary,
  '& > label': {
    position: 'absolute',
    top: 0,
    insetInlineStart: 14,
    transform: 'translateY(-50%)',
    padding: '0 1px',
    fontSize: '0.75rem',
    lineHeight: 1,
    color: theme.palette.text.secondary,
    pointerEvents: 'none',
    whiteSpace: 'nowrap',
  },
  '& > select': {
    appearance: 'none',
    flexGrow: 1,
    margin: 0,
    padding: '8.5px 0',
    paddingInlineStart: 14,
    // Room for the arrow at the end.
    paddingInlineEnd: 32,
    border: 0,
    borderRadius: theme.shape.borderRadius,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    // 16 px: a phone's browser zooms into a smaller control.
    fontSize: '1rem',
    lineHeight: '1.4375em',
    cursor: 'pointer',
    outline: 0,
  },
  '& > select > option': { color: theme.palette.text.primary, background: theme.palette.background.paper },
  '& > svg': {
    position: 'absolute',
    insetInlineEnd: 7,
    top: 'calc(50% - 0.5em)',
    pointerEvents: 'none',
    color: theme.palette.action.active,
  },
  '& > fieldset': {
    position: 'absolute',
    inset: '-5px 0 0',
    margin: 0,
    padding: '0 8px',
    // The theme's outline of a field (3:1, as every other text field and select of the portal).
    border: `1px solid ${INPUT_BORDER[theme.palette.mode]}`,
    borderRadius: theme.shape.borderRadius,
    pointerEvents: 'none',
    textAlign: 'start',
  },
  '& > fieldset > legend': {
    visibility: 'hidden',
    height: 11,
    padding: 0,
    fontSize: '0.75rem',
    whiteSpace: 'nowrap',
    '& > span': { paddingInline: 5, display: 'inline-block' },
  },
  '&:hover > fieldset': { borderColor: theme.palette.text.primary },
  '& > select:focus-visible ~ fieldset': { borderColor: theme.palette.primary.main, borderWidth: 2 },
  '& > select:focus-visible ~ label': { color: theme.palette.primary.main },
}));

/**
 * it/en switch in the header; the choice is stored under `i18nextLng` (src/i18n/locale.ts). A
 * native select: the platform's own picker on phones. The sign-in pages have their own, drawn
 * without MUI (src/auth/LanguageSelect.tsx).
 */
export function LanguageSwitch() {
  const translate = useTranslate();
  const [locale, change] = useLanguageChoice();
  const label = translate('app.language');
  return (
    <Field>
      <select id="language-switch" value={locale} onChange={(e) => change(e.target.value)}>
        <LanguageOptions />
      </select>
      <label htmlFor="language-switch">{label}</label>
      <ArrowDropDownIcon aria-hidden />
      <fieldset aria-hidden>
        <legend>
          <span>{label}</span>
        </legend>
      </fieldset>
    </Field>
  );
}
