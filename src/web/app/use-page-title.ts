import { useEffect } from 'react';
import { useStyling } from '../features/content/api';

/** document.title = headline | websiteName (spec §2). */
export function usePageTitle(headline: string | undefined): void {
  const websiteName = useStyling().data?.styling.websiteName;
  useEffect(() => {
    const parts = [headline, websiteName].filter((p): p is string => !!p);
    if (parts.length > 0) document.title = parts.join(' | ');
  }, [headline, websiteName]);
}
