import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate, fullName } from '../../domain/format';
import { documentNumber } from '../../domain/numbers';
import { useHttp } from '../../engine/HttpContext';
import { serverMessage } from '../../engine/notices';

/** One collected repair the check found (GET /repairs/warranty), and its warranty today. */
interface WarrantyMatch {
  _id: string;
  number: number;
  repairProduct: string | null;
  imei: string | null;
  customer: { firstName: string; lastName: string; phoneNumber: string };
  issues: string[];
  collectedAt: string;
  warrantyEnd: string | null;
  underWarranty: boolean;
}

/** Whether it is under warranty, and until when, as a chip: green while it holds. */
function WarrantyChip({ match }: { match: WarrantyMatch }) {
  const translate = useTranslate();
  if (!match.warrantyEnd) return <Chip size="small" label={translate('app.warranty.none')} />;
  const day = formatDate(match.warrantyEnd);
  return match.underWarranty ? (
    <Chip size="small" color="success" label={translate('app.warranty.until', { day })} />
  ) : (
    <Chip size="small" variant="outlined" color="error" label={translate('app.warranty.ended', { day })} />
  );
}

/**
 * Warranty Check (product.md §10): a customer's phone, the device's IMEI or serial, or a job
 * number finds the collected repairs it names, each saying whether the device is still under
 * the shop's warranty and until when (the server works it out on the Colombo day).
 */
export default function WarrantyCheckDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const http = useHttp();
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<WarrantyMatch[]>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const title = translate('app.warranty.check.title');

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      setMatches(await http.request<WarrantyMatch[]>('GET', '/repairs/warranty', { query: { q: query } }));
    } catch (error) {
      setMatches(undefined);
      const reason = serverMessage(error);
      setProblem(reason ? translate(reason, { _: reason }) : translate('app.warranty.check.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Box component="form" onSubmit={check} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', pt: 1 }}>
          <TextField
            label={translate('app.warranty.check.query')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            error={Boolean(problem)}
            helperText={problem}
            size="small"
            fullWidth
            autoFocus
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('app.warranty.check.find')}
          </Button>
        </Box>
        {busy && <LinearProgress sx={{ mt: 1 }} />}
        {matches?.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {translate('app.warranty.check.empty')}
          </Typography>
        )}
        {matches && matches.length > 0 && (
          <List aria-label={title}>
            {matches.map((match) => (
              <ListItem key={match._id} divider disableGutters aria-label={documentNumber('repair', match.number)}>
                <ListItemText
                  primary={[documentNumber('repair', match.number), match.repairProduct, fullName(match.customer), match.customer.phoneNumber].filter(Boolean).join(' · ')}
                  secondary={[
                    match.imei,
                    match.issues.join(', '),
                    translate('app.warranty.check.collected', { day: formatDate(match.collectedAt) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
                <WarrantyChip match={match} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.form.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
