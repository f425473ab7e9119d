import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { roleOf } from '../domain/roles';
import { offeredByBackend } from '../engine/features';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * The Profile popup (product.md §2: name, role label, status, email), with Change password where
 * the backend offers it (`passwordChange`). Loaded on first use: the sign-in page does not need it.
 */
export default function ProfileDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [changingPassword, setChangingPassword] = useState(false);
  const role = roleOf(identity as { role?: string } | undefined);
  const status = (identity?.status as string | undefined) ?? 'active';

  const rows: [string, React.ReactNode][] = [
    ['app.profile.fullName', identity?.fullName],
    ['app.profile.role', translate(`app.roles.${role}`)],
    [
      'app.profile.status',
      <Chip size="small" color={status === 'active' ? 'success' : 'default'} label={translate(`app.statuses.${status}`, { _: status })} />,
    ],
    ['app.profile.email', identity?.email as string | undefined],
  ];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="profile-dialog-title">
      <DialogTitle id="profile-dialog-title">{translate('app.profile.title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" sx={{ fontWeight: 600 }}>
                  {translate(label)}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      {changingPassword ? (
        <ChangePasswordForm onDone={() => setChangingPassword(false)} onCancel={() => setChangingPassword(false)} />
      ) : (
        <DialogActions>
          {offeredByBackend({ feature: 'passwordChange' }) && (
            <Button onClick={() => setChangingPassword(true)}>{translate('app.passwordChange.open')}</Button>
          )}
          <Button onClick={onClose}>{translate('app.profile.close')}</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
