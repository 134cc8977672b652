import { Box } from '@mui/material';

/**
 * The CE mark, drawn as Annex II of Regulation 765/2008 proportions it: two letters on circles of
 * the same size, the E's middle bar a little shorter. `label` names it for screen readers.
 */
export function CeMark({ height = 40, label }: { height?: number; label: string }) {
  return (
    <Box component="svg" viewBox="0 0 100 50" role="img" aria-label={label} sx={{ height, width: height * 2, flexShrink: 0, color: 'text.primary' }}>
      <g fill="none" stroke="currentColor" strokeWidth={6.5}>
        <path d="M39.1 10.9A20 20 0 1 0 39.1 39.1" />
        <path d="M86.1 10.9A20 20 0 1 0 86.1 39.1" />
      </g>
      <path d="M52 21.75H83V28.25H52Z" fill="currentColor" />
    </Box>
  );
}
