import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * SPEC.md section 2: the page scrolls to the top after every navigation. When the navigation took the focused
 * element away (a list row that opened its record, a button of the page that was left), the focus would fall
 * back to the document and the next Tab would start after where the old page ended; it goes to the new
 * page's content instead. A focus that still exists (a link of the navigation, a field the new page focused
 * itself) stays where it is.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const erster = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (erster.current) {
      erster.current = false;
      return;
    }
    const fokus = document.activeElement;
    if (!fokus || fokus === document.body) document.getElementById('inhalt')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
