import { Fragment, useMemo, type ReactNode } from 'react';
import { Box, Divider, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { parseMarkup, type Block, type Inline } from '../../../shared/noticeMarkup';
import { visuallyHidden } from '../documents/visuallyHidden';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const HEADING_VARIANTS = ['h6', 'subtitle1', 'subtitle2'] as const;

function InlineNodes({ nodes }: { nodes: Inline[] }) {
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

function BlockNode({ block, headingLevel }: { block: Block; headingLevel: number }) {
  switch (block.type) {
    case 'heading': {
      const tag = `h${Math.min(6, headingLevel + block.level - 1)}` as HeadingTag;
      return (
        <Typography component={tag} variant={HEADING_VARIANTS[block.level - 1]} sx={{ fontWeight: 700, mt: 2.5, mb: 1 }}>
          <InlineNodes nodes={block.children} />
        </Typography>
      );
    }
    case 'paragraph':
      return (
        <Typography component="p" variant="body1" sx={{ my: 1.25 }}>
          <InlineNodes nodes={block.children} />
        </Typography>
      );
    case 'list':
      return (
        <Box component={block.ordered ? 'ol' : 'ul'} start={block.ordered && block.start !== 1 ? block.start : undefined} sx={{ my: 1.25, pl: 3.5 }}>
          {block.items.map((item, i) => (
            <Typography key={i} component="li" variant="body1" sx={{ my: 0.5 }}>
              <InlineNodes nodes={item} />
            </Typography>
          ))}
        </Box>
      );
    case 'quote':
      return (
        <Box component="blockquote" sx={{ my: 1.5, mx: 0, py: 0.5, px: 2, borderLeft: 4, borderColor: 'primary.main', bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography component="p" variant="body1">
            <InlineNodes nodes={block.children} />
          </Typography>
        </Box>
      );
    case 'rule':
      return <Divider sx={{ my: 2 }} />;
  }
}

/**
 * A notice's body, formatted: the Markdown subset of shared/noticeMarkup.ts turned into React
 * elements (never HTML strings), so no script, handler or unsafe URL can run. `headingLevel` is
 * the element of the body's top-level headings (h2 on the show page, lower inside other sections).
 */
export function NoticeBody({ source, headingLevel = 2 }: { source: string; headingLevel?: number }): ReactNode {
  const blocks = useMemo(() => parseMarkup(source), [source]);
  return (
    <Box sx={{ overflowWrap: 'anywhere', '& > :first-of-type': { mt: 0 }, '& > :last-child': { mb: 0 } }} data-testid="notice-body">
      {blocks.map((block, i) => (
        <BlockNode key={i} block={block} headingLevel={headingLevel} />
      ))}
    </Box>
  );
}
