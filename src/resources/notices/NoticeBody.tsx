import { useMemo, type ReactNode } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import { parseMarkup, type Block } from '../../../shared/noticeMarkup';
import { InlineNodes } from './NoticeInline';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const HEADING_VARIANTS = ['h6', 'subtitle1', 'subtitle2'] as const;
/** No space above the first block of a container, none below its last. */
const flush = { '& > :first-of-type': { mt: 0 }, '& > :last-child': { mb: 0 } } as const;

function BlockNodes({ blocks, headingLevel, tight = false }: { blocks: Block[]; headingLevel: number; tight?: boolean }) {
  return blocks.map((block, i) =>
    // The items of a tight list hold their text directly, as browsers draw `<li>text</li>`.
    tight && block.type === 'paragraph' ? <InlineNodes key={i} nodes={block.children} /> : <BlockNode key={i} block={block} headingLevel={headingLevel} />,
  );
}

function BlockNode({ block, headingLevel }: { block: Block; headingLevel: number }) {
  switch (block.type) {
    case 'heading': {
      const tag = `h${Math.min(6, headingLevel + block.level - 1)}` as HeadingTag;
      return (
        <Typography component={tag} variant={HEADING_VARIANTS[Math.min(3, block.level) - 1]} sx={{ fontWeight: 700, mt: 2.5, mb: 1 }}>
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
            <Typography key={i} component="li" variant="body1" sx={{ my: 0.5, ...flush }}>
              <BlockNodes blocks={item} headingLevel={headingLevel} tight={block.tight} />
            </Typography>
          ))}
        </Box>
      );
    case 'quote':
      return (
        <Box component="blockquote" sx={{ my: 1.5, mx: 0, py: 1, px: 2, borderLeft: 4, borderColor: 'primary.main', bgcolor: 'action.hover', borderRadius: 1, ...flush }}>
          <BlockNodes blocks={block.children} headingLevel={headingLevel} />
        </Box>
      );
    case 'code':
      return (
        <Box component="pre" sx={{ my: 1.25, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'monospace', fontSize: '0.875rem', whiteSpace: 'pre-wrap' }}>
          <code>{block.text}</code>
        </Box>
      );
    case 'rule':
      return <Divider sx={{ my: 2 }} />;
  }
}

/**
 * A notice's body, formatted: its Markdown (shared/noticeMarkup.ts) turned into React elements
 * (never HTML strings), so no script, handler or unsafe URL can run. `headingLevel` is the
 * element of the body's top-level headings (h2 on the show page, lower inside other sections).
 */
export function NoticeBody({ source, headingLevel = 2 }: { source: string; headingLevel?: number }): ReactNode {
  const blocks = useMemo(() => parseMarkup(source), [source]);
  return (
    <Box sx={{ overflowWrap: 'anywhere', ...flush }} data-testid="notice-body">
      <BlockNodes blocks={blocks} headingLevel={headingLevel} />
    </Box>
  );
}
