import { useEffect, type RefObject } from 'react';

/**
 * react-admin 5.15's DataTable gives each row's checkbox its `aria-label` on MUI's wrapping
 * <span> (where ARIA forbids it) instead of on the <input>, which is left unnamed (axe: label,
 * aria-prohibited-attr). Until react-admin passes it through `slotProps.input` (as its
 * select-all checkbox already does), this moves it onto the input, for rows rendered later too.
 */
export function useRowCheckboxLabels(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const fix = () =>
      root.querySelectorAll<HTMLElement>('.RaDataTable-checkbox[aria-label]').forEach((box) => {
        const input = box.querySelector('input');
        if (!input) return;
        input.setAttribute('aria-label', box.getAttribute('aria-label')!);
        box.removeAttribute('aria-label');
      });
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [ref]);
}
