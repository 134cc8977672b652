import { Box, Button, Card, Chip, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Pagination, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { keepPreviousData } from '@tanstack/react-query';
import { useCreatePath, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { resourceNames } from '../../../shared/paths';
import { CATALOGUE } from '../../../shared/catalogue/definition';
import { findInCatalogue } from '../../catalogue/lookup';
import { useLocalized } from '../../catalogue/useLocalized';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import type { DocumentRecord } from '../../providers/documentsQuery';
import { useCatalogueLink } from './catalogueLink';
import { DocumentRowActions } from './KeepDocumentButton';
import { KeepAllSheetsButton } from './KeepAllSheetsButton';
import { FileTypeIcon } from './FileTypeIcon';
import { useFormatBytes } from './format';
import { useIsAdmin } from '../../ui/useIsAdmin';

const PER_PAGE = 50;

interface Choice {
  slug: string;
  label: string;
}

/** One level of the catalogue as a row of toggle chips, "all" first. */
function ChipRow({ label, all, choices, value, onChange }: { label: string; all: string; choices: Choice[]; value?: string; onChange: (slug?: string) => void }) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: { sm: 96 }, width: { xs: '100%', sm: 'auto' } }} aria-hidden>
        {label}
      </Typography>
      {[{ slug: undefined, label: all }, ...choices].map((c) => {
        const selected = c.slug === value;
        return (
          <Chip
            key={c.slug ?? ''}
            label={c.label}
            clickable
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => onChange(c.slug)}
          />
        );
      })}
    </Box>
  );
}

/**
 * /dashboard/tavoleTecniche: the documents of category "technical sheet", browsed by material,
 * category and product of the catalogue (kept in the URL, so a selection can be linked to).
 */
export default function TechnicalSheetsPage() {
  const translate = useTranslate();
  const local = useLocalized();
  const createPath = useCreatePath();
  const catalogueLink = useCatalogueLink();
  const formatBytes = useFormatBytes();
  const { isAdmin } = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const match = findInCatalogue(params.get('material') ?? undefined, params.get('category') ?? undefined, params.get('product') ?? undefined);
  const material = match?.material.slug;
  const category = match?.category?.slug;
  const product = match?.product?.slug;
  const page = Math.max(1, Number(params.get('page')) || 1);

  const select = (next: { material?: string; category?: string; product?: string }) => {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v) search.set(k, v);
    setParams(search);
  };

  const filter = { category: 'technical_sheet', material, productCategory: category, product };
  // Another selection or page keeps the sheets on screen until the new ones arrive (as
  // react-admin's lists do), instead of blanking the list for the time of a request.
  const { data = [], total = 0, isPending, isPlaceholderData, error } = useGetList<DocumentRecord>(
    resourceNames.documents,
    { filter, pagination: { page, perPage: PER_PAGE }, sort: { field: 'title', order: 'ASC' } },
    { placeholderData: keepPreviousData },
  );

  const createTo = `${createPath({ resource: resourceNames.documents, type: 'create' })}?source=${encodeURIComponent(
    JSON.stringify({ category: 'technical_sheet', material: material ?? '', productCategory: category ?? '', product: product ?? '' }),
  )}`;
  const sheetsLabel = translate('technical_sheets.count', { smart_count: total });

  return (
    <>
      <PageHeading title={translate('technical_sheets.title')} subtitle={translate('technical_sheets.intro')} />
      <Card sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Stack spacing={2}>
          <ChipRow
            label={translate('resources.documenti.fields.material')}
            all={translate('technical_sheets.all_materials')}
            choices={CATALOGUE.map((m) => ({ slug: m.slug, label: local(m.name) }))}
            value={material}
            onChange={(slug) => select({ material: slug })}
          />
          {match && (
            <ChipRow
              label={translate('resources.documenti.fields.productCategory')}
              all={translate('technical_sheets.all_categories')}
              choices={match.material.categories.map((c) => ({ slug: c.slug, label: local(c.name) }))}
              value={category}
              onChange={(slug) => select({ material, category: slug })}
            />
          )}
          {match?.category && (
            <ChipRow
              label={translate('resources.documenti.fields.product')}
              all={translate('technical_sheets.all_products')}
              choices={match.category.products.map((p) => ({ slug: p.slug, label: local(p.name) }))}
              value={product}
              onChange={(slug) => select({ material, category, product: slug })}
            />
          )}
        </Stack>
      </Card>

      <Card component="section" aria-labelledby="sheets-heading">
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: { xs: 2, sm: 3 }, pt: 2.5, pb: 1 }} gap={2} flexWrap="wrap">
          <Typography id="sheets-heading" variant="h6" component="h2">
            {match ? catalogueLink({ material: material!, productCategory: category ?? null, product: product ?? null })?.label : translate('technical_sheets.all')}
            <Typography component="span" color="text.secondary" sx={{ ml: 1.5, fontSize: '0.9em', fontWeight: 400 }} aria-live="polite">
              {isPending || isPlaceholderData ? '' : sheetsLabel}
            </Typography>
          </Typography>
          <Stack direction="row" gap={1} flexWrap="wrap">
            {!isPending && !error && <KeepAllSheetsButton filter={filter} shown={data} total={total} />}
            {isAdmin && (
              <Button component={RouterLink} to={createTo} variant="outlined" startIcon={<AddIcon />}>
                {translate('technical_sheets.add')}
              </Button>
            )}
          </Stack>
        </Stack>
        {isPending ? (
          <Box sx={{ px: 3, pb: 3 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={56} />
            ))}
          </Box>
        ) : error ? (
          <Typography color="error" sx={{ px: 3, pb: 3 }}>
            {translate((error as Error).message, { _: translate('errors.generic') })}
          </Typography>
        ) : data.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 3, pb: 3 }}>
            {translate('technical_sheets.empty')}
          </Typography>
        ) : (
          <List aria-labelledby="sheets-heading" aria-busy={isPlaceholderData} data-testid="technical-sheets">
            {data.map((doc) => (
              <ListItem key={doc.id} disablePadding secondaryAction={<DocumentRowActions record={doc} />} sx={{ '& .MuiListItemSecondaryAction-root': { right: { xs: 8, sm: 24 } } }}>
                <ListItemButton component={RouterLink} to={createPath({ resource: resourceNames.documents, type: 'show', id: doc.id })} sx={{ pl: { xs: 2, sm: 3 }, pr: { xs: 12, sm: 14 } }}>
                  <ListItemIcon sx={{ minWidth: 44 }}>
                    <FileTypeIcon fileName={doc.file.name} />
                  </ListItemIcon>
                  <ListItemText
                    primary={doc.title}
                    secondary={[
                      catalogueLink(doc)?.label,
                      translate(`resources.documenti.languages.${doc.language}`),
                      formatBytes(doc.file.size),
                      doc.reserved && translate('resources.documenti.reserved'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {total > PER_PAGE && (
          <Box sx={{ display: 'flex', justifyContent: 'center', pb: 2 }}>
            <Pagination
              count={Math.ceil(total / PER_PAGE)}
              page={page}
              onChange={(_, p) => {
                const next = new URLSearchParams(params);
                next.set('page', String(p));
                setParams(next);
              }}
            />
          </Box>
        )}
      </Card>
    </>
  );
}
