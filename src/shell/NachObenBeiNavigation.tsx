import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** SPEC.md section 2: the page scrolls to the top after every navigation. */
export function NachObenBeiNavigation() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
