import { Box } from '@mui/material';
import type { PaperSize } from '../../engine/dialogs/PrintedDocument';
import { LABEL_PAPER, type ShelfLabel } from './shelfLabels';

/**
 * Shelf labels laid out for their paper (A4 sheet or 80 mm roll): each the product's name (two
 * lines at most), its price large, and its barcode as drawn by the library, black on white so a
 * thermal printer prints it sharply. `drawn` holds each code's SVG.
 */
export function ShelfLabelSheet({ labels, drawn, paper, preview = false }: { labels: readonly ShelfLabel[]; drawn: ReadonlyMap<string, string>; paper: PaperSize; preview?: boolean }) {
  const size = LABEL_PAPER[paper];
  return (
    <Box
      className="shop-shelf-labels"
      data-paper={paper}
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${size.columns}, ${size.width})`,
        gridAutoRows: size.height,
        columnGap: size.gap,
        justifyContent: 'center',
        color: '#000',
        bgcolor: '#fff',
        ...(preview ? { border: '1px dashed', borderColor: 'divider', p: 1, maxHeight: 420, overflowY: 'auto' } : {}),
      }}
    >
      {labels.map((label, index) => (
        <Box
          key={index}
          data-label={label.barcode}
          sx={{
            boxSizing: 'border-box',
            p: '1.5mm 2mm',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            overflow: 'hidden',
            breakInside: 'avoid',
            borderBottom: paper === 'roll' ? '1px dashed #000' : undefined,
            outline: preview && paper === 'a4' ? '1px dotted #999' : undefined,
          }}
        >
          <Box sx={{ fontSize: 11, fontWeight: 600, lineHeight: 1.2, maxHeight: '2.4em', overflow: 'hidden' }}>{label.name}</Box>
          <Box sx={{ fontSize: 15, fontWeight: 700, whiteSpace: 'nowrap' }}>{label.price}</Box>
          <Box
            role="img"
            aria-label={label.barcode}
            sx={{ height: '14mm', '& svg': { height: '100%', maxWidth: '100%', display: 'block', mx: 'auto' } }}
            dangerouslySetInnerHTML={{ __html: drawn.get(label.barcode) ?? '' }}
          />
        </Box>
      ))}
    </Box>
  );
}
