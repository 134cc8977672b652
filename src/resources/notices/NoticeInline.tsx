import { Fragment } from 'react';
import { Box, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Inline } from '../../../shared/noticeMarkup';
import { visuallyHidden } from '../../ui/visuallyHidden';

/** The inline formatting of a notice (bold, italic, code, links, line breaks) as React elements. */
export function InlineNodes({ nodes }: { nodes: Inline[] }) {
  const translate = useTranslate();
  return (
    <>
      {nodes.map((node, i) => {
        switch (node.type) {
          case 'text':
            // A React text node: whatever it holds (tags, entities) is shown, never interpreted.
            return <Fragment key={i}>{node.text}</Fragment>;
          case 'break':
            return <br key={i} />;
          case 'code':
            return (
              <Box key={i} component="code" sx={{ fontFamily: 'monospace', fontSize: '0.9em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}>
                {node.text}
              </Box>
            );
          case 'strong':
            return (
              <strong key={i}>
                <InlineNodes nodes={node.children} />
              </strong>
            );
          case 'em':
            return (
              <em key={i}>
                <InlineNodes nodes={node.children} />
              </em>
            );
          case 'link': {
            const children = <InlineNodes nodes={node.children} />;
            // Only the safe targets reach here (shared/noticeMarkup.ts: safeHref): paths of this site open in the app.
            if (node.href.startsWith('/')) {
              return (
                <Link key={i} component={RouterLink} to={node.href}>
                  {children}
                </Link>
              );
            }
            const web = /^https?:/i.test(node.href);
            return (
              <Link key={i} href={node.href} {...(web ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
                {children}
                {web && <Box component="span" sx={visuallyHidden}>{` (${translate('resources.comunicazioni.new_tab')})`}</Box>}
              </Link>
            );
          }
        }
      })}
    </>
  );
}
