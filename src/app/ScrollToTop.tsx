import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec §2: the page scrolls to the top whenever the path changes. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
