import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Dialog, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { creditNoteNumber } from '../../domain/returns';
import { PrintPanel } from '../../engine/dialogs/PrintPanel';
import { creditNote } from './billDocuments';
import { returnText, type Bill, type BillReturn } from '.';

/**
 * Bill Details' Returns: each credit note on its line with a Print button ('Print credit note
 * CN-000045'), opening the credit note the Return dialog printed; closing it goes back to the details.
 */
export function CreditNotes({ bill }: { bill: Bill }) {
  const translate = useTranslate();
  const [printing, setPrinting] = useState<BillReturn>();
  const button = translate('resources.bills.return.printNote');
  const title = printing && translate('resources.bills.return.printTitle', { number: creditNoteNumber(printing.number) });
  return (
    <Stack spacing={0.5}>
      {(bill.returns ?? []).map((given) => (
        // The line wraps under its text on a phone rather than push the button past the dialog's edge.
        <Stack key={given.number} direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Box component="span">{returnText(given)}</Box>
          <Button size="small" startIcon={<PrintIcon />} aria-label={`${button} ${creditNoteNumber(given.number)}`} onClick={() => setPrinting(given)}>
            {translate('app.print.print')}
          </Button>
        </Stack>
      ))}
      {printing && (
        <Dialog open onClose={() => setPrinting(undefined)} fullWidth maxWidth="sm" aria-label={title}>
          <DialogTitle>{title}</DialogTitle>
          <PrintPanel layout={(context) => creditNote(bill, printing, context)} recipient={bill} onClose={() => setPrinting(undefined)} />
        </Dialog>
      )}
    </Stack>
  );
}
