import { Grid, Typography } from '@mui/material';
import { NumberInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { COINS, NOTES, piecesRule, readPieces } from '../../domain/dayClose';
import { formatMoney } from '../../domain/format';
import { toValidators } from '../../engine/inputs/ruleValidators';
import { countSource } from './closeForm';
import { RESOURCE } from './useDayAnswer';

const t = (key: string) => `resources.${RESOURCE}.form.${key}`;
const PIECES = toValidators([piecesRule]);

/** One note or coin: how many, and what they make. */
function Pieces({ denomination }: { denomination: number }) {
  const translate = useTranslate();
  const pieces = readPieces(useWatch({ name: countSource(denomination) }));
  return (
    <Grid size={{ xs: 6, sm: 3 }}>
      <NumberInput source={countSource(denomination)} label={translate(t('pieces'), { denomination })} validate={PIECES} min={0} step={1} helperText={false} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1 }}>
        {translate(t('piecesTotal'), { amount: formatMoney((pieces ?? 0) * denomination) })}
      </Typography>
    </Grid>
  );
}

/** The drawer counted by Sri Lankan notes and coins, each box with what it makes. */
export function DrawerCount() {
  const translate = useTranslate();
  return (
    <>
      {[
        ['notes', NOTES],
        ['coins', COINS],
      ].map(([key, denominations]) => (
        <fieldset key={key as string} style={{ border: 0, padding: 0, margin: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mt: 1 }}>
            {translate(t(key as string))}
          </Typography>
          <Grid container columnSpacing={2}>
            {(denominations as readonly number[]).map((denomination) => (
              <Pieces key={denomination} denomination={denomination} />
            ))}
          </Grid>
        </fieldset>
      ))}
    </>
  );
}
