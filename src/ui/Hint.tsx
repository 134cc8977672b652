import { cloneElement, useEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { whenIdle } from '../lib/idle';

type TooltipComponent = typeof import('@mui/material/Tooltip').default;
let LoadedTooltip: TooltipComponent | undefined;
let loading: Promise<TooltipComponent | undefined> | undefined;

/** MUI's Tooltip, fetched once; a chunk that fails to arrive leaves the hints as plain labels. */
function loadTooltip() {
  loading ??= import('@mui/material/Tooltip').then(
    (m) => (LoadedTooltip = m.default),
    () => {
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}

type ChildProps = {
  'aria-label'?: string;
  title?: string;
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerDown?: (event: PointerEvent) => void;
  onPointerUp?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
};

interface HintProps {
  title: string;
  /** The hint describes the child rather than naming it (as MUI's `describeChild`). */
  describeChild?: boolean;
  placement?: TooltipProps['placement'];
  children: ReactElement<ChildProps>;
}

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]';

/**
 * A hover and keyboard-focus hint: MUI's Tooltip, mounted on the first hover or focus of its
 * child, not with the page. A mounted Tooltip sets its state from a ref, in React's commit: each
 * one made the dashboard's first commit run a second, synchronous render and every pending effect
 * in the same task (issue 27's TBT), and its code (with Popper) was part of the first load.
 * Until then the child carries the name (or description) the Tooltip would give it. On touch
 * screens the hint never mounts: a tap must reach the child it was aimed at.
 */
export function Hint({ title, describeChild = false, placement, children }: HintProps) {
  const [armed, setArmed] = useState<false | 'pointer' | 'focus'>(false);
  const [open, setOpen] = useState(false);
  const pressed = useRef(false);
  const node = useRef<HTMLElement | null>(null);

  // Fetched once the page is idle, so that the first hover shows the hint at once.
  useEffect(() => (LoadedTooltip ? undefined : whenIdle(() => void loadTooltip())), []);

  // The child was drawn anew inside the Tooltip: the keyboard's focus, lost with the old one, goes
  // back to it (not if the person has moved on meanwhile).
  useEffect(() => {
    if (armed !== 'focus' || !node.current) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    const target = node.current.matches(FOCUSABLE) ? node.current : node.current.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus({ preventScroll: true });
  }, [armed]);

  const { props } = children;
  if (armed && LoadedTooltip) {
    return (
      <LoadedTooltip ref={node} title={title} describeChild={describeChild} placement={placement} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {children}
      </LoadedTooltip>
    );
  }

  const arm = (how: 'pointer' | 'focus', show: boolean) =>
    void loadTooltip().then((loaded) => {
      // Not while a button is pressed: drawn anew between press and release, it would lose the click.
      if (!loaded || pressed.current) return;
      setOpen(show);
      setArmed(how);
    });
  const naming = describeChild ? { title } : { 'aria-label': title };
  return cloneElement(children, {
    ...naming,
    ...props,
    onPointerEnter: (event: PointerEvent) => {
      props.onPointerEnter?.(event);
      pressed.current = false;
      if (event.pointerType === 'mouse') arm('pointer', true);
    },
    onPointerDown: (event: PointerEvent) => {
      props.onPointerDown?.(event);
      pressed.current = true;
      // An arming already under way is called off before the release (a press is a discrete event).
      setArmed(false);
    },
    onPointerUp: (event: PointerEvent) => {
      props.onPointerUp?.(event);
      // A mouse focuses on press, before this; a tap focuses after it, with the click to come.
      if (event.pointerType === 'mouse') pressed.current = false;
    },
    onFocus: (event: FocusEvent) => {
      props.onFocus?.(event);
      // A focus that comes with a press (a click, a tap) waits for the next one.
      if (!pressed.current) arm('focus', (event.target as HTMLElement).matches(':focus-visible'));
    },
  });
}
