import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { offeredByBackend } from '../engine/features';
import { useThresholds, type Thresholds } from './thresholds';

/**
 * The owner's two thresholds. On a backend that keeps the shop's settings (product.md §10) they
 * are set on the Settings screen, for every browser: a link leads there. Elsewhere they are
 * saved in this browser as they are typed (a blank or negative number is not saved).
 */
export function ThresholdSettings() {
  const translate = useTranslate();
  if (offeredByBackend({ feature: 'settings' })) {
    return (
      <Button component={Link} to="/settings" size="small">
        {translate('app.dashboard.thresholds.onSettings')}
      </Button>
    );
  }
  return <BrowserThresholds />;
}

function BrowserThresholds() {
  const translate = useTranslate();
  const [thresholds, setThresholds] = useThresholds();
  // What is typed, so a field may be blank while it is edited.
  const [typed, setTyped] = useState<Record<keyof Thresholds, string>>({
    balance: String(thresholds.balance),
    stock: String(thresholds.stock),
  });
  const change = (key: keyof Thresholds) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setTyped((before) => ({ ...before, [key]: text }));
    const value = Number(text);
    if (text.trim() !== '' && Number.isFinite(value) && value >= 0) setThresholds({ ...thresholds, [key]: value });
  };
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(['balance', 'stock'] as const).map((key) => (
        <TextField
          key={key}
          type="number"
          size="small"
          label={translate(`app.dashboard.thresholds.${key}`)}
          value={typed[key]}
          onChange={change(key)}
          slotProps={{ htmlInput: { min: 0, step: key === 'stock' ? 1 : 100 } }}
          sx={{ width: 190 }}
        />
      ))}
    </Stack>
  );
}
