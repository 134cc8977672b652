import { Fragment, useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Box, CircularProgress, Dialog, IconButton, InputBase, List, ListSubheader, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { api } from '../../../shared/paths';
import { useLocale } from '../../i18n/locale';
import { request } from '../../providers/httpClient';
import type { Highlighted, SearchHit, SearchKind, SearchReply } from '../../../shared/search';
import { GLOBAL_SEARCH_MAX } from '../../../shared/search';

const DEBOUNCE_MS = 200;

/** The matched words as <mark> elements: the text stays text, never markup. */
export function Marked({ value }: { value: Highlighted }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  value.matches.forEach((m, i) => {
    if (m.start > at) parts.push(value.text.slice(at, m.start));
    parts.push(<mark key={i}>{value.text.slice(m.start, m.end)}</mark>);
    at = m.end;
  });
  parts.push(value.text.slice(at));
  return <>{parts}</>;
}

type State = { status: 'idle' } | { status: 'loading' } | { status: 'done'; q: string; reply: SearchReply } | { status: 'failed' };

/** The search as the user types: debounced, a late answer to an older query never shown. */
function useSearch(q: string, lang: 'it' | 'en'): State {
  const [state, setState] = useState<State>({ status: 'idle' });
  useEffect(() => {
    const words = q.trim();
    if (!words) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState((s) => (s.status === 'done' ? s : { status: 'loading' }));
    const timer = setTimeout(() => {
      request<SearchReply>(api.search(words, lang)).then(
        (reply) => current && setState({ status: 'done', q: words, reply }),
        () => current && setState({ status: 'failed' }),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q, lang]);
  return state;
}

interface Props {
  open: boolean;
  fullScreen: boolean;
  onClose: () => void;
}

/**
 * The global search (ARIA 1.2 combobox): the field owns a listbox of results grouped by kind;
 * ArrowUp/ArrowDown move the active result, Enter opens it, Escape closes. Each result is a link,
 * so a click, a middle click or "open in a new tab" work as on any link.
 */
export default function SearchDialog({ open, fullScreen, onClose }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [locale] = useLocale();
  const [q, setQ] = useState('');
  const [active, setActive] = useState(-1);
  const state = useSearch(q, locale === 'en' ? 'en' : 'it');
  const listId = useId();

  const groups = state.status === 'done' ? state.reply.groups : [];
  const hits = useMemo(() => groups.flatMap((g) => g.hits.map((hit) => ({ kind: g.kind, hit }))), [groups]);
  useEffect(() => setActive(-1), [groups]);
  const optionId = (i: number) => `${listId}-option-${i}`;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const go = (hit: SearchHit) => {
    onClose();
    navigate(hit.link);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!hits.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a < 0 ? (step > 0 ? 0 : hits.length - 1) : (a + step + hits.length) % hits.length));
    } else if (e.key === 'Enter' && active >= 0 && hits[active]) {
      e.preventDefault();
      go(hits[active].hit);
    }
  };

  const expanded = q.trim() !== '' && state.status === 'done';
  let index = -1;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-label={translate('search.label')}
      slotProps={{ paper: { sx: fullScreen ? {} : { alignSelf: 'flex-start', mt: 10 } } }}
      data-testid="search-dialog"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        {state.status === 'loading' ? <CircularProgress size={20} aria-label={translate('search.searching')} /> : <SearchIcon color="action" />}
        <InputBase
          autoFocus
          fullWidth
          value={q}
          onChange={(e) => setQ(e.target.value.slice(0, GLOBAL_SEARCH_MAX))}
          onKeyDown={onKeyDown}
          // The last search, ready to be typed over, selected as the field takes the focus (not
          // after the opening animation, which would select what the user has typed since).
          onFocus={(e) => e.target.select()}
          placeholder={translate('search.placeholder')}
          inputProps={{
            role: 'combobox',
            type: 'search',
            'aria-label': translate('search.label'),
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': listId,
            'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
            maxLength: GLOBAL_SEARCH_MAX,
            enterKeyHint: 'search',
            'data-testid': 'search-input',
          }}
          sx={{ py: 1, fontSize: 18, '& input::-webkit-search-cancel-button': { display: 'none' } }}
        />
        <IconButton onClick={onClose} aria-label={translate('search.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ overflowY: 'auto', maxHeight: fullScreen ? undefined : '60vh' }}>
        <Box role="status" aria-live="polite" sx={{ px: 2, py: expanded && !hits.length ? 3 : 0 }}>
          {state.status === 'done' && !hits.length && <Typography color="text.secondary">{translate('search.no_results', { q: state.q })}</Typography>}
          {state.status === 'done' && hits.length > 0 && (
            <Box component="span" sx={visuallyHidden}>
              {translate('search.results', { smart_count: hits.length })}
            </Box>
          )}
          {state.status === 'failed' && (
            <Typography color="error" sx={{ py: 3 }}>
              {translate('search.failed')}
            </Typography>
          )}
        </Box>
        <List id={listId} role="listbox" aria-label={translate('search.label')} sx={{ py: 0, display: hits.length ? 'block' : 'none' }} data-testid="search-results">
          {groups.map((group) => (
            <Box component="li" role="presentation" key={group.kind}>
              <Box component="ul" role="group" aria-labelledby={`${listId}-${group.kind}`} sx={{ p: 0, m: 0, listStyle: 'none' }}>
                <ListSubheader component="li" role="presentation" id={`${listId}-${group.kind}`} sx={{ lineHeight: '32px', fontWeight: 600 }}>
                  {translate(`search.kinds.${group.kind satisfies SearchKind}`)}
                </ListSubheader>
                {group.hits.map((hit) => {
                  index += 1;
                  const i = index;
                  return (
                    <Fragment key={hit.id}>
                      <Box
                        component="li"
                        role="option"
                        id={optionId(i)}
                        aria-selected={i === active}
                        onMouseMove={() => active !== i && setActive(i)}
                        sx={(t) => ({
                          bgcolor: i === active ? t.palette.action.selected : undefined,
                          '& mark': { bgcolor: t.palette.mode === 'dark' ? 'rgba(255, 213, 79, 0.35)' : 'rgba(255, 213, 79, 0.6)', color: 'inherit', borderRadius: '2px', px: '1px' },
                        })}
                      >
                        <Box
                          component={RouterLink}
                          to={hit.link}
                          tabIndex={-1}
                          onClick={onClose}
                          sx={{ display: 'block', px: 2, py: 1, color: 'inherit', textDecoration: 'none' }}
                        >
                          <Typography variant="body1" sx={{ fontWeight: 500 }} noWrap>
                            <Marked value={hit.title} />
                          </Typography>
                          {hit.snippet && (
                            <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                              <Marked value={hit.snippet} />
                            </Typography>
                          )}
                        </Box>
                      </Box>
                    </Fragment>
                  );
                })}
              </Box>
            </Box>
          ))}
        </List>
      </Box>
    </Dialog>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
