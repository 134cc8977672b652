import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Guarantee } from '../../../shared/guarantees';
import { useProductOf } from './product';

/** The product's title, a link to its catalogue page, with its material and category under it. */
export function ProductCell({ record }: { record: Guarantee }) {
  const product = useProductOf()(record);
  return (
    <Box sx={{ minWidth: 160 }}>
      {product.to ? (
        <Link component={RouterLink} to={product.to} onClick={(e) => e.stopPropagation()} variant="body2" underline="hover">
          {product.title}
        </Link>
      ) : (
        <Typography variant="body2">{product.title}</Typography>
      )}
      {product.where && (
        <Typography variant="caption" color="text.secondary" component="div">
          {product.where}
        </Typography>
      )}
    </Box>
  );
}
