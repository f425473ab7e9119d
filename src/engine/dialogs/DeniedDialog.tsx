import { useEffect, type ReactNode } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { useNotice } from '../notices';
import { useDeclaration } from '../useDeclaration';

interface Props {
  action: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Renders a dialog only for roles granted its action. Someone who reaches it anyway (a link
 * to an edit dialog) is told 'Access Denied' with the screen's own reason (product.md §6, e.g.
 * "You don't have permission to edit expenses") and sent back to the list. The server
 * refuses the same write; this only spares them a form they cannot save.
 */
export function DeniedDialog({ action, onClose, children }: Props) {
  const { name } = useDeclaration();
  const notice = useNotice();
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: name, action });
  const denied = !isPending && !canAccess;

  useEffect(() => {
    if (!denied) return;
    notice.error(translate(`resources.${name}.denied.${action}`, { _: translate('app.accessDenied.action') }), 'app.accessDenied.noticeTitle');
    onClose();
    // Once per refusal: notice and onClose are new functions on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [denied, name, action]);

  return isPending || denied ? null : <>{children}</>;
}
