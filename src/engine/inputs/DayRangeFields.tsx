import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DayPicker } from './DateFields';

/** A report's range of shop days: From and To, both required, as the revenue reports ask them. */
export function DayRangeFields({ range, onChange }: { range: { from: string; to: string }; onChange: (range: { from: string; to: string }) => void }) {
  const translate = useTranslate();
  return (
    <>
      <Box sx={{ maxWidth: 220 }}>
        <DayPicker label={translate('app.report.from')} value={range.from} onChange={(from) => onChange({ ...range, from })} required />
      </Box>
      <Box sx={{ maxWidth: 220 }}>
        <DayPicker label={translate('app.report.to')} value={range.to} onChange={(to) => onChange({ ...range, to })} required />
      </Box>
    </>
  );
}
