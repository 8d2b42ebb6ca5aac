import { useLayoutEffect, useRef, useState } from 'react';
import { PaperSheets, type SideTypeValue, type TPaperLayout } from '@zuoyeben/shared';
import { PaperPrintView } from '@/features/paper-print';
import { printSettingsOf, toPrintPaper } from '../lib/print-paper';
import { sheetScale } from './paper-sheet';

/**
 * 打印效果: the paper exactly as the PDF prints it, drawn by the shared print layout (rules/paper-print) the server
 * renders from, scaled down to fit the page when the sheet is wider (A3 双栏).
 */
export function PrintPreview({ layout }: { layout: TPaperLayout }) {
  const ref = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const sheet = PaperSheets[layout.settings.sideType as SideTypeValue] ?? PaperSheets[1];
  useLayoutEffect(() => {
    const stage = ref.current;
    if (stage) setZoom(sheetScale(stage.clientWidth, sheet.widthMm));
  }, [sheet.widthMm]);
  return (
    <div ref={ref} role="region" aria-label="打印效果" style={{ display: 'flex', justifyContent: 'center' }}>
      <div style={{ zoom }}>
        <PaperPrintView paper={toPrintPaper(layout)} settings={printSettingsOf(layout)} />
      </div>
    </div>
  );
}
