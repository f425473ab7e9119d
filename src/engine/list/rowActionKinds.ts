import ChatIcon from '@mui/icons-material/WhatsApp';
import EditNoteIcon from '@mui/icons-material/EditNote';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PrintIcon from '@mui/icons-material/Print';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ComponentType } from 'react';
import type { RowActionDeclaration } from '../../resources/types';

/** A row action's URL segment and label key: its `name`, else its permission. */
export const rowActionName = (item: RowActionDeclaration<any>): string => item.name ?? item.action;

/** The icon a row action shows: its own, else the one of its kind. */
export function rowActionIcon(item: RowActionDeclaration<any>): ComponentType<{ fontSize?: 'small' }> {
  if (item.icon) return item.icon;
  if ('details' in item) return VisibilityIcon;
  if ('whatsapp' in item) return ChatIcon;
  if ('print' in item) return PrintIcon;
  if ('form' in item) return EditNoteIcon;
  return OpenInNewIcon;
}
