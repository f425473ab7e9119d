import { ResourceList } from '../../engine/list/ResourceList';
import { ClosedDayNotice } from '../dayClose/ClosedDayNotice';
import { LastFloatChecks } from './LastFloatChecks';
import { SaleMessageOffer } from './SaleMessageOffer';

/**
 * Sales History's list: the engine's, under each provider's last float check and, right after
 * Record Sale, the offer to send that sale's WhatsApp message at the window's foot (product.md §10).
 */
export default function SaleList() {
  return (
    <>
      <SaleMessageOffer />
      <ClosedDayNotice banner />
      <LastFloatChecks />
      <ResourceList />
    </>
  );
}
