import { useLocation } from 'react-router';

/** Shows the current URL, so a test can see where a page navigated (or what it put in its query). */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="当前地址">{location.pathname + location.search}</output>;
}
