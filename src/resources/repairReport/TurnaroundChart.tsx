import { Card, CardContent, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { RepairReportAnswer } from '../../domain/repairReport';
import { t } from './repairRows';

/** How many repairs were collected after how long, a bar a band of days: the turnaround at a glance. */
export default function TurnaroundChart({ answer }: { answer: RepairReportAnswer }) {
  const translate = useTranslate();
  const title = t(translate, 'chart');
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <BarChart
          dataset={answer.bands.map((line) => ({ label: t(translate, `bands.${line.band}`), count: line.count }))}
          xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
          yAxis={[{ width: 48, tickMinStep: 1 }]}
          series={[{ dataKey: 'count', label: t(translate, 'collected') }]}
          height={240}
          aria-label={title}
        />
      </CardContent>
    </Card>
  );
}
