import { Box, Typography } from '@mui/material';
import type { LegalClause } from '../../shared/guarantees';
import type { Locale } from '../../shared/locales';
import { useTranslate } from '../i18n/locale';

/** One language's clause: its title as a heading, then each element under its own label. */
function Clause({ clause, level }: { clause: LegalClause; level: 'h2' | 'h3' }) {
  return (
    <>
      <Typography variant="subtitle1" component={level} sx={{ fontWeight: 700 }}>
        {clause.title}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {clause.sections.map((section) => (
          <Box key={section.heading} sx={{ mt: 1.25 }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {section.heading}
            </Typography>
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {section.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}

/**
 * The certificate's fixed legal clause (Codice del Consumo, art. 135-quinquies, comma 2, as
 * replaced by D.Lgs. 170/2021), word for word as the certificate prints it: the server writes it
 * (server/pdf/legalGuarantee.ts). In the page's language; an English page also offers the Italian
 * text, which prevails.
 */
export function LegalClauseView({ clauses, locale }: { clauses: Record<Locale, LegalClause>; locale: Locale }) {
  const translate = useTranslate();
  return (
    <Box component="section" data-testid="verify-legal" sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Clause clause={clauses[locale]} level="h2" />
      {locale !== 'it' && (
        <Box component="details" lang="it" sx={{ mt: 2, '& > summary': { cursor: 'pointer', fontWeight: 600, py: 0.5 } }}>
          <Typography component="summary" variant="body2" color="primary">
            {translate('verify.italian_text')}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <Clause clause={clauses.it} level="h3" />
          </Box>
        </Box>
      )}
    </Box>
  );
}
