import { useEffect, useState } from 'react';
import { DISPLAY } from '@sddp/shared';

const measure = () => window.innerHeight - DISPLAY.tableHeightOffsetPx;

/** Tables fill the window less the chrome around them (spec §2.3). */
export function useTableHeight(): number {
  const [height, setHeight] = useState(measure);
  useEffect(() => {
    const onResize = () => setHeight(measure());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}
