import PersonIcon from '@mui/icons-material/Person';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { roleOf } from '../domain/roles';
import { ChangePasswordForm } from './ChangePasswordForm';

/** The user menu's "Profile" item and its popup (spec §2: name, role label, status, email). */
export function ProfileMenuItem() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const { identity } = useGetIdentity();
  const [open, setOpen] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const close = () => {
    setOpen(false);
    setChangingPassword(false);
    userMenu?.onClose();
  };
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
    <>
      <MenuItem onClick={() => setOpen(true)}>
        <ListItemIcon>
          <PersonIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('app.userMenu.profile')}</ListItemText>
      </MenuItem>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="profile-dialog-title">
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
            <Button onClick={() => setChangingPassword(true)}>{translate('app.passwordChange.open')}</Button>
            <Button onClick={close}>{translate('app.profile.close')}</Button>
          </DialogActions>
        )}
      </Dialog>
    </>
  );
}
