import PersonIcon from '@mui/icons-material/Person';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslate, useUserMenu } from 'react-admin';

/** The user menu's "Profile" item: it closes the menu and opens the Profile dialog (kept outside the menu, which unmounts when closed). */
export function ProfileMenuItem({ onOpen }: { onOpen: () => void }) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        onOpen();
      }}
    >
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.userMenu.profile')}</ListItemText>
    </MenuItem>
  );
}
